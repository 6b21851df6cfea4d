import { can } from "@tierwise/common/policy/can";
import type { DashboardSubject } from "@tierwise/common/policy/dashboards.policy";
import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Actor, TenantActor } from "../../core/actor.ts";
import { ForbiddenCodeError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { type DashboardRow, dashboardAccess, dashboards } from "./dashboard.table.ts";
import { dashboardNotFound } from "./dashboard-errors.ts";

/** A dashboard with the one policy's answer about writing it, for the viewer. */
export type DashboardView = DashboardRow & { canWrite: boolean };

/** Provider administrators act on any organisation's dashboards (issue 30). */
export const isProviderAdmin = (actor: Actor) =>
  actor.role === "tierwise_admin" && actor.organizationType === "provider";

/**
 * The aclWrite entries that name the viewer: the user, one of their teams, or the organisation
 * (their own; an "org" entry names the dashboard's organisation).
 */
export function namingViewer(actor: TenantActor): SQL {
  const teamIds = actor.teams.map((team) => team.id);
  return or(
    and(eq(dashboardAccess.actorType, "user"), eq(dashboardAccess.actorId, actor.user.id)),
    teamIds.length > 0
      ? and(eq(dashboardAccess.actorType, "team"), inArray(dashboardAccess.actorId, teamIds))
      : undefined,
    and(eq(dashboardAccess.actorType, "org"), eq(dashboardAccess.actorId, actor.organizationId)),
  ) as SQL;
}

/** Which of these dashboards have a write entry naming the viewer. */
export async function namedIn(
  db: Database,
  actor: TenantActor,
  dashboardIds: readonly string[],
): Promise<Set<string>> {
  if (dashboardIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: dashboardAccess.dashboardId })
    .from(dashboardAccess)
    .where(and(inArray(dashboardAccess.dashboardId, [...dashboardIds]), namingViewer(actor)));
  return new Set(rows.map((row) => row.id));
}

export const subjectOf = (row: DashboardRow, named: boolean): DashboardSubject => ({
  organizationId: row.organizationId,
  namedInAclWrite: named,
});

/** The viewer's views of these rows: canWrite from the one policy. */
export async function viewsOf(
  db: Database,
  actor: TenantActor,
  rows: readonly DashboardRow[],
): Promise<DashboardView[]> {
  const named = await namedIn(
    db,
    actor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    canWrite: can(actor, "dashboards.write", subjectOf(row, named.has(row.id))),
  }));
}

/**
 * A live dashboard the viewer may read, by id: one of their organisation's, or (provider
 * administrators) any organisation's. Anything else — unknown, deleted, another organisation's —
 * is the same NOT_FOUND, so an id never tells whether it exists elsewhere.
 */
export async function findReadable(
  db: Database,
  actor: TenantActor,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<DashboardView> {
  if (!isUuid(id)) throw dashboardNotFound();
  const [row] = await db
    .select()
    .from(dashboards)
    .where(
      and(
        eq(dashboards.id, id),
        options.deleted ? undefined : isNull(dashboards.deletedAt),
        isProviderAdmin(actor) ? undefined : ownedBy(actor, dashboards),
      ),
    );
  if (!row) throw dashboardNotFound();
  const [view] = await viewsOf(db, actor, [row]);
  if (!view) throw dashboardNotFound();
  return view;
}

/** The same, for a change: FORBIDDEN unless the one policy lets the viewer write it. */
export async function findWritable(
  db: Database,
  actor: TenantActor,
  id: string,
): Promise<DashboardView> {
  const view = await findReadable(db, actor, id);
  if (!view.canWrite) throw new ForbiddenCodeError();
  return view;
}
