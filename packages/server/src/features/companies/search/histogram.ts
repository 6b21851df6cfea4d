import { type NumericMetric, numericMetrics } from "@tierwise/common/company-search";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { type SQL, sql } from "drizzle-orm";

/**
 * Employees and revenue spread over many orders of magnitude: equal-width buckets would put
 * nearly every company in the first one, so their buckets are equal on a log(1 + x) scale.
 */
export const logScaleMetrics: ReadonlySet<NumericMetric> = new Set(["employeeCount", "revenueUsd"]);

/** VALUE: one bucket per whole number (small integer domains such as the viability rating). */
export type HistogramScale = "VALUE" | "LINEAR" | "LOG";

export type HistogramBucket = { lower: number; upper: number; count: number };

const bucketCount = companySearchLimits.histogramBuckets;

/**
 * Buckets span the metric's domain in the contract (numericMetrics min and max), the same
 * bounds its range input has, so the histogram lines up with the slider under it whatever the
 * filters. Values outside the domain count in the first or last bucket.
 */
export function histogramScale(metric: NumericMetric): HistogramScale {
  const { type, min, max } = numericMetrics[metric];
  if (type === "INT" && max - min < bucketCount) return "VALUE";
  return logScaleMetrics.has(metric) && min >= 0 ? "LOG" : "LINEAR";
}

function bucketTotal(metric: NumericMetric): number {
  const { min, max } = numericMetrics[metric];
  return histogramScale(metric) === "VALUE" ? max - min + 1 : bucketCount;
}

/** SQL numbering a value's bucket from 1 (null for null), the layout `histogramBuckets` describes. */
export function bucketExpression(metric: NumericMetric, x: SQL): SQL {
  const { min, max } = numericMetrics[metric];
  const n = bucketTotal(metric);
  // greatest() and least() skip nulls, so without the case a null would land in an end bucket.
  const clamp = (raw: SQL) =>
    sql`case when ${x} is null then null else greatest(1, least(${sql.raw(String(n))}, ${raw})) end`;
  const lo = sql.raw(String(min));
  const hi = sql.raw(String(max));
  switch (histogramScale(metric)) {
    case "VALUE":
      return clamp(sql`(round(${x}) - ${lo})::int + 1`);
    case "LOG":
      return clamp(
        sql`width_bucket(ln(1 + greatest(${x}, 0)), ln(1 + ${lo}::float8), ln(1 + ${hi}::float8), ${sql.raw(String(n))})`,
      );
    default:
      return clamp(sql`width_bucket(${x}, ${lo}::float8, ${hi}::float8, ${sql.raw(String(n))})`);
  }
}

/** PostgreSQL's round() of a float8: halves go to the even neighbour. */
function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff !== 0.5) return Math.round(x);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** PostgreSQL's width_bucket(operand, low, high, count) for float8. */
function widthBucket(operand: number, low: number, high: number, count: number): number {
  if (operand < low) return 0;
  if (operand >= high) return count + 1;
  return Math.min(count, Math.floor(count * ((operand - low) / (high - low)))) + 1;
}

type BucketRule = { scale: HistogramScale; min: number; low: number; high: number; n: number };

/** Each metric's bucket layout, worked out once: the index numbers millions of values. */
const bucketRules = new Map<NumericMetric, BucketRule>();

function bucketRule(metric: NumericMetric): BucketRule {
  let rule = bucketRules.get(metric);
  if (!rule) {
    const { min, max } = numericMetrics[metric];
    const scale = histogramScale(metric);
    const log = scale === "LOG";
    rule = {
      scale,
      min,
      low: log ? Math.log(1 + min) : min,
      high: log ? Math.log(1 + max) : max,
      n: bucketTotal(metric),
    };
    bucketRules.set(metric, rule);
  }
  return rule;
}

/**
 * `bucketExpression` computed in JavaScript, for the in-memory search index: the same bucket
 * number for the same value (from 1; callers handle null).
 */
export function metricBucket(metric: NumericMetric, x: number): number {
  const { scale, min, low, high, n } = bucketRule(metric);
  const raw =
    scale === "VALUE"
      ? roundHalfEven(x) - min + 1
      : widthBucket(scale === "LOG" ? Math.log(1 + Math.max(x, 0)) : x, low, high, n);
  return Math.max(1, Math.min(n, raw));
}

/** Every bucket of the metric's domain with the count SQL returned for its number. */
export function histogramBuckets(
  metric: NumericMetric,
  counts: ReadonlyMap<number, number>,
): HistogramBucket[] {
  const { min, max } = numericMetrics[metric];
  const count = (bucket: number) => counts.get(bucket) ?? 0;
  const scale = histogramScale(metric);
  if (scale === "VALUE") {
    return Array.from({ length: max - min + 1 }, (_, i) => ({
      lower: min + i,
      upper: min + i,
      count: count(i + 1),
    }));
  }
  const to = scale === "LOG" ? Math.log1p : (v: number) => v;
  const from = scale === "LOG" ? Math.expm1 : (v: number) => v;
  const width = (to(max) - to(min)) / bucketCount;
  const bound = (i: number) =>
    i === 0 ? min : i === bucketCount ? max : from(to(min) + i * width);
  return Array.from({ length: bucketCount }, (_, i) => ({
    lower: bound(i),
    upper: bound(i + 1),
    count: count(i + 1),
  }));
}
