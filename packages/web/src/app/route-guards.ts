import type { BooleanFeatureFlag } from "@tierwise/common/feature-flags";
import type { PermissionKey } from "@tierwise/common/permissions";
import { loginPathFor, safeNextPath } from "@tierwise/common/redirect";
import { data, redirect } from "react-router";
import { isPublicPath } from "./routing/public-paths.ts";
import { loadSession } from "./session/load-session.ts";
import type { Session } from "./session/session.types.ts";

/** Paths a signed-in user without a selected organisation may still open. */
const withoutOrganizationPaths = new Set(["/choose", "/logout"]);

function withNext(base: string, pathWithQuery: string): string {
  const next = safeNextPath(pathWithQuery);
  return next === "/" ? base : `${base}?next=${encodeURIComponent(next)}`;
}

/**
 * Where a visitor on a gated path must go instead, or null to let the route load (spec 1 §2.3).
 * Pure, so every branch is unit-tested; `next` values always pass through safeNextPath.
 */
export function decideRedirect(session: Session, pathname: string, search: string): string | null {
  if (isPublicPath(pathname)) return null;
  const pathWithQuery = `${pathname}${search}`;
  if (pathname === "/logout") return session.authenticated || session.stage ? null : "/login";
  if (session.stage === "TOTP_LOGIN") return withNext("/mfa/totp-login", pathWithQuery);
  if (session.stage === "TOTP_SETUP") return withNext("/mfa/totp-setup", pathWithQuery);
  if (!session.authenticated) return loginPathFor(pathWithQuery);
  if (
    !session.organization &&
    session.organizations.length > 0 &&
    !withoutOrganizationPaths.has(pathname)
  ) {
    return withNext("/choose", pathWithQuery);
  }
  return null;
}

export function hasPermission(session: Session, permission: PermissionKey): boolean {
  return session.permissions.includes(permission);
}

export function hasFeatureFlag(session: Session, flag: BooleanFeatureFlag): boolean {
  return session.organization?.featureFlags[flag] === true;
}

export type RouteRequirement = {
  permission?: PermissionKey;
  flag?: BooleanFeatureFlag;
  check?: (session: Session) => boolean;
};

/** True when the session meets every stated requirement. */
export function meetsRequirement(session: Session, requirement: RouteRequirement): boolean {
  if (requirement.permission && !hasPermission(session, requirement.permission)) return false;
  if (requirement.flag && !hasFeatureFlag(session, requirement.flag)) return false;
  return requirement.check ? requirement.check(session) : true;
}

/**
 * For gated route loaders: loads the session and throws a redirect when the visitor must sign in,
 * finish two-factor authentication or choose an organisation. A missing permission, flag or
 * capability gives the not-found page ("otherwise no page", spec 1 §2.2).
 */
export async function requireSession(
  request: Request,
  requirement: RouteRequirement = {},
): Promise<Session> {
  const session = await loadSession();
  const url = new URL(request.url);
  const target = decideRedirect(session, url.pathname, url.search);
  if (target) throw redirect(target);
  if (!meetsRequirement(session, requirement)) throw data(null, { status: 404 });
  return session;
}
