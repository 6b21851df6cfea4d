import { sql } from "drizzle-orm";
import type { ServiceDeps } from "../../../core/deps.ts";
import type { Database } from "../../../db/client.ts";
import { type GroupedCounts, readGroupedCounts } from "./aggregation-results.ts";
import { aggregationStatement } from "./aggregation-sql.ts";
import type { SearchConditions } from "./search-filters.ts";
import { SearchTimeoutError, withSearchTimeout } from "./search-timeout.ts";

/**
 * The facet counts and histograms of every visible company, with no filter at all: what the
 * search page shows first, and a chosen facet's own counts while it is the only filter.
 *
 * On a large table that is a pass over every company (seconds at a million), so each server
 * process keeps the answer: fresh for `unfilteredCountsTtlMs`, then served while a refresh
 * runs in the background (stale-while-revalidate), so once warm no request waits for it.
 * Below `unfilteredCacheMinRows` companies it is computed for every request, exact to the row.
 * Imports and provider updates reach these counts within about a minute.
 */
export const unfilteredCountsTtlMs = 60_000;
export const unfilteredCacheMinRows = 100_000;
/** A refresh may take longer than one search is allowed to; nobody waits for it. */
const refreshTimeoutMs = 300_000;

type Entry = {
  at: number;
  counts: GroupedCounts | null;
  refreshing: Promise<GroupedCounts> | null;
};
const cache = new WeakMap<Database, Entry>();

/** The planner's row estimate: free to read, good enough to decide whether caching pays. */
async function estimatedCompanies(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'companies'::regclass`,
  );
  return Number((result.rows[0] as { n?: number } | undefined)?.n ?? 0);
}

async function compute(tx: Database, base: SearchConditions["base"]): Promise<GroupedCounts> {
  const result = await tx.execute(aggregationStatement({ base, filters: [] }, false));
  return readGroupedCounts((result.rows[0] ?? {}) as Record<string, unknown>);
}

export type CacheOptions = { minRows?: number; now?: () => number };

function refresh(
  deps: ServiceDeps,
  entry: Entry,
  base: SearchConditions["base"],
  now: () => number,
) {
  entry.refreshing ??= withSearchTimeout(deps, (tx) => compute(tx, base), refreshTimeoutMs)
    .then((counts) => {
      entry.counts = counts;
      entry.at = now();
      return counts;
    })
    .finally(() => {
      entry.refreshing = null;
    });
  // Failures reach the request that waits, if any; a background refresh just tries again later.
  entry.refreshing.catch((error) => deps.log.warn({ err: error }, "search counts refresh failed"));
  return entry.refreshing;
}

/**
 * Runs outside any request transaction: PGlite has a single connection, and the refresh
 * needs one of its own.
 */
export async function unfilteredCounts(
  deps: ServiceDeps,
  base: SearchConditions["base"],
  options: CacheOptions = {},
): Promise<GroupedCounts> {
  const now = options.now ?? Date.now;
  if ((await estimatedCompanies(deps.db)) < (options.minRows ?? unfilteredCacheMinRows)) {
    return withSearchTimeout(deps, (tx) => compute(tx, base));
  }
  let entry = cache.get(deps.db);
  if (!entry) {
    entry = { at: 0, counts: null, refreshing: null };
    cache.set(deps.db, entry);
  }
  if (entry.counts) {
    if (now() - entry.at >= unfilteredCountsTtlMs) void refresh(deps, entry, base, now);
    return entry.counts;
  }
  // Nothing computed yet: wait as long as a search may take; the computation carries on and
  // serves the next request if this one gives up.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SearchTimeoutError()), deps.config.SEARCH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([refresh(deps, entry, base, now), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
