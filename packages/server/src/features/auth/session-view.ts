import { isInternalEmail } from "@tierwise/common/email-domains";
import { eq } from "drizzle-orm";
import type { LoadedSession, SessionStage } from "../../core/session.ts";
import { users } from "../../db/user.table.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { loadSettingsDocument } from "../settings/settings.service.ts";
import {
  listUsableOrganizations,
  type SessionOrganizationView,
  toSessionOrganization,
} from "./session-organization.ts";

export const anonymousKey = "anonymous-user";

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

function anonymousSession(ctx: GraphQLContext): SessionView {
  return {
    id: anonymousKey,
    key: anonymousKey,
    authId: null,
    authenticated: false,
    stage: null,
    details: null,
    organization: null,
    organizations: [],
    roles: [],
    permissions: [],
    teams: [],
    programs: [],
    settings: {},
    internal: false,
    expiresAt: null,
    warningSeconds: ctx.config.SESSION_WARNING_SECONDS,
  };
}

/**
 * Anonymous, half signed in (password accepted, TOTP step pending: who, but nothing of the
 * organisation), or fully signed in.
 */
export async function describeSession(ctx: GraphQLContext): Promise<SessionView> {
  const session = ctx.session;
  if (!session) return anonymousSession(ctx);
  if (session.stage !== "active") {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId)).limit(1);
    if (!user) return anonymousSession(ctx);
    return {
      ...anonymousSession(ctx),
      id: user.id,
      key: user.id,
      authId: user.id,
      stage: session.stage,
      details: { email: user.email, name: fullName(user) },
      expiresAt: session.expiresAt,
    };
  }
  return ctx.memoizeSessionView(() => describeSignedInSession(ctx, session));
}

async function describeSignedInSession(
  ctx: GraphQLContext,
  session: LoadedSession,
): Promise<SessionView> {
  const viewer = await ctx.viewer();
  if (!viewer) return anonymousSession(ctx);
  const { user, organization } = viewer;
  const [organizations, settings] = await Promise.all([
    listUsableOrganizations(ctx.db, user.id),
    loadSettingsDocument(ctx.db, "user", user.id),
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
    warningSeconds: ctx.config.SESSION_WARNING_SECONDS,
  };
}
