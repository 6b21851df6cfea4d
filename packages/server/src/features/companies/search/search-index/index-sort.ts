import type { NumericMetric } from "@tierwise/common/company-search";
import { filterRows } from "./index-aggregate.ts";
import type { IndexColumns } from "./index-columns.ts";
import type { IndexFilter } from "./index-filters.ts";

/**
 * Where the first `k` results of a search sorted by a metric end: the k-th value in sort
 * order among the matching companies (null when fewer than k have a value, so companies
 * without one reach the page too). The database then sorts only the companies at or beyond
 * it (`>=` descending, `<=` ascending) instead of every match: at a million companies a broad
 * search sorted by revenue takes a few milliseconds instead of a third of a second, and the
 * order, ties included, stays the database's.
 */
export function sortBound(
  columns: IndexColumns,
  filters: IndexFilter[],
  metric: NumericMetric,
  direction: "asc" | "desc",
  k: number,
): number | null {
  const [passing = new Uint32Array(0)] = filterRows(columns, filters);
  const source = columns.metrics[metric].values;
  const values = new Float64Array(passing.length);
  let n = 0;
  for (let i = 0; i < passing.length; i++) {
    const value = source[passing[i] as number] as number;
    if (!Number.isNaN(value)) values[n++] = value; // NaN: no value
  }
  if (k < 1 || n < k) return null;
  // The k-th smallest for ascending, the k-th largest for descending.
  return select(values.subarray(0, n), direction === "asc" ? k - 1 : n - k);
}

/** Quickselect (Hoare partition, middle pivot): the value that sorting would put at `at`. */
function select(values: Float64Array, at: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (at <= j) high = j;
    else if (at >= i) low = i;
    else return values[at] as number;
  }
  return values[at] as number;
}
