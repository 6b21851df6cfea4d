import { isInternalEmail } from "@tierwise/common/email-domains";
import { defaultFeatureFlags } from "@tierwise/common/feature-flags";
import {
  organizationSettingsSchema,
  type ResolvedOrganizationSettings,
} from "@tierwise/common/organization-settings";
import { effectivePermissions } from "@tierwise/common/policy/policy-actor";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { memberships, teamMemberships, teams } from "../db/membership.table.ts";
import { organizations } from "../db/organization.table.ts";
import { users } from "../db/user.table.ts";
import type { Actor, ActorSession } from "./actor.ts";
import { resolveFeatureFlags } from "./feature-flags.ts";

export function resolveOrganizationSettings(raw: unknown): ResolvedOrganizationSettings {
  const parsed = organizationSettingsSchema.safeParse(raw ?? {});
  // Stored settings are validated on write; a stale shape falls back to defaults, never crashes.
  return parsed.success ? parsed.data : organizationSettingsSchema.parse({});
}

export type ActorRef = { userId: string; organizationId: string | null };

/**
 * The actor for a person in an organisation: from a request's session, or from the reference
 * a job keeps of whoever queued it. Null when the person is gone or deactivated; without an
 * active membership the actor has no organisation (and so no permission).
 */
export async function loadActor(
  db: Database,
  ref: ActorRef,
  session: ActorSession | null = null,
): Promise<Actor | null> {
  const [user] = await db.select().from(users).where(eq(users.id, ref.userId)).limit(1);
  if (!user?.active) return null;
  const outside: Actor = {
    userId: user.id,
    organizationId: null,
    organizationType: null,
    user,
    organization: null,
    role: null,
    permissions: [],
    teams: [],
    flags: {},
    featureFlags: { ...defaultFeatureFlags },
    internal: false,
    session,
  };
  if (!ref.organizationId) return outside;
  const [row] = await db
    .select({ organization: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, user.id),
        eq(memberships.organizationId, ref.organizationId),
        eq(memberships.active, true),
      ),
    )
    .limit(1);
  if (!row) return outside;
  const resolvedSettings = resolveOrganizationSettings(row.organization.settings);
  const internal = isInternalEmail(user.email, resolvedSettings.internalMailDomains);
  const [teamRows, featureFlags] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, membershipCreatedAt: teamMemberships.createdAt })
      .from(teamMemberships)
      .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
      .where(
        and(
          eq(teamMemberships.userId, user.id),
          eq(teams.organizationId, row.organization.id),
          eq(teams.active, true),
        ),
      )
      .orderBy(desc(teamMemberships.createdAt)),
    resolveFeatureFlags(
      db,
      { userId: user.id, organizationId: row.organization.id, programs: [], internal },
      resolvedSettings.featureFlags,
    ),
  ]);
  return {
    ...outside,
    organizationId: row.organization.id,
    organizationType: row.organization.type,
    organization: { ...row.organization, resolvedSettings },
    role: row.role,
    permissions: effectivePermissions(
      row.role,
      row.organization.type,
      resolvedSettings.additionalPermissions,
    ),
    teams: teamRows,
    flags: featureFlags,
    featureFlags,
    internal,
  };
}
