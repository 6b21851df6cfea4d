import { hasFlag } from "@tierwise/common/policy/policy-actor";
import { eq, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { portfolioAccess } from "../portfolios/portfolio.table.ts";
import { namesViewer } from "../portfolios/portfolio-visibility.ts";
import { alerts, alertVisibility } from "./alert.table.ts";
import { alertSubscriptions, organizationAlertConfigs } from "./alert-subscription.table.ts";

/**
 * Who sees which alert (issue 13), in one place. Alerts are facts shared by every organisation;
 * a member of an organisation with the `alerts` flag sees an alert when the organisation
 *
 * - has all_alerts_access (organization_alert_configs), or
 * - subscribes (alert_subscriptions) to one of the alert's linked companies, locations or
 *   commodities — a company the organisation unlinked from that alert ("wrong company",
 *   alert_company_unlinks) does not count, and is not shown on the alert.
 *
 * The subscription rule is kept as rows of alert_visibility by database triggers (the
 * alerts_read_side migration), so every read is one index range of the organisation's rows,
 * newest first; all_alerts_access organisations read the alerts table itself.
 *
 * Scope (spec 3 §9, default `user`) narrows further. `organization`: everything the
 * organisation sees. `user`: only alerts linked to a company (not unlinked) held by an active
 * portfolio the viewer can see — an access entry names them, their team, role or organisation
 * on the portfolio or an ancestor (features/portfolios). Alerts reached only through a location
 * or a commodity have no such company, so they show in the organisation scope only. A single
 * alert (alert(id), feedback, read state) is judged in the organisation scope: a link to an
 * alert about a company outside the viewer's portfolios still opens.
 */
export type AlertViewer = {
  actor: TenantActor;
  userId: string;
  organizationId: string;
  allAlertsAccess: boolean;
};

export async function alertViewerOf(db: Database, actor: TenantActor): Promise<AlertViewer> {
  const [config] = await db
    .select({ allAlertsAccess: organizationAlertConfigs.allAlertsAccess })
    .from(organizationAlertConfigs)
    .where(ownedBy(actor, organizationAlertConfigs));
  return {
    actor,
    userId: actor.userId,
    organizationId: actor.organizationId,
    allAlertsAccess: config?.allAlertsAccess === true,
  };
}

/**
 * The alerts the organisation sees, as the FROM of a query: `id` and `publishedAt` name the
 * alert's id and publication time, and the alerts row is `a` (joined only when `withAlert`:
 * counts and id lists that filter on nothing of the alert itself skip it).
 */
export type AlertSource = { from: SQL; id: SQL; publishedAt: SQL };

export function alertSource(viewer: AlertViewer, withAlert: boolean): AlertSource {
  if (viewer.allAlertsAccess)
    return { from: sql`${alerts} a`, id: sql.raw("a.id"), publishedAt: sql.raw("a.published_at") };
  const visible = sql`${alertVisibility} v`;
  return {
    from: withAlert ? sql`${visible} join ${alerts} a on a.id = v.alert_id` : visible,
    id: sql.raw("v.alert_id"),
    publishedAt: sql.raw("v.published_at"),
  };
}

/** The organisation's own condition on the source (none for all_alerts_access: every alert). */
export function sourceCondition(viewer: AlertViewer): SQL | undefined {
  return viewer.allAlertsAccess
    ? undefined
    : sql`v.organization_id = ${viewer.organizationId}::uuid`;
}

/** The company link `link` (an alert_companies alias) was not unlinked by the organisation. */
export function notUnlinked(viewer: AlertViewer, link: string): SQL {
  return sql`not exists (select 1 from alert_company_unlinks u
    where u.organization_id = ${viewer.organizationId}::uuid
      and u.alert_id = ${sql.raw(link)}.alert_id and u.company_id = ${sql.raw(link)}.company_id)`;
}

/**
 * Company ids of the active portfolios the viewer can see; `within` narrows to one portfolio
 * and its descendants (the portfolio filter), which then may be archived too. Read before the
 * alert query so that it gets an exact list: the planner cannot estimate this subquery.
 */
export async function viewerPortfolioCompanyIds(
  db: Database,
  viewer: AlertViewer,
  within?: string,
): Promise<string[]> {
  const org = sql`${viewer.organizationId}::uuid`;
  const subtree = within
    ? sql`(p.id = ${within}::uuid or p.path @> array[${within}::uuid])`
    : sql`p.archived_at is null`;
  const result = await db.execute(sql`select distinct pc.company_id from portfolio_companies pc
    join portfolios p on p.id = pc.portfolio_id
    where pc.organization_id = ${org} and p.organization_id = ${org} and ${subtree}
      and exists (select 1 from ${portfolioAccess}
        where ${portfolioAccess.organizationId} = ${org}
          and ${portfolioAccess.portfolioId} = any(array_append(p.path, p.id))
          and ${namesViewer(viewer.actor)})`);
  return (result.rows as { company_id: string }[]).map((row) => row.company_id);
}

/**
 * Up to this many companies, a company condition reads the companies' own ranges of
 * alert_companies (company, publishedAt): few companies have few alerts. Beyond it (a scope or
 * a portfolio of hundreds of companies) each candidate alert is probed instead, while the
 * query walks the organisation's alerts newest first and stops at the page or count limit.
 */
const companyRangesUpTo = 50;

/** Alerts linked to one of the companies, not unlinked by the organisation. */
export function linkedToCompanies(
  viewer: AlertViewer,
  id: SQL,
  companyIds: readonly string[],
  publishedWithin?: SQL,
): SQL {
  if (companyIds.length === 0) return sql`false`;
  const companies = sql`${sql.param([...companyIds])}::uuid[]`;
  if (companyIds.length <= companyRangesUpTo)
    return sql`${id} in (select l.alert_id from alert_companies l
      where l.company_id = any(${companies})${publishedWithin ? sql` and ${publishedWithin}` : sql``}
        and ${notUnlinked(viewer, "l")})`;
  // "offset 0" keeps the probe per alert: pulled up into a join, the planner would read every
  // company's whole range first.
  return sql`exists (select 1 from alert_companies l
    where l.alert_id = ${id} and l.company_id = any(${companies}) and ${notUnlinked(viewer, "l")}
    offset 0)`;
}

/** Whether the organisation sees the alert (organisation scope). */
export async function organizationSeesAlert(
  db: Database,
  viewer: AlertViewer,
  alertId: string,
): Promise<boolean> {
  if (!isUuid(alertId)) return false;
  const found = viewer.allAlertsAccess
    ? await db.select({ id: alerts.id }).from(alerts).where(eq(alerts.id, alertId))
    : await db
        .select({ id: alertVisibility.alertId })
        .from(alertVisibility)
        .where(
          sql`${alertVisibility.organizationId} = ${viewer.organizationId} and ${alertVisibility.alertId} = ${alertId}`,
        );
  return found.length > 0;
}

/** The organisation's company subscriptions among `companyIds` (all of them with all access). */
export async function subscribedCompanyIds(
  db: Database,
  viewer: AlertViewer,
  companyIds: readonly string[],
): Promise<Set<string>> {
  if (viewer.allAlertsAccess || companyIds.length === 0) return new Set(companyIds);
  const rows = await db
    .select({ companyId: alertSubscriptions.companyId })
    .from(alertSubscriptions)
    .where(
      sql`${alertSubscriptions.organizationId} = ${viewer.organizationId}
        and ${alertSubscriptions.companyId} = any(${sql.param([...companyIds])}::uuid[])`,
    );
  return new Set(rows.map((row) => row.companyId as string));
}

/**
 * The sidebar's alerts icon for a company (spec 1 §2.5): hidden without the alerts flag,
 * enabled when the organisation sees alerts for the company, disabled otherwise (the web then
 * shows alertMessages.noSubscription).
 */
export async function companyAlertAccess(
  db: Database,
  actor: TenantActor,
  companyId: string,
): Promise<"enabled" | "disabled" | "hidden"> {
  if (!hasFlag(actor, "alerts")) return "hidden";
  if (!isUuid(companyId)) return "disabled";
  const viewer = await alertViewerOf(db, actor);
  const subscribed = await subscribedCompanyIds(db, viewer, [companyId]);
  return subscribed.has(companyId) ? "enabled" : "disabled";
}
