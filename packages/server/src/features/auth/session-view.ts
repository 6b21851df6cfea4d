import { anonymousSessionFields } from "@tierwise/common/anonymous-session";
import { isInternalEmail } from "@tierwise/common/email-domains";
import { eq } from "drizzle-orm";
import type { LoadedSession, SessionStage } from "../../core/session.ts";
import type { SessionRequest } from "../../core/session-request.ts";
import { users } from "../../db/user.table.ts";
import { loadSettingsDocument } from "../settings/settings.service.ts";
import {
  listUsableOrganizations,
  type SessionOrganizationView,
  toSessionOrganization,
} from "./session-organization.ts";

/** The Session object of the contract, computed once per request that asks for it. */
export type SessionView = {
  id: string;
  key: string;
  authId: string | null;
  authenticated: boolean;
  stage: SessionStage | null;
  details: { email: string; name: string } | null;
  organization: SessionOrganizationView | null;
  organizations: SessionOrganizationView[];
  roles: string[];
  permissions: string[];
  teams: { id: string; name: string; membershipCreatedAt: Date }[];
  programs: { key: string }[];
  settings: Record<string, unknown>;
  internal: boolean;
  expiresAt: Date | null;
  warningSeconds: number;
};

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function anonymousSession(request: SessionRequest): SessionView {
  return { ...anonymousSessionFields(), warningSeconds: request.config.SESSION_WARNING_SECONDS };
}

/**
 * Anonymous, half signed in (password accepted, TOTP step pending: who, but nothing of the
 * organisation), or fully signed in.
 */
export async function describeSession(request: SessionRequest): Promise<SessionView> {
  const session = request.session;
  if (!session) return anonymousSession(request);
  if (session.stage !== "active") {
    const [user] = await request.db
      .select()
      .from(users)
      .where(eq(users.id, session.userId))
      .limit(1);
    if (!user) return anonymousSession(request);
    return {
      ...anonymousSession(request),
      id: user.id,
      key: user.id,
      authId: user.id,
      stage: session.stage,
      details: { email: user.email, name: fullName(user) },
      expiresAt: session.expiresAt,
    };
  }
  return request.memoizeSessionView(() => describeSignedInSession(request, session));
}

async function describeSignedInSession(
  request: SessionRequest,
  session: LoadedSession,
): Promise<SessionView> {
  const viewer = await request.viewer();
  if (!viewer) return anonymousSession(request);
  const { user, organization } = viewer;
  const [organizations, settings] = await Promise.all([
    listUsableOrganizations(request.db, user.id),
    loadSettingsDocument(request.db, "user", user.id),
  ]);
  return {
    id: user.id,
    key: user.id,
    authId: user.id,
    authenticated: true,
    stage: "active",
    details: { email: user.email, name: fullName(user) },
    organization: organization
      ? toSessionOrganization(organization, organization.resolvedSettings)
      : null,
    organizations,
    roles: viewer.role ? [viewer.role] : [],
    permissions: viewer.permissions,
    teams: viewer.teams,
    programs: [],
    settings,
    internal: organization
      ? isInternalEmail(user.email, organization.resolvedSettings.internalMailDomains)
      : false,
    expiresAt: session.expiresAt,
    warningSeconds: request.config.SESSION_WARNING_SECONDS,
  };
}
