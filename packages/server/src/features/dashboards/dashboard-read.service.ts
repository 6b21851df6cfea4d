import { dashboardTemplates } from "@tierwise/common/dashboards/templates";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ofOrganization, ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { dashboards } from "./dashboard.table.ts";
import { type DashboardView, viewsOf } from "./dashboard-lookup.ts";

/** An organisation's live dashboards by name, as the viewer sees them (canWrite). */
export async function organizationDashboards(
  db: Database,
  actor: TenantActor,
  organizationId: string,
): Promise<DashboardView[]> {
  authorize(actor, "dashboards.read", { organizationId });
  const rows = await db
    .select()
    .from(dashboards)
    .where(ofOrganization(organizationId, dashboards, isNull(dashboards.deletedAt)))
    .orderBy(asc(dashboards.name), asc(dashboards.id));
  return viewsOf(db, actor, rows);
}

/** The viewer's organisation's dashboards (the navigation's Dashboards group). */
export function listDashboards(deps: ServiceDeps, actor: TenantActor): Promise<DashboardView[]> {
  return organizationDashboards(deps.db, actor, actor.organizationId);
}

/**
 * One of the viewer's organisation's dashboards by slug; null when there is none — whether it
 * never existed, was deleted or belongs to another organisation (slugs are per organisation).
 */
export async function dashboardBySlug(
  deps: ServiceDeps,
  actor: TenantActor,
  slug: string,
): Promise<DashboardView | null> {
  const [row] = await deps.db
    .select()
    .from(dashboards)
    .where(
      and(ownedBy(actor, dashboards), eq(dashboards.slug, slug), isNull(dashboards.deletedAt)),
    );
  if (!row) return null;
  const [view] = await viewsOf(deps.db, actor, [row]);
  return view ?? null;
}

export const templateSummaries = () =>
  dashboardTemplates.map(({ key, name, icon, description }) => ({ key, name, icon, description }));
