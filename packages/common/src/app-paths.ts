import type { AlertScope } from "./alerts.ts";
import type { CompanySubPage } from "./company-profile.ts";
import { filterKey } from "./filter-url.ts";

/**
 * Links into the web app that the server writes too (AI report citations): built here, once,
 * from the same parameter names the pages read, so a server-made link opens what it names.
 */

/**
 * "a=1&b=2": common is built without the DOM's or Node's types (it serves both), so no
 * URLSearchParams here; the pages read these with URLSearchParams, which decodes the same.
 */
class QueryParams {
  private readonly entries: [string, string][] = [];
  set(key: string, value: string) {
    this.entries.push([key, value]);
  }
  toString(): string {
    return this.entries
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join("&");
  }
}

/** A company's profile, or one of its sub-pages. */
export function companyPagePath(slug: string, subPage?: CompanySubPage): string {
  const base = `/company/${encodeURIComponent(slug)}`;
  return subPage ? `${base}/${subPage}` : base;
}

export const riskHubPath = "/risk-hub";

/** Query-string keys of /risk-hub: the view, ordering and filters survive a reload or a link. */
export const riskHubParams = {
  view: "view",
  ordering: "order",
  companies: "companies",
  portfolios: "portfolios",
  portfolio: "portfolio",
  config: "config",
  /** A company whose "Why this grade" drawer is open. */
  why: "why",
} as const;

/**
 * The hub filtered to one company with its "Why this grade" open. With a configuration, the
 * grades are that configuration's whatever the reader has selected (the AI report reads the
 * default one).
 */
export function riskHubWhyPath(input: { companyId: string; configId?: string | null }): string {
  const params = new QueryParams();
  if (input.configId) params.set(riskHubParams.config, input.configId);
  params.set(riskHubParams.companies, input.companyId);
  params.set(riskHubParams.why, input.companyId);
  return `${riskHubPath}?${params}`;
}

export const everythingAlertsPath = "/alerts/everything";

/** The alert feed "Everything" with these filters (bare keys on /alerts, filter-url.ts). */
export function alertFeedPath(filter: {
  scope?: AlertScope;
  companies?: readonly string[];
  startDate?: string;
  endDate?: string;
  alertId?: string;
}): string {
  const params = new QueryParams();
  const set = (key: Parameters<typeof filterKey>[0], value: string | undefined) => {
    if (value) params.set(filterKey(key, "alerts"), value);
  };
  set("scope", filter.scope);
  set("companies", filter.companies?.join(","));
  // Dates travel only as a pair (spec 3 §2).
  if (filter.startDate && filter.endDate) set("dates", `${filter.startDate},${filter.endDate}`);
  set("alertId", filter.alertId);
  const query = params.toString();
  return query ? `${everythingAlertsPath}?${query}` : everythingAlertsPath;
}
