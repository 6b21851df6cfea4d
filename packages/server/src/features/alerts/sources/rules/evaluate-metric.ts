/**
 * Pure evaluation of one metric change against its history: which rules fire, over which
 * window, by how much, and the series behind the before/after chart. The rules job and the demo
 * generator both call it, with the history read from the database or generated in memory.
 */
import {
  type AlertSeverity,
  type AlertTimeseriesPoint,
  type AlertTimeWindow,
  alertTimeWindows,
} from "@tierwise/common/alerts";
import { type SecurityGrade, securityGradeFor } from "../../../companies/demo-data/scores.ts";
import { type MetricRule, metricRules, metricSeverity, securityGradeRule } from "./metric-rules.ts";
import type { MetricVariable } from "./rule-variables.ts";

/** One day's value; a series is sorted by day, oldest first. */
export type SeriesPoint = { on: string; value: number };

export type MetricHit = {
  ruleKey: string;
  rule: Pick<MetricRule, "dataset" | "type"> & { direction: "down" | "up" };
  window: AlertTimeWindow | null;
  /** Percent, signed; null for the grade rule, which reads bands, not percent. */
  pctChange: number | null;
  severity: AlertSeverity | null;
  before: SeriesPoint;
  after: SeriesPoint;
  /** The series from `before` to `after`, at most chartPoints long. */
  timeseries: AlertTimeseriesPoint[];
};

/** Points kept for the before/after chart: enough for its line, small enough for a row. */
export const chartPoints = 24;

const dayMs = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Day arithmetic on ISO days, remembered: a batch asks the same few hundred days again and again. */
const shifted = new Map<string, string>();
function shiftDay(day: string, days: number): string {
  const key = `${day}|${days}`;
  let answer = shifted.get(key);
  if (answer === undefined) {
    answer = isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
    if (shifted.size > 100_000) shifted.clear();
    shifted.set(key, answer);
  }
  return answer;
}

/** The longest window any rule watches for a variable, in days (how much history to read). */
export function longestWindowDays(variable: MetricVariable, rules = metricRules): number {
  let longest = 1;
  for (const rule of rules) {
    if (rule.variable !== variable) continue;
    for (const window of alertTimeWindows)
      if (rule.thresholds[window.key] !== undefined) longest = Math.max(longest, window.days);
  }
  return longest;
}

/** The last point on or before `day` (binary search over a sorted series), or null. */
function pointAtOrBefore(series: readonly SeriesPoint[], day: string): number {
  let low = 0;
  let high = series.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((series[middle] as SeriesPoint).on <= day) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Evenly spread points from `from` to `to` (indexes), both ends kept. */
function sampled(series: readonly SeriesPoint[], from: number, to: number): AlertTimeseriesPoint[] {
  const count = to - from + 1;
  const take = Math.min(count, chartPoints);
  const points: AlertTimeseriesPoint[] = [];
  for (let i = 0; i < take; i++) {
    const index = take === 1 ? to : from + Math.round((i * (count - 1)) / (take - 1));
    const point = series[index] as SeriesPoint;
    points.push({ date: point.on, value: point.value });
  }
  return points;
}

/**
 * The rules a change fires. `series` is the variable's history including the change's own
 * value on `day`; later points are ignored, so a batch holding several changes of one company
 * gives each the answer it would have had alone. For each rule the shortest window whose
 * threshold the move reaches wins: the sharpest way to tell the move. A window is measured
 * against the last value at least the window's length before the change, and only if that value
 * is not older than twice the window (a yearly statement says nothing about "over 1 month").
 */
export function evaluateMetric(
  variable: MetricVariable,
  day: string,
  series: readonly SeriesPoint[],
  rules: readonly MetricRule[] = metricRules,
): MetricHit[] {
  const last = pointAtOrBefore(series, day);
  if (last < 0 || (series[last] as SeriesPoint).on !== day) return [];
  const after = series[last] as SeriesPoint;
  const hits: MetricHit[] = [];
  for (const rule of rules) {
    if (rule.variable !== variable) continue;
    for (const window of alertTimeWindows) {
      const threshold = rule.thresholds[window.key];
      if (threshold === undefined) continue;
      const target = shiftDay(day, -window.days);
      const at = pointAtOrBefore(series, target);
      if (at < 0) continue;
      const before = series[at] as SeriesPoint;
      if (before.on < shiftDay(target, -window.days) || before.value === 0) continue;
      const pctChange = ((after.value - before.value) / Math.abs(before.value)) * 100;
      const moved = rule.direction === "down" ? -pctChange : pctChange;
      if (moved < threshold) continue;
      hits.push({
        ruleKey: rule.key,
        rule,
        window: window.key,
        pctChange: Math.round(pctChange * 100) / 100,
        severity: rule.direction === "down" ? metricSeverity(pctChange, threshold) : null,
        before,
        after,
        timeseries: sampled(series, at, last),
      });
      break;
    }
  }
  if (variable === "security_rating" && last > 0) {
    const grade = gradeDrop(series[last - 1] as SeriesPoint, after);
    if (grade) hits.push({ ...grade, timeseries: sampled(series, last - 1, last) });
  }
  return hits;
}

const gradeOrder: readonly SecurityGrade[] = ["A", "B", "C", "D", "F"];

/** The previous observation against the new one: how many grade bands worse, if any. */
function gradeDrop(before: SeriesPoint, after: SeriesPoint): Omit<MetricHit, "timeseries"> | null {
  const steps =
    gradeOrder.indexOf(securityGradeFor(after.value)) -
    gradeOrder.indexOf(securityGradeFor(before.value));
  if (steps <= 0) return null;
  return {
    ruleKey: securityGradeRule.key,
    rule: { ...securityGradeRule, direction: "down" },
    window: null,
    pctChange: null,
    severity: steps >= 2 ? "Critical" : "High",
    before,
    after,
  };
}
