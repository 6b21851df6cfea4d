import { formatAbbreviatedNumber } from "@tierwise/common/formatting";
import type { NumericRange } from "@tierwise/common/range-input";
import type { MetricSummary } from "./company-search.graphql.ts";

export type HistogramPoint = { bucket: string; inRange: number; outside: number };

export function bucketLabel(bucket: { lower: number; upper: number }, scale: string): string {
  if (scale === "VALUE" || bucket.lower === bucket.upper)
    return formatAbbreviatedNumber(bucket.lower);
  return `${formatAbbreviatedNumber(bucket.lower)}–${formatAbbreviatedNumber(bucket.upper)}`;
}

/**
 * Bars split into the part inside the chosen range and the rest, so the histogram shows what
 * the range keeps. A bucket counts as inside when it overlaps the range at all.
 */
export function histogramPoints(
  metric: Pick<MetricSummary, "buckets" | "scale">,
  range: NumericRange | null,
): HistogramPoint[] {
  return metric.buckets.map((bucket) => {
    const inside = range === null || (bucket.upper >= range.lower && bucket.lower <= range.upper);
    return {
      bucket: bucketLabel(bucket, metric.scale),
      inRange: inside ? bucket.count : 0,
      outside: inside ? 0 : bucket.count,
    };
  });
}
