import type { FacetKey, NumericMetric } from "@tierwise/common/company-search";
import { numericMetricKeys } from "@tierwise/common/company-search";
import { groupKeys } from "./aggregation-sql.ts";

export type MetricStats = { min: number | null; max: number | null; count: number };

/** Counts of one aggregation statement, by the filter a company fails ('' for none). */
export type GroupedCounts = {
  /** Companies failing no filter (or, with fk, the one named). */
  totals: Map<string, number>;
  facets: Map<string, Map<FacetKey, Map<string, number>>>;
  buckets: Map<string, Map<NumericMetric, Map<number, number>>>;
  stats: Map<string, Map<NumericMetric, MetricStats>>;
};

function parseJson<T>(value: unknown): T {
  // node-postgres and PGlite parse json columns; a string is handled all the same.
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

function entry<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

/** The grouping-set key a GROUPING() mask stands for: the one expression grouped by. */
function groupOf(gid: number) {
  const grouped = (1 << groupKeys.length) - 1 - gid;
  return groupKeys[groupKeys.length - 1 - Math.log2(grouped)];
}

export function readGroupedCounts(row: Record<string, unknown>): GroupedCounts {
  const result: GroupedCounts = {
    totals: new Map(),
    facets: new Map(),
    buckets: new Map(),
    stats: new Map(),
  };
  const add = (fk: string, gid: number, value: unknown, n: number) => {
    const group = groupOf(gid);
    if (!group || value === null || value === undefined) return;
    if (group.kind === "bucket") {
      const metrics = entry(result.buckets, fk, () => new Map());
      entry(metrics, group.key, () => new Map<number, number>()).set(Number(value), n);
      return;
    }
    const facets = entry(result.facets, fk, () => new Map());
    const counts = entry(facets, group.key, () => new Map<string, number>());
    counts.set(String(value), (counts.get(String(value)) ?? 0) + n);
  };
  for (const [fk, gid, value, n] of parseJson<[string, number, unknown, number][]>(row.groups)) {
    add(fk, gid, value, n);
  }
  for (const [fk, gid, value, n] of parseJson<[string, number, unknown, number][]>(
    row.array_groups,
  )) {
    add(fk, gid, value, n);
  }
  for (const [fk, total, ...values] of parseJson<[string, number, ...(number | null)[]][]>(
    row.stats,
  )) {
    result.totals.set(fk, total);
    const metrics = entry(result.stats, fk, () => new Map());
    numericMetricKeys.forEach((metric, i) => {
      const [min, max, count] = values.slice(i * 3, i * 3 + 3);
      metrics.set(metric, { min: min ?? null, max: max ?? null, count: count ?? 0 });
    });
  }
  return result;
}

function mergeCounts<K>(maps: (Map<K, number> | undefined)[]): Map<K, number> {
  const out = new Map<K, number>();
  for (const map of maps) {
    for (const [key, n] of map ?? []) out.set(key, (out.get(key) ?? 0) + n);
  }
  return out;
}

/** Counts for a facet: companies passing every filter, plus those failing only its own. */
export function facetCounts(grouped: GroupedCounts, key: FacetKey): Map<string, number> {
  return mergeCounts([grouped.facets.get("")?.get(key), grouped.facets.get(key)?.get(key)]);
}

export function bucketCounts(grouped: GroupedCounts, key: NumericMetric): Map<number, number> {
  return mergeCounts([grouped.buckets.get("")?.get(key), grouped.buckets.get(key)?.get(key)]);
}

export function metricStats(grouped: GroupedCounts, key: NumericMetric): MetricStats {
  const parts = [grouped.stats.get("")?.get(key), grouped.stats.get(key)?.get(key)].filter(
    (s): s is MetricStats => s !== undefined && s.count > 0,
  );
  if (parts.length === 0) return { min: null, max: null, count: 0 };
  return {
    min: Math.min(...parts.map((s) => s.min as number)),
    max: Math.max(...parts.map((s) => s.max as number)),
    count: parts.reduce((sum, s) => sum + s.count, 0),
  };
}
