import type { AnalyticsGroup } from "./analytics-groups.ts";

/**
 * Analytics adapter. Nothing is sent until `enableAnalytics` is called (the shell does so only
 * when the organisation's `analytics` flag is on). The default sink writes to console.debug; a
 * deployment plugs its own client in with `setAnalyticsSink`.
 */
export type AnalyticsUser = { id: string; email?: string; name?: string; internal?: boolean };
export type AnalyticsProperties = Record<string, unknown>;

export type AnalyticsSink = {
  track(event: string, properties: AnalyticsProperties, url: string): void;
  identify(user: AnalyticsUser, groups: AnalyticsGroup[], url: string): void;
  page(url: string): void;
};

const consoleSink: AnalyticsSink = {
  track: (event, properties, url) => console.debug("[analytics] track", event, properties, url),
  identify: (user, groups, url) => console.debug("[analytics] identify", user, groups, url),
  page: (url) => console.debug("[analytics] page", url),
};

let sink: AnalyticsSink = consoleSink;
let enabled = false;

function currentUrl(): string {
  return typeof window === "undefined" ? "" : window.location.href;
}

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

export function enableAnalytics(on: boolean): void {
  enabled = on;
}

export const analytics = {
  get enabled(): boolean {
    return enabled;
  },
  track(event: string, properties: AnalyticsProperties = {}): void {
    if (enabled) sink.track(event, properties, currentUrl());
  },
  identify(user: AnalyticsUser, groups: AnalyticsGroup[]): void {
    if (enabled) sink.identify(user, groups, currentUrl());
  },
  page(): void {
    if (enabled) sink.page(currentUrl());
  },
};
