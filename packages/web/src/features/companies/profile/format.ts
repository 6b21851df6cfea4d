import {
  formatCurrency,
  formatPercent,
  formatRelativeDay,
  missingValue,
} from "@tierwise/common/formatting";

/** Profile value formatting on top of @tierwise/common/formatting (spec 1 §9). */

export function formatCount(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value)
    ? new Intl.NumberFormat("en-US").format(value)
    : missingValue;
}

export function formatUsd(value: number | null | undefined, abbreviate = true): string {
  return formatCurrency(value, "USD", { abbreviate });
}

/** A 0–1 share as a percentage: 0.256 → "25.6%". */
export function formatShare(value: number | null | undefined): string {
  return typeof value === "number" ? formatPercent(value * 100) : missingValue;
}

/** ISO dates and date-times as "Today", "Yesterday", "Mar 3" or "Mar 3, 2024"; missing: "Never" (spec 1 §9). */
export function formatDay(value: string | null | undefined): string {
  return formatRelativeDay(value);
}

/** A website as a link target: bare host names get https://. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** 52.37 → "52.3700° N"; -4.9 → "4.9000° W". */
export function formatCoordinate(value: number, axis: "lat" | "lon"): string {
  const hemisphere = axis === "lat" ? (value >= 0 ? "N" : "S") : value >= 0 ? "E" : "W";
  return `${Math.abs(value).toFixed(4)}° ${hemisphere}`;
}
