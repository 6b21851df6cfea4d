import { type NumericMetric, numericMetricKeys } from "@tierwise/common/company-search";
import { joinListParam, parseNumericRange, splitListParam } from "@tierwise/common/filter-url";

/**
 * The portfolio page's filters live in the query string (spec 1 §2.3, spec 3 §2: "portfolios,
 * companies, score, metric, sort, include blanks, portfolio mode"), so a filtered view can be
 * bookmarked and shared:
 *   mode=all                  with sub-portfolios (default: this portfolio only)
 *   portfolios=id1,id2        only these sub-portfolios (in mode all)
 *   companies=id1,id2         only these companies
 *   metric=revenueUsd         the metric column, what score and sort=metric range over
 *   score=10,500              range on the metric ("lower,upper")
 *   blanks=exclude            drop companies without a value (default: keep them)
 *   sort=-addedAt             name | addedAt | metric, "-" first for descending
 * Parsing never fails: anything unusable falls back to "no filter".
 */
export const portfolioModes = ["direct", "all"] as const;
export type PortfolioMode = (typeof portfolioModes)[number];

export const portfolioSortFields = ["name", "addedAt", "metric"] as const;
export type PortfolioSortField = (typeof portfolioSortFields)[number];
export type PortfolioSort = { field: PortfolioSortField; descending: boolean };

export type PortfolioFilters = {
  mode: PortfolioMode;
  portfolioIds: string[];
  companyIds: string[];
  metric: NumericMetric | null;
  score: { lower: number; upper: number } | null;
  includeBlanks: boolean;
  sort: PortfolioSort;
};

export const portfolioUrlKeys = {
  mode: "mode",
  portfolios: "portfolios",
  companies: "companies",
  metric: "metric",
  score: "score",
  blanks: "blanks",
  sort: "sort",
} as const;

export const defaultPortfolioFilters: PortfolioFilters = {
  mode: "direct",
  portfolioIds: [],
  companyIds: [],
  metric: null,
  score: null,
  includeBlanks: true,
  sort: { field: "name", descending: false },
};

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const maxIds = 100;

function parseIds(value: string | null): string[] {
  const ids = splitListParam(value).filter((id) => idPattern.test(id));
  return [...new Set(ids)].slice(0, maxIds);
}

function isMetric(value: string | null): value is NumericMetric {
  return numericMetricKeys.some((key) => key === value);
}

function parseSort(value: string | null, hasMetric: boolean): PortfolioSort {
  const descending = value?.startsWith("-") ?? false;
  const field = descending ? value?.slice(1) : value;
  const known = portfolioSortFields.find((candidate) => candidate === field);
  // Sorting by the metric needs a metric.
  if (!known || (known === "metric" && !hasMetric)) return defaultPortfolioFilters.sort;
  return { field: known, descending };
}

export function parsePortfolioFilters(search: URLSearchParams | string): PortfolioFilters {
  const url = typeof search === "string" ? new URLSearchParams(search) : search;
  const metricValue = url.get(portfolioUrlKeys.metric);
  const metric = isMetric(metricValue) ? metricValue : null;
  const mode = url.get(portfolioUrlKeys.mode) === "all" ? "all" : "direct";
  return {
    mode,
    // Choosing sub-portfolios only means something when they are included.
    portfolioIds: mode === "all" ? parseIds(url.get(portfolioUrlKeys.portfolios)) : [],
    companyIds: parseIds(url.get(portfolioUrlKeys.companies)),
    metric,
    score: metric ? parseNumericRange(url.get(portfolioUrlKeys.score)) : null,
    includeBlanks: metric ? url.get(portfolioUrlKeys.blanks) !== "exclude" : true,
    sort: parseSort(url.get(portfolioUrlKeys.sort), metric !== null),
  };
}

/** "?mode=all&sort=-addedAt", or "" for the defaults; keys in a stable order. */
export function serializePortfolioFilters(filters: PortfolioFilters): string {
  const url = new URLSearchParams();
  if (filters.mode !== "direct") url.set(portfolioUrlKeys.mode, filters.mode);
  if (filters.mode === "all" && filters.portfolioIds.length > 0) {
    url.set(portfolioUrlKeys.portfolios, joinListParam(filters.portfolioIds));
  }
  if (filters.companyIds.length > 0) {
    url.set(portfolioUrlKeys.companies, joinListParam(filters.companyIds));
  }
  if (filters.metric) {
    url.set(portfolioUrlKeys.metric, filters.metric);
    if (filters.score) {
      url.set(
        portfolioUrlKeys.score,
        joinListParam([String(filters.score.lower), String(filters.score.upper)]),
      );
    }
    if (!filters.includeBlanks) url.set(portfolioUrlKeys.blanks, "exclude");
  }
  const sort = sortParam(filters.sort);
  if (sort !== "name") url.set(portfolioUrlKeys.sort, sort);
  // Commas are legal in a query string; readable lists and ranges ("10,500").
  const text = url.toString().replaceAll("%2C", ",");
  return text === "" ? "" : `?${text}`;
}

export function sortParam(sort: PortfolioSort): string {
  return `${sort.descending ? "-" : ""}${sort.field}`;
}

/** The filters after a change, read back so that what the URL says is what is applied. */
export function withFilters(
  filters: PortfolioFilters,
  change: Partial<PortfolioFilters>,
): PortfolioFilters {
  return parsePortfolioFilters(serializePortfolioFilters({ ...filters, ...change }));
}

/** Clicking a header: the sorted column flips, another starts ascending (dates: newest first). */
export function toggledSort(current: PortfolioSort, field: PortfolioSortField): PortfolioSort {
  if (current.field === field) return { field, descending: !current.descending };
  return { field, descending: field === "addedAt" };
}

/** The portfolioCompanies arguments for these filters (contract: issue 10). */
export function portfolioCompaniesArguments(filters: PortfolioFilters) {
  return {
    mode: filters.mode,
    portfolioIds: filters.portfolioIds.length > 0 ? filters.portfolioIds : null,
    companyIds: filters.companyIds.length > 0 ? filters.companyIds : null,
    metric: filters.metric,
    scoreMin: filters.score?.lower ?? null,
    scoreMax: filters.score?.upper ?? null,
    includeBlanks: filters.includeBlanks,
    sort: sortParam(filters.sort),
  };
}

export function hasPortfolioFilters(filters: PortfolioFilters): boolean {
  return (
    filters.portfolioIds.length > 0 ||
    filters.companyIds.length > 0 ||
    filters.score !== null ||
    !filters.includeBlanks
  );
}
