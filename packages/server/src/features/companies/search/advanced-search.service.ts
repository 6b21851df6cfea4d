import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { and, asc, count, gte, lte, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { type Connection, type PageArgs, pageWindow, paginate } from "../../../core/paging.ts";
import type { Database } from "../../../db/client.ts";
import type { TenantViewer } from "../../../graphql/guards.ts";
import { requireFlag } from "../../organizations/feature-flags.service.ts";
import { assertReportSearchAllowed, reportCoverage } from "../company.policy.ts";
import { type Company, companies } from "../company.table.ts";
import {
  fuzzyKeywords,
  metricColumns,
  relevanceScore,
  searchConditions,
  whereExcept,
} from "./search-filters.ts";
import { indexedCounts, indexedSortBound } from "./search-index/search-index.service.ts";
import { type NormalizedSearch, normalizeSearch } from "./search-params.ts";
import { withSearchTimeout } from "./search-timeout.ts";

/** Advanced search is an organisation feature (spec 3 §6 "advancedSearch"). */
export async function requireSearchAccess(
  db: Database,
  viewer: TenantActor,
): Promise<TenantViewer> {
  await requireFlag(db, viewer, "advancedSearch");
  return viewer;
}

/** Rows per page when the client does not say, and the most it may ask for. */
export const searchPageDefault = companySearchLimits.searchPageSize;
export const searchPageMaximum = 100;

export type SearchHit = { company: Company; relevance: number | null };
export type SearchResults = Connection<SearchHit> & { keywords: string[] };

/**
 * The order of results. Relevance is similarity when there are keywords; without them it
 * falls back to name order, which is stable and served by an index. Every order ends with
 * the id so pages never overlap.
 */
export function searchOrder(search: NormalizedSearch): SQL[] {
  const { sort, sortDirection } = search.params;
  const direction = sortDirection === "asc" ? sql`asc` : sql`desc`;
  if (sort === "relevance") {
    const byName = [asc(companies.displayName), asc(companies.id)];
    if (search.keywords.length === 0) return byName;
    return [sql`${relevanceScore(search.keywords)} ${direction}`, ...byName];
  }
  if (sort === "displayName") {
    return [sql`${companies.displayName} ${direction}`, sql`${companies.id} ${direction}`];
  }
  // Companies without the metric come last whichever way the list is sorted.
  return [sql`${metricColumns[sort]} ${direction} nulls last`, asc(companies.id)];
}

async function countMatches(tx: Database, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(companies).where(where);
  return row?.n ?? 0;
}

/**
 * Sorted by a metric, a page can only hold companies at or beyond the index's bound for it
 * (see search-index/index-sort.ts): the database then sorts those, not every match. Worked out
 * before the search transaction, which the index may not wait inside (PGlite has one
 * connection). Paging from the end needs the count first: no bound then.
 */
async function sortBoundCondition(
  deps: ServiceDeps,
  search: NormalizedSearch,
  page: PageArgs,
): Promise<SQL | null> {
  const { sort, sortDirection } = search.params;
  if (page.last != null || sort === "relevance" || sort === "displayName") return null;
  const window = await pageWindow(page, {
    defaultSize: searchPageDefault,
    maximum: searchPageMaximum,
    count: () => Promise.resolve(0),
  });
  // paginate reads one row more than the page, to know whether another follows.
  const value = await indexedSortBound(deps, search, window.offset + window.limit + 1);
  if (value === null) return null;
  const column = metricColumns[sort];
  return sortDirection === "asc" ? lte(column, value) : gte(column, value);
}

/** Inside the search transaction: decides which keywords need fuzzy matching, then builds. */
async function prepare(tx: Database, viewer: TenantViewer, search: NormalizedSearch) {
  const fuzzy = await fuzzyKeywords(tx, search.keywords);
  const conditions = searchConditions({ ...search, fuzzyKeywords: fuzzy }, viewer.organization.id);
  return whereExcept(conditions, null);
}

/**
 * One page of companies matching the parameters. The total is counted in the same
 * transaction (and under the same timeout) when the query asks for itemsCount.
 */
export async function searchCompanies(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { params: unknown; page: PageArgs; withCount: boolean },
): Promise<SearchResults> {
  await requireSearchAccess(deps.db, viewer);
  const search = normalizeSearch(input.params);
  assertReportSearchAllowed(await reportCoverage(deps.db, viewer), search.params);
  const relevance = search.keywords.length ? relevanceScore(search.keywords) : sql<null>`null`;
  // The in-memory index counts most searches in milliseconds (the database takes 50–200 ms
  // for a broad one at a million companies); the page itself comes from the database.
  const indexed = input.withCount ? await indexedCounts(deps, search) : null;
  const bound = await sortBoundCondition(deps, search, input.page);
  return withSearchTimeout(deps, async (tx) => {
    const where = await prepare(tx, viewer, search);
    const connection = await paginate<SearchHit>(input.page, {
      defaultSize: searchPageDefault,
      maximum: searchPageMaximum,
      count: async () => indexed?.totals.get("") ?? countMatches(tx, where),
      fetch: ({ offset, limit }) =>
        tx
          .select({ company: companies, relevance: sql<number | null>`${relevance}` })
          .from(companies)
          .where(bound ? and(where, bound) : where)
          .orderBy(...searchOrder(search))
          .limit(limit)
          .offset(offset),
    });
    const total = input.withCount ? await connection.itemsCount() : null;
    return {
      ...connection,
      itemsCount: total === null ? connection.itemsCount : () => Promise.resolve(total),
      keywords: search.keywords,
    };
  });
}

export type SearchIds = { ids: string[]; truncated: boolean };

/**
 * Every matching id in result order, at most companySearchLimits.companyIdSearchMax (spec 3
 * §9), for "export all results" and "add all to portfolio".
 */
export async function searchCompanyIds(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { params: unknown },
): Promise<SearchIds> {
  await requireSearchAccess(deps.db, viewer);
  const search = normalizeSearch(input.params);
  assertReportSearchAllowed(await reportCoverage(deps.db, viewer), search.params);
  const maximum = companySearchLimits.companyIdSearchMax;
  const rows = await withSearchTimeout(deps, async (tx) =>
    tx
      .select({ id: companies.id })
      .from(companies)
      .where(await prepare(tx, viewer, search))
      .orderBy(...searchOrder(search))
      .limit(maximum + 1),
  );
  return { ids: rows.slice(0, maximum).map((row) => row.id), truncated: rows.length > maximum };
}
