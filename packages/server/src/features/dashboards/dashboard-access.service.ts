import { dashboardMessages } from "@tierwise/common/dashboards/messages";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teams } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { fullName } from "../auth/session-view.ts";
import {
  type DashboardAccessActorType,
  type DashboardAccessRow,
  dashboardAccess,
  dashboardAccessActorTypes,
} from "./dashboard.table.ts";
import { dashboardInvalid } from "./dashboard-errors.ts";
import { type DashboardView, findReadable, findWritable } from "./dashboard-lookup.ts";

export type DashboardAccessEntry = {
  actorType: DashboardAccessActorType;
  actorId: string;
  name: string;
};

const entriesSchema = z
  .array(z.object({ actorType: z.enum(dashboardAccessActorTypes), actorId: z.uuid() }))
  .max(200);

/** The names of the entries' people, teams and organisation, keyed "type:id". */
async function namesOf(db: Database, rows: readonly DashboardAccessRow[]) {
  const ids = (type: DashboardAccessActorType) =>
    rows.filter((row) => row.actorType === type).map((row) => row.actorId);
  const names = new Map<string, string>();
  const [userIds, teamIds, orgIds] = [ids("user"), ids("team"), ids("org")];
  if (userIds.length > 0) {
    const found = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const row of found) names.set(`user:${row.id}`, fullName(row));
  }
  if (teamIds.length > 0) {
    const found = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, teamIds));
    for (const row of found) names.set(`team:${row.id}`, row.name);
  }
  if (orgIds.length > 0) {
    const found = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, orgIds));
    for (const row of found) names.set(`org:${row.id}`, row.name);
  }
  return names;
}

/** A dashboard's aclWrite, with names, in a stable order. */
export async function dashboardAclWrite(
  db: Database,
  dashboardId: string,
): Promise<DashboardAccessEntry[]> {
  const rows = await db
    .select()
    .from(dashboardAccess)
    .where(eq(dashboardAccess.dashboardId, dashboardId));
  rows.sort((a, b) => a.actorType.localeCompare(b.actorType) || a.actorId.localeCompare(b.actorId));
  const names = await namesOf(db, rows);
  return rows.map((row) => ({
    actorType: row.actorType,
    actorId: row.actorId,
    name: names.get(`${row.actorType}:${row.actorId}`) ?? "",
  }));
}

/** Every entry names a member, a team or the organisation of the dashboard's organisation. */
async function assertActorsOf(
  db: Database,
  organizationId: string,
  entries: readonly { actorType: DashboardAccessActorType; actorId: string }[],
) {
  const wanted = (type: DashboardAccessActorType) =>
    entries.filter((entry) => entry.actorType === type).map((entry) => entry.actorId);
  const refused = () => dashboardInvalid([dashboardMessages.unknownAccessActor]);
  const userIds = wanted("user");
  if (userIds.length > 0) {
    const found = await db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(ofOrganization(organizationId, memberships, inArray(memberships.userId, userIds)));
    if (found.length !== new Set(userIds).size) throw refused();
  }
  const teamIds = wanted("team");
  if (teamIds.length > 0) {
    const found = await db
      .select({ id: teams.id })
      .from(teams)
      .where(ofOrganization(organizationId, teams, inArray(teams.id, teamIds)));
    if (found.length !== new Set(teamIds).size) throw refused();
  }
  if (wanted("org").some((id) => id !== organizationId)) throw refused();
}

/** Writes a dashboard's aclWrite as given (inside the caller's transaction). */
export async function writeAclWrite(
  tx: Database,
  dashboard: { id: string; organizationId: string },
  entries: readonly { actorType: DashboardAccessActorType; actorId: string }[],
) {
  await tx.delete(dashboardAccess).where(eq(dashboardAccess.dashboardId, dashboard.id));
  if (entries.length === 0) return;
  await tx
    .insert(dashboardAccess)
    .values(
      entries.map((entry) => ({
        dashboardId: dashboard.id,
        organizationId: dashboard.organizationId,
        ...entry,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Replaces who may change the dashboard (everyone in the organisation reads it anyway). The
 * organisation's administrators and provider administrators can always change it, so an empty
 * list is allowed: it leaves the dashboard to them.
 */
export async function setDashboardAccess(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string; entries: unknown },
): Promise<DashboardView> {
  const parsed = entriesSchema.safeParse(input.entries);
  return deps.db.transaction(async (tx) => {
    const dashboard = await findWritable(tx, actor, input.id);
    if (!parsed.success) throw dashboardInvalid([dashboardMessages.unknownAccessActor]);
    const entries = [
      ...new Map(
        parsed.data.map((entry) => [`${entry.actorType}:${entry.actorId}`, entry]),
      ).values(),
    ];
    await assertActorsOf(tx, dashboard.organizationId, entries);
    const before = await dashboardAclWrite(tx, dashboard.id);
    await writeAclWrite(tx, dashboard, entries);
    await recordAudit(tx, actor, {
      action: "dashboard.accessChanged",
      targetType: "Dashboard",
      targetId: dashboard.id,
      organizationId: dashboard.organizationId,
      before: before.map(({ actorType, actorId }) => ({ actorType, actorId })),
      after: entries,
    });
    // After the change the viewer may no longer write it; they still read it.
    return findReadable(tx, actor, dashboard.id);
  });
}
