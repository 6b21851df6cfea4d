import { defaultAlertScope, topicWildcard } from "@tierwise/common/alerts";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import { type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../core/ids.ts";
import { likePattern } from "../../core/sql-support.ts";
import type { Database } from "../../db/client.ts";
import {
  type AlertSource,
  type AlertViewer,
  linkedToCompanies,
  sourceCondition,
  viewerPortfolioCompanyIds,
} from "./alert-visibility.ts";

/**
 * An AlertFilter (common inputs/alerts) as SQL conditions on an alert source (alert-visibility)
 * with the viewer's metadata row `m` left-joined. Every filter of the contract's
 * AlertFilterInput is here; values that cannot match (an id that is no uuid) match nothing
 * rather than failing, as the web's URL rules drop bad values.
 */

/** Whether the filter reads the alerts row `a` itself (else counts and id lists skip it). */
export function readsAlertRow(filter: AlertFilter): boolean {
  return !!(
    filter.types?.length ||
    filter.datasets?.length ||
    filter.polarity?.length ||
    filter.keywords?.length
  );
}

const uuids = (values: readonly string[]) => values.filter(isUuid);
const uuidList = (values: readonly string[]) => sql`${sql.param(uuids(values))}::uuid[]`;
const textList = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Start of the day after `day` (YYYY-MM-DD), UTC: the exclusive end of an inclusive range. */
const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};

/** startDate and endDate, both inclusive, as a condition on a publication time column. */
export function publishedWithin(filter: AlertFilter, column: SQL): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.startDate)
    parts.push(sql`${column} >= ${`${filter.startDate}T00:00:00Z`}::timestamptz`);
  if (filter.endDate) parts.push(sql`${column} < ${dayAfter(filter.endDate)}::timestamptz`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/**
 * Keywords as a text-search query: each keyword (already normalised: lower case, letters,
 * digits and spaces only) a phrase whose every word may be a prefix ("sanction" finds
 * "sanctions"), the keywords joined with "or" (spec 3 §2).
 */
export function keywordQuery(keywords: readonly string[]): string {
  return keywords
    .map((keyword) => keyword.split(" ").filter(Boolean))
    .filter((words) => words.length > 0)
    .map((words) => `(${words.map((word) => `${word}:*`).join(" <-> ")})`)
    .join(" | ");
}

/** Locations or commodities by id or by topic ("location.country:DE", "resource:*"). */
const linkedKinds = {
  locations: { table: "alert_location_links", column: "location_id", entities: "alert_locations" },
  commodities: { table: "alert_commodity_links", column: "commodity_id", entities: "commodities" },
} as const;

function linkedEntities(id: SQL, kind: keyof typeof linkedKinds, values: readonly string[]): SQL {
  const links = linkedKinds[kind];
  const ids = uuids(values);
  const topics = values.filter((value) => !isUuid(value));
  const exact = topics.filter((topic) => !topic.endsWith(topicWildcard));
  const wildcards = topics
    .filter((topic) => topic.endsWith(topicWildcard))
    .map((topic) => likePattern(topic.slice(0, -topicWildcard.length)).slice(1));
  const matches: SQL[] = [];
  if (ids.length) matches.push(sql`e.id = any(${uuidList(ids)})`);
  if (exact.length) matches.push(sql`e.topic = any(${textList(exact)})`);
  if (wildcards.length) matches.push(sql`e.topic like any(${textList(wildcards)})`);
  if (matches.length === 0) return sql`false`;
  return sql`${id} in (select k.alert_id from ${sql.raw(links.table)} k
    join ${sql.raw(links.entities)} e on e.id = k.${sql.raw(links.column)}
    where ${sql.join(matches, sql` or `)})`;
}

/** The relevancy values as score conditions (common relevancyScore; a reason means "not relevant"). */
function relevancyCondition(values: readonly string[]): SQL {
  const parts = values.map((value) => {
    if (value === "relevant") return sql`m.score = 1`;
    if (value === "not_relevant") return sql`(m.score = -1 or m.reason is not null)`;
    return sql`(coalesce(m.score, 0) = 0 and m.reason is null)`;
  });
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`true`;
}

/**
 * A filter with the company lists it stands for read beforehand: the user scope's companies
 * (null for the organisation scope) and the portfolio filter's (null without one).
 */
export type ResolvedAlertFilter = {
  filter: AlertFilter;
  scopeCompanies: string[] | null;
  portfolioCompanies: string[] | null;
};

export async function resolveAlertFilter(
  db: Database,
  viewer: AlertViewer,
  filter: AlertFilter,
): Promise<ResolvedAlertFilter> {
  const userScope = (filter.scope ?? defaultAlertScope) === "user";
  const portfolio = filter.portfolio && isUuid(filter.portfolio) ? filter.portfolio : null;
  return {
    filter,
    scopeCompanies: userScope ? await viewerPortfolioCompanyIds(db, viewer) : null,
    portfolioCompanies: portfolio ? await viewerPortfolioCompanyIds(db, viewer, portfolio) : null,
  };
}

/** Every condition of the filter, the visibility and the scope, for one source. */
export function filterConditions(
  viewer: AlertViewer,
  source: AlertSource,
  resolved: ResolvedAlertFilter,
): SQL[] {
  const { id, publishedAt } = source;
  const { filter } = resolved;
  // The company conditions read alert_companies' own copy of publishedAt within the dates.
  const linkDates = publishedWithin(filter, sql.raw("l.published_at"));
  const conditions: (SQL | undefined)[] = [
    sourceCondition(viewer),
    resolved.scopeCompanies ? linkedToCompanies(viewer, id, resolved.scopeCompanies) : undefined,
    filter.archived ? sql`m.archived` : sql`coalesce(m.archived, false) = false`,
    publishedWithin(filter, publishedAt),
  ];
  if (filter.unread === true) conditions.push(sql`coalesce(m.read, false) = false`);
  if (filter.unread === false) conditions.push(sql`m.read`);
  if (filter.relevancy?.length) conditions.push(relevancyCondition(filter.relevancy));
  if (filter.alertId)
    conditions.push(isUuid(filter.alertId) ? sql`${id} = ${filter.alertId}::uuid` : sql`false`);
  if (filter.types?.length) conditions.push(sql`a.type = any(${textList(filter.types)})`);
  if (filter.datasets?.length) conditions.push(sql`a.dataset = any(${textList(filter.datasets)})`);
  if (filter.polarity?.length) conditions.push(sql`a.polarity = any(${textList(filter.polarity)})`);
  if (filter.keywords?.length) {
    const query = keywordQuery(filter.keywords);
    if (query) conditions.push(sql`a.search_vector @@ to_tsquery('simple', ${query})`);
  }
  if (filter.companies?.length)
    conditions.push(linkedToCompanies(viewer, id, uuids(filter.companies), linkDates));
  if (filter.portfolio)
    conditions.push(linkedToCompanies(viewer, id, resolved.portfolioCompanies ?? [], linkDates));
  for (const kind of ["locations", "commodities"] as const) {
    const values = filter[kind];
    if (values?.length) conditions.push(linkedEntities(id, kind, values));
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
