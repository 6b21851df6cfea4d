import {
  organizationSettingsSchema,
  type ResolvedOrganizationSettings,
} from "@tierwise/common/organization-settings";
import type { PermissionKey } from "@tierwise/common/permissions";
import { permissionsFor } from "@tierwise/common/permissions";
import type { RoleKey } from "@tierwise/common/roles";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships, teams } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import type { LoadedSession } from "./session.service.ts";

export type ViewerOrganization = typeof organizations.$inferSelect & {
  resolvedSettings: ResolvedOrganizationSettings;
};

/** The signed-in person as services see them: user, chosen organisation, role, permissions. */
export type Viewer = {
  session: LoadedSession;
  user: typeof users.$inferSelect;
  /** Null until the user has chosen an organisation (then /choose). */
  organization: ViewerOrganization | null;
  role: RoleKey | null;
  permissions: PermissionKey[];
  teams: { id: string; name: string; membershipCreatedAt: Date }[];
};

export function resolveOrganizationSettings(raw: unknown): ResolvedOrganizationSettings {
  const parsed = organizationSettingsSchema.safeParse(raw ?? {});
  // Stored settings are validated on write; a stale shape falls back to defaults, never crashes.
  return parsed.success ? parsed.data : organizationSettingsSchema.parse({});
}

export async function loadViewer(db: Database, session: LoadedSession): Promise<Viewer | null> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user?.active) return null;
  if (!session.organizationId) {
    return { session, user, organization: null, role: null, permissions: [], teams: [] };
  }
  const [row] = await db
    .select({ organization: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, user.id),
        eq(memberships.organizationId, session.organizationId),
        eq(memberships.active, true),
      ),
    )
    .limit(1);
  if (!row) return { session, user, organization: null, role: null, permissions: [], teams: [] };
  const resolvedSettings = resolveOrganizationSettings(row.organization.settings);
  const teamRows = await db
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
    .orderBy(desc(teamMemberships.createdAt));
  return {
    session,
    user,
    organization: { ...row.organization, resolvedSettings },
    role: row.role,
    permissions: permissionsFor(row.role, resolvedSettings.additionalPermissions),
    teams: teamRows,
  };
}
