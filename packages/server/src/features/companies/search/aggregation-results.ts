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

type Pair = [unknown, number];

function statsOf([min, max, count]: (number | null)[]): MetricStats {
  return { min: min ?? null, max: max ?? null, count: count ?? 0 };
}

/**
 * Reads aggregationStatement's row: companies failing no filter under fk '', and for each
 * filter the companies failing only it under its own key (that facet or metric only).
 */
export function readGroupedCounts(row: Record<string, unknown>): GroupedCounts {
  const result: GroupedCounts = {
    totals: new Map(),
    facets: new Map(),
    buckets: new Map(),
    stats: new Map(),
  };
  const addFacet = (fk: string, key: FacetKey, value: unknown, n: number) => {
    if (value === null || value === undefined) return;
    const counts = entry(
      entry(result.facets, fk, () => new Map()),
      key,
      () => new Map(),
    );
    counts.set(String(value), (counts.get(String(value)) ?? 0) + n);
  };
  const addBucket = (fk: string, key: NumericMetric, bucket: unknown, n: number) => {
    if (bucket === null || bucket === undefined) return;
    const counts = entry(
      entry(result.buckets, fk, () => new Map()),
      key,
      () => new Map(),
    );
    counts.set(Number(bucket), n);
  };
  const grouped = [
    ...parseJson<[number, unknown, number][]>(row.groups),
    ...parseJson<[number, unknown, number][]>(row.array_groups),
  ];
  for (const [gid, value, n] of grouped) {
    const group = groupOf(gid);
    if (!group) continue;
    if (group.kind === "bucket") addBucket("", group.key, value, n);
    else addFacet("", group.key, value, n);
  }
  const [total, ...values] = parseJson<[number, ...(number | null)[]]>(row.stats);
  result.totals.set("", total);
  const shared = entry(result.stats, "", () => new Map());
  numericMetricKeys.forEach((metric, i) => {
    shared.set(metric, statsOf(values.slice(i * 3, i * 3 + 3)));
  });
  const own = parseJson<[string, "facet" | "metric", Pair[], (number | null)[]?][]>(row.own);
  for (const [key, kind, pairs, stats] of own) {
    if (kind === "metric") {
      const metric = key as NumericMetric;
      for (const [bucket, n] of pairs) addBucket(key, metric, bucket, n);
      entry(result.stats, key, () => new Map()).set(metric, statsOf(stats ?? []));
    } else {
      for (const [value, n] of pairs) addFacet(key, key as FacetKey, value, n);
    }
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

/**
 * Counts for a facet: companies passing every filter, plus those failing only its own.
 * Product codes count NAICS codes, as industries do.
 */
export function facetCounts(grouped: GroupedCounts, key: FacetKey): Map<string, number> {
  const shared = key === "productCodeLevels" ? "industries" : key;
  return mergeCounts([grouped.facets.get("")?.get(shared), grouped.facets.get(key)?.get(key)]);
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
