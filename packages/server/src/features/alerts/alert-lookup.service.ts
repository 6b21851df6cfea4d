import { type AlertType, alertLimits, newsClasses } from "@tierwise/common/alerts";
import { asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { TooManyResultsRequestedError } from "../../core/errors.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import { companies } from "../companies/company.table.ts";
import { alertLocations, commodities } from "./alert.table.ts";
import { selectRows } from "./alert-query.ts";
import { alertSubscriptions } from "./alert-subscription.table.ts";
import type {
  AlertCompanyRefView,
  AlertLocationView,
  CommodityView,
  NewsClassView,
} from "./alert-views.ts";
import { alertViewerOf, companyAlertAccess } from "./alert-visibility.ts";

/**
 * The alert lookups around the feed: the id migration of spec 3 §7 (older ids and topics to
 * ours), the filter options, the sidebar icon's state and each source's precision.
 */

function checkedList<T>(values: readonly T[]): T[] {
  const maximum = alertLimits.companySubscriptionsPerRequest;
  if (values.length > maximum) throw new TooManyResultsRequestedError(maximum, values.length);
  return [...values];
}

/** Answers position by position: the id found for each value, null when unknown. */
function inOrder<V>(values: readonly V[], found: Map<V, string>): (string | null)[] {
  return values.map((value) => found.get(value) ?? null);
}

/**
 * companyIdsByApiV1Ids: a company's "API v1 id" is its `companies.search_row`, the dense integer
 * every company gets once and keeps (the search index is keyed by it), so an older client's
 * stored numeric company ids map to ours.
 */
export async function companyIdsByApiV1Ids(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { ids: readonly number[] },
): Promise<(string | null)[]> {
  authorize(actor, "alerts.read");
  const ids = checkedList(args.ids).filter(Number.isSafeInteger);
  if (ids.length === 0) return args.ids.map(() => null);
  const rows = await deps.db
    .select({ row: companies.searchRow, id: companies.id })
    .from(companies)
    .where(inArray(companies.searchRow, ids));
  return inOrder(args.ids, new Map(rows.map((r) => [r.row, r.id])));
}

/** Topics are matched as stored ("location.country:DE", "resource:copper"), commodities ignoring case. */
async function idsByTopic(
  deps: ServiceDeps,
  actor: TenantActor,
  table: typeof alertLocations | typeof commodities,
  topics: readonly string[],
  lowerCase: boolean,
) {
  authorize(actor, "alerts.read");
  const wanted = checkedList(topics).map((topic) =>
    lowerCase ? topic.trim().toLowerCase() : topic.trim(),
  );
  if (wanted.length === 0) return [];
  const rows = await deps.db
    .select({ topic: table.topic, id: table.id })
    .from(table)
    .where(inArray(table.topic, wanted));
  return inOrder(wanted, new Map(rows.map((r) => [r.topic, r.id])));
}

export const locationIdsByAlertsTopics = (
  deps: ServiceDeps,
  actor: TenantActor,
  args: { topics: readonly string[] },
) => idsByTopic(deps, actor, alertLocations, args.topics, false);

export const commodityIdsByAlertsTopics = (
  deps: ServiceDeps,
  actor: TenantActor,
  args: { topics: readonly string[] },
) => idsByTopic(deps, actor, commodities, args.topics, true);

/** How many options of each kind the filter pickers get per search. */
export const filterOptionsLimit = 20;

/**
 * availableAlertFilters: what the filter pickers offer for a search. Companies are those the
 * organisation subscribes to (any company with all_alerts_access); places, commodities and news
 * classes are every known one.
 */
export async function availableAlertFilters(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { search?: string | null },
): Promise<{
  companies: AlertCompanyRefView[];
  locations: AlertLocationView[];
  commodities: CommodityView[];
  newsClasses: NewsClassView[];
}> {
  authorize(actor, "alerts.read");
  const viewer = await alertViewerOf(deps.db, actor);
  const search = (args.search ?? "").trim();
  const pattern = likePattern(search);
  const companyRef = { id: companies.id, slug: companies.slug, name: companies.displayName };
  const [companyOptions, locations, commodityOptions] = await Promise.all([
    viewer.allAlertsAccess
      ? deps.db
          .select(companyRef)
          .from(companies)
          .where(ilike(companies.displayName, pattern))
          .orderBy(asc(companies.displayName))
          .limit(filterOptionsLimit)
      : deps.db
          .select(companyRef)
          .from(alertSubscriptions)
          .innerJoin(companies, eq(companies.id, alertSubscriptions.companyId))
          .where(ownedBy(viewer, alertSubscriptions, ilike(companies.displayName, pattern)))
          .orderBy(asc(companies.displayName))
          .limit(filterOptionsLimit),
    deps.db
      .select()
      .from(alertLocations)
      .where(ilike(alertLocations.name, pattern))
      .orderBy(asc(alertLocations.name), asc(alertLocations.topic))
      .limit(filterOptionsLimit),
    deps.db
      .select()
      .from(commodities)
      .where(ilike(commodities.name, pattern))
      .orderBy(asc(commodities.name))
      .limit(filterOptionsLimit),
  ]);
  const lowered = search.toLowerCase();
  return {
    companies: companyOptions,
    locations,
    commodities: commodityOptions,
    newsClasses: newsClasses.filter((c) => c.name.toLowerCase().includes(lowered)),
  };
}

export async function companyAlertAccessOf(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { companyId: string },
) {
  return companyAlertAccess(deps.db, actor, args.companyId);
}

export type SourcePrecisionView = {
  provider: string;
  type: AlertType | null;
  rated: number;
  notRelevant: number;
  precision: number;
};

/**
 * alertSourcePrecision (issue 13): per provider and alert type, how many of the organisation's
 * verdicts there are (relevant or not relevant) and how many said "not relevant" (a stored
 * reason, or the older score -1); precision is the share of verdicts that kept the alert.
 * The organisation's own verdicts only: another organisation's feedback stays its own.
 */
export async function alertSourcePrecision(
  deps: ServiceDeps,
  actor: TenantActor,
): Promise<SourcePrecisionView[]> {
  authorize(actor, "alerts.read");
  const rows = await selectRows<{
    provider: string;
    type: AlertType;
    rated: number;
    not_relevant: number;
  }>(
    deps.db,
    sql`
    select a.provider, a.type, count(*)::int as rated,
      count(*) filter (where m.reason is not null or m.score = -1)::int as not_relevant
    from alert_user_metadata m join alerts a on a.id = m.alert_id
    where m.organization_id = ${actor.organizationId}::uuid and (m.score <> 0 or m.reason is not null)
    group by a.provider, a.type order by a.provider, a.type`,
  );
  return rows.map((row) => ({
    provider: row.provider,
    type: row.type,
    rated: Number(row.rated),
    notRelevant: Number(row.not_relevant),
    precision: row.rated ? (Number(row.rated) - Number(row.not_relevant)) / Number(row.rated) : 0,
  }));
}
