import {
  type FacetKey,
  type NumericMetric,
  numericMetricKeys,
} from "@tierwise/common/company-search";
import type { GroupedCounts, MetricStats } from "../aggregation-results.ts";
import type { Dictionary, IndexColumns } from "./index-columns.ts";
import {
  arrayFacetIndexColumns,
  type IndexFilter,
  markFailures,
  scalarFacetIndexColumns,
  searchableStatusCodes,
} from "./index-filters.ts";

/**
 * Facet counts and histograms from the index, in the shape aggregationStatement's row is read
 * into (GroupedCounts), with the same faceted-search rule: a company failing exactly one
 * filter counts towards that filter's own facet or histogram only. One pass per filter marks
 * failures; one more pass counts.
 */

/** Histogram buckets are numbered from 1 and never exceed this (see histogram.ts). */
const bucketSlots = 256;

function valueCounts(counts: Uint32Array, dictionary: Dictionary): Map<string, number> {
  const out = new Map<string, number>();
  for (let code = 1; code < counts.length; code++) {
    const n = counts[code] as number;
    if (n > 0) out.set(dictionary.values[code] as string, n);
  }
  return out;
}

function bucketMap(counts: Uint32Array): Map<number, number> {
  const out = new Map<number, number>();
  for (let bucket = 1; bucket < counts.length; bucket++) {
    const n = counts[bucket] as number;
    if (n > 0) out.set(bucket, n);
  }
  return out;
}

/** A reusable buffer: searches run one at a time on the JavaScript thread. */
let failedScratch = new Uint32Array(0);
let rowsScratch = new Uint32Array(0);

/**
 * Counts run column by column over a list of rows (tight, single-typed loops: a million rows
 * and twenty-three columns in tens of milliseconds), not row by row across columns.
 */
function countCodes(codes: Uint32Array, rows: Uint32Array, size: number): Uint32Array {
  const counts = new Uint32Array(size);
  for (let i = 0; i < rows.length; i++) {
    const code = codes[rows[i] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
  return counts;
}

function countLists(
  start: Uint32Array,
  length: Uint16Array,
  pool: Uint32Array,
  rows: Uint32Array,
  size: number,
): Uint32Array {
  const counts = new Uint32Array(size);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const from = start[row] as number;
    const to = from + (length[row] as number);
    for (let j = from; j < to; j++) {
      const code = pool[j] as number;
      counts[code] = (counts[code] as number) + 1;
    }
  }
  return counts;
}

function countMetric(
  values: Float64Array,
  buckets: Uint8Array,
  rows: Uint32Array,
): { counts: Uint32Array; stats: MetricStats } {
  const counts = new Uint32Array(bucketSlots);
  for (let i = 0; i < rows.length; i++) {
    const bucket = buckets[rows[i] as number] as number;
    counts[bucket] = (counts[bucket] as number) + 1;
  }
  counts[0] = 0; // bucket 0: no value
  let low = 1;
  let high = bucketSlots - 1;
  while (low < bucketSlots && counts[low] === 0) low++;
  while (high > 0 && counts[high] === 0) high--;
  if (low > high) return { counts, stats: { min: null, max: null, count: 0 } };
  // The extremes lie in the lowest and highest buckets: only their values are read (the
  // values are eight times the bytes of the bucket numbers, and this is memory-bound).
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let count = 0;
  for (let bucket = low; bucket <= high; bucket++) count += counts[bucket] as number;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const bucket = buckets[row] as number;
    if (bucket !== low && bucket !== high) continue;
    const value = values[row] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { counts, stats: { min, max, count } };
}

/** Set in the failure mask of companies search never shows (drafts and deleted ones). */
const hiddenBit = 1 << 31;

function markHidden(columns: IndexColumns, failed: Uint32Array) {
  const searchable = searchableStatusCodes(columns);
  const statusCodes = columns.scalars.statusCode.codes;
  for (let row = 0; row < failed.length; row++) {
    if (searchable[statusCodes[row] as number] !== 1) failed[row] = hiddenBit;
  }
}

/**
 * Sorts the shown rows into groups: those passing every filter (group 0), then those failing
 * only filter i (group i + 1); others are left out. A counting sort: two passes.
 */
function groupRows(failed: Uint32Array, filterCount: number): Uint32Array[] {
  const rows = failed.length;
  const sizes = new Uint32Array(33);
  for (let row = 0; row < rows; row++) {
    const mask = failed[row] as number;
    // Zero, or a single bit below the hidden one: 32 - clz32 numbers the bit from 1.
    if ((mask & (mask - 1)) === 0 && mask !== hiddenBit) {
      const g = 32 - Math.clz32(mask);
      sizes[g] = (sizes[g] as number) + 1;
    }
  }
  const offsets = new Uint32Array(34);
  for (let g = 0; g <= 32; g++) offsets[g + 1] = (offsets[g] as number) + (sizes[g] as number);
  const total = offsets[33] as number;
  if (rowsScratch.length < total) rowsScratch = new Uint32Array(Math.ceil(rows * 1.25));
  const fill = offsets.slice(0, 33);
  for (let row = 0; row < rows; row++) {
    const mask = failed[row] as number;
    if ((mask & (mask - 1)) === 0 && mask !== hiddenBit) {
      const g = 32 - Math.clz32(mask);
      rowsScratch[fill[g] as number] = row;
      fill[g] = (fill[g] as number) + 1;
    }
  }
  return Array.from({ length: filterCount + 1 }, (_, g) =>
    rowsScratch.subarray(offsets[g] as number, offsets[g + 1] as number),
  );
}

/**
 * The rows shown that pass every filter, then for each filter those failing only it. The
 * lists share a buffer: use them before the next search.
 */
export function filterRows(columns: IndexColumns, filters: IndexFilter[]): Uint32Array[] {
  if (filters.length > 30) throw new Error("at most 30 filters");
  const rows = columns.rows;
  if (failedScratch.length < rows) failedScratch = new Uint32Array(Math.ceil(rows * 1.25));
  const failed = failedScratch.subarray(0, rows);
  failed.fill(0);
  markHidden(columns, failed);
  filters.forEach((filter, bit) => {
    markFailures(columns, filter, bit, failed, rows);
  });
  return groupRows(failed, filters.length);
}

export function aggregateIndex(columns: IndexColumns, filters: IndexFilter[]): GroupedCounts {
  const [passing = new Uint32Array(0), ...failingOnly] = filterRows(columns, filters);

  const shared = new Map<FacetKey, Map<string, number>>();
  for (const [key, name] of Object.entries(scalarFacetIndexColumns)) {
    const { codes, dictionary } = columns.scalars[name];
    shared.set(
      key as FacetKey,
      valueCounts(countCodes(codes, passing, dictionary.size), dictionary),
    );
  }
  for (const [key, name] of Object.entries(arrayFacetIndexColumns)) {
    const { start, length, pool, dictionary } = columns.arrays[name];
    const counts = countLists(start, length, pool, passing, dictionary.size);
    shared.set(key as FacetKey, valueCounts(counts, dictionary));
  }
  const metrics = numericMetricKeys.map((metric) => {
    const { values, buckets } = columns.metrics[metric];
    return [metric, countMetric(values, buckets, passing)] as const;
  });
  const result: GroupedCounts = {
    totals: new Map([["", passing.length]]),
    facets: new Map([["", shared]]),
    buckets: new Map([["", new Map(metrics.map(([metric, m]) => [metric, bucketMap(m.counts)]))]]),
    stats: new Map([["", new Map(metrics.map(([metric, m]) => [metric, m.stats]))]]),
  };
  // A company failing exactly one filter counts towards that filter's own facet or histogram.
  filters.forEach((filter, i) => {
    const own = failingOnly[i] ?? new Uint32Array(0);
    if (filter.kind === "range") {
      const metric: NumericMetric = filter.key;
      const { values, buckets } = columns.metrics[metric];
      const { counts, stats } = countMetric(values, buckets, own);
      result.buckets.set(metric, new Map([[metric, bucketMap(counts)]]));
      result.stats.set(metric, new Map([[metric, stats]]));
      return;
    }
    let counts: Map<string, number>;
    if (filter.kind === "scalar") {
      const { codes, dictionary } = columns.scalars[filter.column];
      counts = valueCounts(countCodes(codes, own, dictionary.size), dictionary);
    } else {
      const { start, length, pool, dictionary } = filter.column;
      counts = valueCounts(countLists(start, length, pool, own, dictionary.size), dictionary);
    }
    result.facets.set(filter.key, new Map([[filter.key, counts]]));
  });
  return result;
}
