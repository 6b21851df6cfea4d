/**
 * The rules over company metrics, as data. A rule watches one variable in one direction and
 * names, per time window (spec 3 §3: over 1 day … 5 years), the smallest move in percent that
 * raises an alert. Windows a rule does not list are not watched: a metric that changes once a
 * quarter cannot move "over 1 day". The thresholds follow how fast each metric moves in
 * practice: a security rating moves daily and a drop of a few percent is news, a balance-sheet
 * ratio moves with each statement and only a large move over a year says something.
 *
 * Severity grows with the move: at least the threshold is Elevated, 1.5 times it High, 2.5
 * times it Critical (issue 13 names the spec's three labels). Rises are good news: POSITIVE,
 * without a severity.
 */
import type {
  AlertDataset,
  AlertSeverity,
  AlertTimeWindow,
  AlertType,
} from "@tierwise/common/alerts";
import type { MetricVariable } from "./rule-variables.ts";

export type MetricRule = {
  /** The older model's signal_rule_key. */
  key: string;
  variable: MetricVariable;
  dataset: AlertDataset;
  type: AlertType;
  direction: "down" | "up";
  /** Smallest move in percent (a magnitude) per watched window. */
  thresholds: Partial<Record<AlertTimeWindow, number>>;
};

/** Balance-sheet ratios move with statements: quarters and years. */
const statementRatioDrop = { "3m": 20, "6m": 25, "1y": 30, "2y": 40, "3y": 45, "5y": 50 };

export const metricRules: readonly MetricRule[] = [
  {
    key: "liquidity.current_ratio.drop",
    variable: "current_ratio",
    dataset: "liquidity",
    type: "financial",
    direction: "down",
    thresholds: { "1m": 15, ...statementRatioDrop },
  },
  {
    key: "liquidity.quick_ratio.drop",
    variable: "quick_ratio",
    dataset: "liquidity",
    type: "financial",
    direction: "down",
    thresholds: { "1m": 15, ...statementRatioDrop },
  },
  {
    key: "liquidity.current_ratio.rise",
    variable: "current_ratio",
    dataset: "liquidity",
    type: "financial",
    direction: "up",
    thresholds: { "6m": 40, "1y": 50 },
  },
  {
    key: "insolvency.altman_z_score.drop",
    variable: "altman_z_score",
    dataset: "insolvency",
    type: "financial",
    direction: "down",
    thresholds: statementRatioDrop,
  },
  {
    key: "insolvency.credit_score.drop",
    variable: "credit_score",
    dataset: "insolvency",
    type: "financial",
    direction: "down",
    thresholds: { "1w": 8, "1m": 10, "3m": 15, "6m": 20, "1y": 25 },
  },
  {
    key: "insolvency.credit_score.rise",
    variable: "credit_score",
    dataset: "insolvency",
    type: "financial",
    direction: "up",
    thresholds: { "6m": 20, "1y": 30 },
  },
  {
    key: "cyber.security_rating.drop",
    variable: "security_rating",
    dataset: "cyber",
    type: "cyber",
    direction: "down",
    thresholds: { "1d": 4, "1w": 6, "1m": 8, "3m": 12 },
  },
  {
    key: "cyber.security_rating.rise",
    variable: "security_rating",
    dataset: "cyber",
    type: "cyber",
    direction: "up",
    thresholds: { "1m": 10, "3m": 15 },
  },
  {
    key: "csr_insights.esg_score.drop",
    variable: "esg_score",
    dataset: "csr_insights",
    type: "news",
    direction: "down",
    thresholds: { "6m": 15, "1y": 20, "2y": 30 },
  },
];

/**
 * A security grade worse than before (A → B, or two steps at once) is its own signal, even when
 * the rating moved little: crossing a band is what people read on a profile. One step is High,
 * two or more Critical.
 */
export const securityGradeRule = {
  key: "cyber.security_grade.drop",
  variable: "security_rating",
  dataset: "cyber",
  type: "cyber",
} as const satisfies Omit<MetricRule, "direction" | "thresholds">;

export function metricSeverity(move: number, threshold: number): AlertSeverity {
  const ratio = Math.abs(move) / threshold;
  if (ratio >= 2.5) return "Critical";
  if (ratio >= 1.5) return "High";
  return "Elevated";
}

/** The rules of each variable, and the longest window any of them watches (in days). */
export function rulesOf(variable: MetricVariable, rules: readonly MetricRule[] = metricRules) {
  return rules.filter((rule) => rule.variable === variable);
}
