import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { type GroupedCounts, readGroupedCounts } from "./aggregation-results.ts";
import { aggregationStatement } from "./aggregation-sql.ts";
import type { SearchConditions } from "./search-filters.ts";

/**
 * The facet counts and histograms of every visible company, with no filter at all: what the
 * search page shows first, and a chosen facet's own counts while it is the only filter. On a
 * large table that is a full pass over a million rows, so each server process keeps the answer
 * for `unfilteredCountsTtlMs`; below `unfilteredCacheMinRows` companies it is computed every
 * time, exact to the row. Imports and provider updates show in these counts within the TTL.
 */
export const unfilteredCountsTtlMs = 60_000;
export const unfilteredCacheMinRows = 100_000;

type Entry = { at: number; counts: Promise<GroupedCounts> };
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

/**
 * `cacheKey` is the process-wide database handle (not the transaction `tx`), so every request
 * on the same database shares one entry; concurrent requests share one computation.
 */
export async function unfilteredCounts(
  tx: Database,
  cacheKey: Database,
  base: SearchConditions["base"],
  now: number = Date.now(),
): Promise<GroupedCounts> {
  const cached = cache.get(cacheKey);
  if (cached && now - cached.at < unfilteredCountsTtlMs) return cached.counts;
  if ((await estimatedCompanies(tx)) < unfilteredCacheMinRows) return compute(tx, base);
  const counts = compute(tx, base);
  cache.set(cacheKey, { at: now, counts });
  // A failed computation (e.g. a timeout) is not kept: the next request tries again.
  counts.catch(() => {
    if (cache.get(cacheKey)?.counts === counts) cache.delete(cacheKey);
  });
  return counts;
}
