import {
  type CompanySearchParams,
  companySearchParamsSchema,
  type FacetKey,
  facetKeys,
  type NumericMetric,
  numericMetricKeys,
  type SearchSortKey,
  searchSortKeys,
} from "@tierwise/common/company-search";
import {
  joinKeywords,
  joinListParam,
  parseKeywords,
  parseNumericRange,
} from "@tierwise/common/filter-url";

/**
 * /search keeps its whole state in the query string (spec 1 §5), so a search can be bookmarked,
 * shared, restored by the navigation link and reopened from a saved search:
 *   q=acme,globex            keywords, normalised and joined with "or" → query "acme or globex"
 *   industries=A&industries=B one key per facet value (values are labels and may hold commas)
 *   employeeCount=10,500     numeric range "lower,upper"; dropped when lower > upper
 *   sort=revenueUsd&direction=asc, page=2, saved=<saved search id>
 * Parsing never fails: anything unusable falls back to "no filter".
 */
export type SearchUrlState = {
  params: CompanySearchParams;
  /** 1-based results page. */
  page: number;
  /** The saved search this state was opened from, if any ("Update" writes to it). */
  savedSearchId: string | null;
};

export const urlKeys = {
  query: "q",
  sort: "sort",
  direction: "direction",
  page: "page",
  saved: "saved",
} as const;

const maxFacetValues = 100;
const maxValueLength = 200;
const maxPage = 10_000;

export const defaultSearchParams: CompanySearchParams = companySearchParamsSchema.parse({});

function isSortKey(value: string | null): value is SearchSortKey {
  return searchSortKeys.some((key) => key === value);
}

function parseFacetValues(values: readonly string[]): string[] {
  const cleaned = values
    .map((value) => value.trim())
    .filter((value) => value !== "" && value.length <= maxValueLength);
  return [...new Set(cleaned)].slice(0, maxFacetValues);
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}

const savedIdPattern = /^[A-Za-z0-9-]{1,64}$/;

export function parseSearchUrl(search: URLSearchParams | string): SearchUrlState {
  const url = typeof search === "string" ? new URLSearchParams(search) : search;
  const facets: CompanySearchParams["facets"] = {};
  for (const key of facetKeys) {
    const values = parseFacetValues(url.getAll(key));
    if (values.length > 0) facets[key] = values;
  }
  const ranges: CompanySearchParams["ranges"] = {};
  for (const metric of numericMetricKeys) {
    const range = parseNumericRange(url.get(metric));
    if (range) ranges[metric] = range;
  }
  const sort = url.get(urlKeys.sort);
  const direction = url.get(urlKeys.direction);
  const saved = url.get(urlKeys.saved);
  const candidate = {
    query: joinKeywords(parseKeywords(url.getAll(urlKeys.query))).slice(0, maxValueLength),
    facets,
    ranges,
    sort: isSortKey(sort) ? sort : defaultSearchParams.sort,
    sortDirection: direction === "asc" || direction === "desc" ? direction : "desc",
  };
  const parsed = companySearchParamsSchema.safeParse(candidate);
  return {
    params: parsed.success ? parsed.data : defaultSearchParams,
    page: parsePage(url.get(urlKeys.page)),
    savedSearchId: saved && savedIdPattern.test(saved) ? saved : null,
  };
}

function formatNumber(value: number): string {
  return String(value);
}

/** The search parameters alone (no page, no saved id), defaults left out, in a stable order. */
export function searchParamsToUrl(params: CompanySearchParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.query.trim() !== "") url.set(urlKeys.query, params.query);
  for (const key of facetKeys) {
    for (const value of params.facets[key] ?? []) url.append(key, value);
  }
  for (const metric of numericMetricKeys) {
    const range = params.ranges[metric];
    if (range) {
      url.set(metric, joinListParam([formatNumber(range.lower), formatNumber(range.upper)]));
    }
  }
  if (params.sort !== defaultSearchParams.sort) url.set(urlKeys.sort, params.sort);
  if (params.sortDirection !== defaultSearchParams.sortDirection) {
    url.set(urlKeys.direction, params.sortDirection);
  }
  return url;
}

/** Commas are legal in a query string; leaving them readable keeps ranges as "10,500". */
function queryString(url: URLSearchParams): string {
  const text = url.toString().replaceAll("%2C", ",");
  return text === "" ? "" : `?${text}`;
}

/** "?q=acme&page=2", or "" for the default search. */
export function serializeSearchUrl(state: SearchUrlState): string {
  const url = searchParamsToUrl(state.params);
  if (state.page > 1) url.set(urlKeys.page, String(state.page));
  if (state.savedSearchId) url.set(urlKeys.saved, state.savedSearchId);
  return queryString(url);
}

/** The query string of the parameters alone: what "the last search" and saved searches carry. */
export function searchParamsToQuery(params: CompanySearchParams): string {
  return queryString(searchParamsToUrl(params));
}

/** The state after changing parameters: back to page 1, still tied to the open saved search. */
export function withParams(
  state: SearchUrlState,
  change: Partial<CompanySearchParams>,
): SearchUrlState {
  return { ...state, params: { ...state.params, ...change }, page: 1 };
}

export function withFacet(
  state: SearchUrlState,
  facet: FacetKey,
  values: readonly string[],
): SearchUrlState {
  const facets = { ...state.params.facets };
  if (values.length === 0) delete facets[facet];
  else facets[facet] = [...values];
  return withParams(state, { facets });
}

/** A range covering the whole metric is no filter at all, so it is removed. */
export function withRange(
  state: SearchUrlState,
  metric: NumericMetric,
  range: { lower: number; upper: number } | null,
  bounds: { min: number; max: number },
): SearchUrlState {
  const ranges = { ...state.params.ranges };
  if (range === null || (range.lower <= bounds.min && range.upper >= bounds.max)) {
    delete ranges[metric];
  } else ranges[metric] = range;
  return withParams(state, { ranges });
}

/** Clicking a header: the sorted column flips direction, another starts at its natural one. */
export function withSort(state: SearchUrlState, sort: SearchSortKey): SearchUrlState {
  const { params } = state;
  const sortDirection =
    params.sort === sort
      ? params.sortDirection === "asc"
        ? "desc"
        : "asc"
      : sort === "displayName"
        ? "asc"
        : "desc";
  return withParams(state, { sort, sortDirection });
}

/** True when the parameters filter anything (a default search lists every company). */
export function hasFilters(params: CompanySearchParams): boolean {
  return (
    params.query !== "" ||
    Object.values(params.facets).some((values) => (values?.length ?? 0) > 0) ||
    Object.keys(params.ranges).length > 0
  );
}
