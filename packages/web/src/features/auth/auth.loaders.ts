import { loginPathFor } from "@tierwise/common/redirect";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { loadSession, reloadSession } from "../../app/session/load-session.ts";
import { isSignedIn, nextAfterSignIn, pathWithNext, totpLoginPath } from "./next-after-sign-in.ts";

function nextParam(request: Request): string | null {
  return new URL(request.url).searchParams.get("next");
}

/** /login: a visitor who is already signed in goes on to next (or "/"). */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  const session = await loadSession();
  if (isSignedIn(session)) return redirect(nextAfterSignIn(session, nextParam(request)));
  return null;
}

/** /mfa/totp-login: only for a session whose password was accepted and that awaits its code. */
export async function totpLoginLoader({ request }: LoaderFunctionArgs) {
  const session = await loadSession({ fresh: true });
  if (session.stage === "TOTP_LOGIN") return null;
  return redirect(nextAfterSignIn(session, nextParam(request)));
}

export type TotpSetupFlow = "sign-in" | "account";

/**
 * /mfa/totp-setup: either the sign-in step of an organisation that requires TOTP (stage
 * TOTP_SETUP) or a signed-in user turning TOTP on from the account page.
 */
export async function totpSetupLoader({
  request,
}: LoaderFunctionArgs): Promise<{ flow: TotpSetupFlow } | Response> {
  const session = await loadSession({ fresh: true });
  if (session.stage === "TOTP_SETUP") return { flow: "sign-in" };
  if (isSignedIn(session)) return { flow: "account" };
  if (session.stage === "TOTP_LOGIN")
    return redirect(pathWithNext(totpLoginPath, nextParam(request)));
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/** /change-password: for signed-in users; anyone else signs in (or finishes TOTP) first. */
export async function changePasswordLoader() {
  const session = await loadSession();
  if (isSignedIn(session)) return null;
  return redirect(nextAfterSignIn(session, "/change-password"));
}

/**
 * /complete-sso: the server's SSO callback has just set the session cookie. The session is loaded
 * afresh and the user moves on to next (safeNextPath), or to /choose or /login as the session says.
 */
export async function completeSsoLoader({ request }: LoaderFunctionArgs) {
  const session = await reloadSession();
  return redirect(nextAfterSignIn(session, nextParam(request)));
}
