import type { AlertPolarity, AlertSeverity } from "@tierwise/common/alerts";
import { alertChartMaxTicks } from "@tierwise/common/alerts";

/** Colours by polarity and severity: red for bad news, green for good, grey for neither. */
export const polarityColors: Record<AlertPolarity, string> = {
  NEGATIVE: "red",
  POSITIVE: "green",
  neutral: "gray",
};

export const severityColors: Record<AlertSeverity, string> = {
  Critical: "red",
  High: "orange",
  Elevated: "yellow",
};

/** "credit_score" → "Credit score": a key read as words, the first capitalised. */
function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names of the variables the rules engine watches, where words alone would not do. */
const variableLabels: Readonly<Record<string, string>> = {
  altman_z_score: "Altman Z-score",
  esg_score: "ESG score",
};

/** An alert's variable as people read it ("credit_score" → "Credit score"); null: "Value". */
export function alertVariableLabel(variable: string | null): string {
  if (!variable) return "Value";
  return variableLabels[variable] ?? humanize(variable);
}

/** Alert providers by the names people know them by. */
const providerLabels: Readonly<Record<string, string>> = {
  "tierwise-rules": "Tierwise rules",
  tierwise: "Tierwise",
  gdelt: "GDELT",
};

/** An alert's provider as people know it ("tierwise-rules" → "Tierwise rules"). */
export function alertProviderLabel(provider: string): string {
  return providerLabels[provider.toLowerCase()] ?? humanize(provider);
}

/** "Hamburg, DE" for places within a country, the country or region by its own name. */
export function locationLabel(location: {
  name: string;
  level: string;
  countryCode: string | null;
}): string {
  return location.countryCode && location.level !== "Country"
    ? `${location.name}, ${location.countryCode}`
    : location.name;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "5 Mar 2026, 10:00" in the viewer's time zone; an unreadable date shows as given. */
export function formatAlertTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

/** The alert page of one alert (the "View Original Alert" link). */
export function alertPagePath(alertId: string): string {
  return `/alerts/everything?alertId=${encodeURIComponent(alertId)}`;
}

/**
 * Spec 3 §2: the before/after chart draws at most five ticks. Evenly spaced over the points,
 * always the first and the last (the before and the after).
 */
export function chartTicks<T>(points: readonly T[], max: number = alertChartMaxTicks): T[] {
  if (points.length <= max) return [...points];
  if (max < 2) return points.slice(0, Math.max(0, max));
  const last = points.length - 1;
  const indexes = new Set(
    Array.from({ length: max }, (_, step) => Math.round((step * last) / (max - 1))),
  );
  return [...indexes].map((index) => points[index] as T);
}
