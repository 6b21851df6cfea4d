import { loginPathFor, safeNextPath } from "@tierwise/common/redirect";
import type { SessionStage } from "../../app/session/session.types.ts";

/** The parts of a session that decide where a sign-in step leads. */
export interface SignInState {
  authenticated: boolean;
  stage: SessionStage | null;
  organization: { id: string } | null;
  organizations: readonly { id: string }[];
}

export const totpLoginPath = "/mfa/totp-login";
export const totpSetupPath = "/mfa/totp-setup";
export const choosePath = "/choose";

/** "/choose?next=%2Fportfolios"; a next of "/" is left out. */
export function pathWithNext(path: string, next: string | null | undefined): string {
  const target = safeNextPath(next);
  return target === "/" ? path : `${path}?next=${encodeURIComponent(target)}`;
}

/** Fully signed in: the password and any TOTP step are done. */
export function isSignedIn(session: SignInState): boolean {
  return session.authenticated && session.stage === "ACTIVE";
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

/**
 * Where to go once a sign-in step has finished (spec 1 §2.3): a pending TOTP step first, then the
 * organisation chooser when the user has organisations but none is selected, then the (safe) next.
 */
export function nextAfterSignIn(session: SignInState, next: string | null | undefined): string {
  const target = safeNextPath(next);
  if (session.stage === "TOTP_LOGIN") return pathWithNext(totpLoginPath, target);
  if (session.stage === "TOTP_SETUP") return pathWithNext(totpSetupPath, target);
  if (!isSignedIn(session)) return loginPathFor(target);
  const needsOrganization = session.organization === null && session.organizations.length > 0;
  const targetPath = pathnameOf(target);
  if (needsOrganization && targetPath !== choosePath && targetPath !== "/logout") {
    return pathWithNext(choosePath, target);
  }
  return target;
}
