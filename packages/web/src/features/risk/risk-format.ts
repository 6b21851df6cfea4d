import { riskMessages } from "@tierwise/common/risk";

/** Weights as the settings show them: up to four decimals (normalizeWeights rounds to four). */
export const formatWeight = (weight: number) => String(Number(weight.toFixed(4)));

/** Risk points 0–100 (higher is riskier), or a dash. */
export const formatPoints = (score: number | null | undefined) =>
  score === null || score === undefined ? "—" : score.toFixed(0);

/** A metric's graded value as the server sent it, or the missing-data words. */
export const formatMetricValue = (value: number | null) =>
  value === null ? riskMessages.missingData : String(Number(value.toFixed(2)));

export const formatDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";

/**
 * A ref that moves focus to a field when it appears (a form opened in place by a button), so
 * keyboard and screen-reader users land in it. Module-level: React calls it on mount only.
 */
export const focusWhenShown = (node: HTMLElement | null) => node?.focus();
