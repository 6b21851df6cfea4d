import { messages } from "@tierwise/common/messages";

/** The message /login-sso shows for the ?error= the server's SSO callback redirects with. */
export function ssoErrorMessage(error: string | null): string | null {
  if (error === null) return null;
  if (error === "unauthorized") return messages.unauthorizedUser;
  return messages.somethingWentWrong;
}
