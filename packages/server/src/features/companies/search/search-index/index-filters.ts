import { type FacetKey, type NumericMetric, numericMetrics } from "@tierwise/common/company-search";
import { searchableStatuses } from "../search-filters.ts";
import type { NormalizedSearch } from "../search-params.ts";
import type {
  ArrayColumn,
  Dictionary,
  IndexColumns,
  IndexedArray,
  IndexedScalar,
} from "./index-columns.ts";

/**
 * The filters of a search, compiled against the index's dictionaries: the same rules as
 * search-filters.ts builds in SQL (keep the two in step; search-index.test.ts compares them).
 */

/** Facet key → the index column it reads, as scalarFacetColumns / arrayFacetColumns do. */
export const scalarFacetIndexColumns = {
  sectors: "sector",
  creditRatings: "creditRating",
  locations: "countryCode",
  securityRatings: "securityGrade",
  creditAgencyRatings: "creditAgencyRating",
  statuses: "statusCode",
  industries: "naicsCode",
} as const satisfies Partial<Record<FacetKey, IndexedScalar>>;

export const arrayFacetIndexColumns = {
  collections: "collections",
  diversity: "diversity",
  investors: "investors",
  tags: "tagSlugs",
} as const satisfies Partial<Record<FacetKey, IndexedArray>>;

export type ScalarIndexFacet = keyof typeof scalarFacetIndexColumns;
export type ArrayIndexFacet = keyof typeof arrayFacetIndexColumns;

export type IndexFilter =
  | { key: FacetKey; kind: "scalar"; column: IndexedScalar; allowed: Uint8Array }
  | { key: FacetKey; kind: "array"; column: ArrayColumn; allowed: Uint8Array }
  | { key: NumericMetric; kind: "range"; values: Float64Array; lower: number; upper: number };

/** Searches the index can answer: keywords and custom data need the database. */
export function indexCanAnswer(search: NormalizedSearch): boolean {
  return search.keywords.length === 0 && !search.facets.customData && !search.facets.portfolios;
}

function allowedCodes(dictionary: Dictionary, accepts: (value: string) => boolean): Uint8Array {
  const allowed = new Uint8Array(dictionary.size);
  dictionary.values.forEach((value, code) => {
    if (value !== null && accepts(value)) allowed[code] = 1;
  });
  return allowed;
}

const int4Max = 2_147_483_647;

/** Inclusive, with whole bounds for whole-number metrics, as rangeCondition does. */
function rangeBounds(metric: NumericMetric, range: { lower: number; upper: number }) {
  if (numericMetrics[metric].type !== "INT") return range;
  const whole = (value: number) => Math.min(int4Max, Math.max(-int4Max, value));
  return { lower: whole(Math.ceil(range.lower)), upper: whole(Math.floor(range.upper)) };
}

/** The search's filters, in the order searchConditions lists them. */
export function compileFilters(columns: IndexColumns, search: NormalizedSearch): IndexFilter[] {
  if (!indexCanAnswer(search)) throw new Error("the search index cannot answer this search");
  const filters: IndexFilter[] = [];
  for (const [key, values] of Object.entries(search.facets) as [FacetKey, string[]][]) {
    const chosen = new Set(values);
    if (key in scalarFacetIndexColumns) {
      const column = scalarFacetIndexColumns[key as ScalarIndexFacet];
      const allowed = allowedCodes(columns.scalars[column].dictionary, (v) => chosen.has(v));
      filters.push({ key, kind: "scalar", column, allowed });
    } else if (key in arrayFacetIndexColumns) {
      const column = columns.arrays[arrayFacetIndexColumns[key as ArrayIndexFacet]];
      const allowed = allowedCodes(column.dictionary, (v) => chosen.has(v));
      filters.push({ key, kind: "array", column, allowed });
    } else if (key === "productCodeLevels") {
      const allowed = allowedCodes(columns.scalars.naicsCode.dictionary, (code) =>
        values.some((prefix) => code.startsWith(prefix)),
      );
      filters.push({ key, kind: "scalar", column: "naicsCode", allowed });
    }
  }
  for (const [metric, range] of Object.entries(search.ranges) as [
    NumericMetric,
    { lower: number; upper: number },
  ][]) {
    const { lower, upper } = rangeBounds(metric, range);
    filters.push({
      key: metric,
      kind: "range",
      values: columns.metrics[metric].values,
      lower,
      upper,
    });
  }
  return filters;
}

/** 1 for the status codes search shows (every status but draft and deleted). */
export function searchableStatusCodes(columns: IndexColumns): Uint8Array {
  const shown = new Set<string>(searchableStatuses);
  return allowedCodes(columns.scalars.statusCode.dictionary, (status) => shown.has(status));
}

/**
 * Sets bit `bit` of `failed[row]` for every row the filter does not pass. One tight loop per
 * filter: a million rows take a few milliseconds.
 */
export function markFailures(
  columns: IndexColumns,
  filter: IndexFilter,
  bit: number,
  failed: Uint32Array,
  rows: number,
) {
  const flag = 1 << bit;
  if (filter.kind === "range") {
    const { values, lower, upper } = filter;
    for (let row = 0; row < rows; row++) {
      const value = values[row] as number;
      // NaN (no value) fails both comparisons, as null fails BETWEEN.
      if (!(value >= lower && value <= upper)) failed[row] = (failed[row] as number) | flag;
    }
    return;
  }
  const { allowed } = filter;
  if (filter.kind === "scalar") {
    const codes = columns.scalars[filter.column].codes;
    for (let row = 0; row < rows; row++) {
      if (allowed[codes[row] as number] !== 1) failed[row] = (failed[row] as number) | flag;
    }
    return;
  }
  const { start, length, pool } = filter.column;
  for (let row = 0; row < rows; row++) {
    const from = start[row] as number;
    const to = from + (length[row] as number);
    let pass = false;
    for (let i = from; i < to; i++) {
      if (allowed[pool[i] as number] === 1) {
        pass = true;
        break;
      }
    }
    if (!pass) failed[row] = (failed[row] as number) | flag;
  }
}
