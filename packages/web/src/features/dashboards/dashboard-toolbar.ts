import {
  type DashboardDatePreset,
  type DashboardToolbar,
  dashboardDatePresetDays,
} from "@tierwise/common/dashboards/widget-types";
import type { DashboardWidgetFilters } from "./extensions/widget-api.ts";

const dayMs = 24 * 60 * 60 * 1000;

export const datePresetLabels: Record<DashboardDatePreset, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "365d": "Last 12 months",
};

/**
 * What every widget follows: the toolbar's date range as two instants, and its portfolios. A
 * preset ends now (to the minute, so the widgets' query stays the same while the page is open
 * within that minute); a custom range runs from the start of its first day to the end of its
 * last (UTC).
 */
export function toolbarFilters(
  toolbar: DashboardToolbar,
  now = new Date(),
): DashboardWidgetFilters {
  const portfolioIds = [...toolbar.portfolioIds];
  if ("preset" in toolbar.dateRange) {
    const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const start = new Date(
      end.getTime() - dashboardDatePresetDays[toolbar.dateRange.preset] * dayMs,
    );
    return { from: start.toISOString(), to: end.toISOString(), portfolioIds };
  }
  const from = new Date(`${toolbar.dateRange.from.slice(0, 10)}T00:00:00.000Z`);
  const to = new Date(`${toolbar.dateRange.to.slice(0, 10)}T23:59:59.999Z`);
  return { from: from.toISOString(), to: to.toISOString(), portfolioIds };
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "Last 30 days (29 Oct 2026 – 28 Nov 2026)" or "1 Nov 2026 – 15 Nov 2026". */
export function dateRangeLabel(toolbar: DashboardToolbar, now = new Date()): string {
  const { from, to } = toolbarFilters(toolbar, now);
  const span = `${dayFormat.format(new Date(from))} – ${dayFormat.format(new Date(to))}`;
  return "preset" in toolbar.dateRange
    ? `${datePresetLabels[toolbar.dateRange.preset]} (${span})`
    : span;
}

/** "All portfolios", or the chosen portfolios' names (ids the viewer cannot see are counted). */
export function portfolioFilterLabel(
  portfolioIds: readonly string[],
  names: ReadonlyMap<string, string>,
): string {
  if (portfolioIds.length === 0) return "All portfolios";
  const known = portfolioIds.flatMap((id) => {
    const name = names.get(id);
    return name ? [name] : [];
  });
  const unknown = portfolioIds.length - known.length;
  const parts = unknown > 0 ? [...known, `${unknown} more`] : known;
  return `Portfolios: ${parts.join(", ")}`;
}
