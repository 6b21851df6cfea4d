import {
  type CompanySearchParams,
  type NumericMetric,
  numericMetrics,
} from "@tierwise/common/company-search";

/**
 * A range field at its bound means "no limit on that side": the upper field reads "max+"
 * (spec 1 §5), so companies above the metric's nominal maximum must still match. The server
 * compares inclusively, so such a side is sent as an open end. The URL and saved searches keep
 * the bound itself, which is what the range input shows.
 */
export const openEnd = Number.MAX_SAFE_INTEGER;

export function serverSearchParams(params: CompanySearchParams): CompanySearchParams {
  const ranges: CompanySearchParams["ranges"] = {};
  for (const [metric, range] of Object.entries(params.ranges) as [
    NumericMetric,
    { lower: number; upper: number },
  ][]) {
    const { min, max } = numericMetrics[metric];
    const lower = range.lower <= min ? -openEnd : range.lower;
    const upper = range.upper >= max ? openEnd : range.upper;
    // Open at both ends is no filter at all.
    if (lower !== -openEnd || upper !== openEnd) ranges[metric] = { lower, upper };
  }
  return { ...params, ranges };
}
