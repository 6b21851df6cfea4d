import {
  alertLimits,
  alertPolarities,
  alertRelevancies,
  alertScopes,
  alertTypes,
} from "@tierwise/common/alerts";
import {
  type AlertFilterKey,
  alertFilterFromKey,
  type FilterPage,
  filterKey,
  joinListParam,
  parseAlertDates,
  parseKeywords,
  splitListParam,
} from "@tierwise/common/filter-url";
import { type AlertFilter, alertFilterSchema } from "@tierwise/common/inputs/alerts";

/**
 * Alert filters in the query string (spec 3 §2, spec 1 §2.3 and §5): bare keys on /alerts,
 * `alert_`-prefixed keys on company and portfolio pages (filter-url.ts decides which). Reading
 * never fails: a value the API would refuse is dropped, item by item for lists, so a pasted or
 * outdated link still opens the list with what is usable in it.
 */
export type AlertUrlState = { filter: AlertFilter; feedId: string | null };

/** The API's id rule (alertFilterSchema): 1 to 100 characters. */
const maxIdLength = 100;
const isId = (value: string) => value.length > 0 && value.length <= maxIdLength;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

function someOf<T extends string>(allowed: readonly T[], values: string[]): T[] | undefined {
  const kept = [...new Set(values.flatMap((value) => oneOf(allowed, value) ?? []))];
  return kept.length > 0 ? kept : undefined;
}

function idList(values: string[]): string[] | undefined {
  const kept = [...new Set(values.filter(isId))].slice(
    0,
    alertLimits.companySubscriptionsPerRequest,
  );
  return kept.length > 0 ? kept : undefined;
}

function flag(value: string | null): boolean | undefined {
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}

function singleId(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? "";
  return isId(trimmed) ? trimmed : undefined;
}

/** Only the keys that are set, so equal filters compare (and serialise) equal. */
export function compactAlertFilter(
  filter: Partial<Record<keyof AlertFilter, unknown>>,
): AlertFilter {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result as AlertFilter;
}

/** The alert filters and feed a query string holds for the given page. */
export function readAlertUrlState(params: URLSearchParams, page: FilterPage): AlertUrlState {
  const one = (key: AlertFilterKey) => params.get(filterKey(key, page));
  const all = (key: AlertFilterKey) => splitListParam(params.getAll(filterKey(key, page)));
  const dates = parseAlertDates(params.getAll(filterKey("dates", page)));
  const filter = compactAlertFilter({
    scope: oneOf(alertScopes, one("scope")),
    types: someOf(alertTypes, all("types")),
    companies: idList(all("companies")),
    portfolio: singleId(one("portfolio")),
    polarity: someOf(alertPolarities, all("polarity")),
    relevancy: someOf(alertRelevancies, all("relevancy")),
    commodities: idList(all("commodities")),
    unread: flag(one("unread")),
    archived: flag(one("archived")),
    locations: idList(all("locations")),
    startDate: dates?.startDate,
    endDate: dates?.endDate,
    alertId: singleId(one("alertId")),
    keywords: parseKeywords(params.getAll(filterKey("keywords", page))),
  });
  // Every part was checked on its own; the schema has the last word on the whole.
  const checked = alertFilterSchema.safeParse(filter);
  return { filter: checked.success ? filter : {}, feedId: singleId(one("feedId")) ?? null };
}

function listValue(value: readonly string[] | undefined): string | null {
  return value && value.length > 0 ? joinListParam(value) : null;
}

function flagValue(value: boolean | null | undefined): string | null {
  return value === true || value === false ? String(value) : null;
}

/** Each key's text in the query string, or null when the filter does not set it. */
function paramValues(state: AlertUrlState): Record<AlertFilterKey, string | null> {
  const { filter } = state;
  return {
    scope: filter.scope ?? null,
    types: listValue(filter.types),
    companies: listValue(filter.companies),
    portfolio: filter.portfolio ?? null,
    polarity: listValue(filter.polarity),
    relevancy: listValue(filter.relevancy),
    commodities: listValue(filter.commodities),
    unread: flagValue(filter.unread),
    archived: flagValue(filter.archived),
    locations: listValue(filter.locations),
    // Spec 3 §2: dates travel only as a pair.
    dates:
      filter.startDate && filter.endDate ? joinListParam([filter.startDate, filter.endDate]) : null,
    alertId: filter.alertId ?? null,
    feedId: state.feedId,
    keywords: listValue(filter.keywords),
  };
}

/**
 * The query string with these alert filters in place of the old ones; the page's own
 * parameters (the panel's, a company page's) are kept as they are.
 */
export function writeAlertUrlState(
  params: URLSearchParams,
  state: AlertUrlState,
  page: FilterPage,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) {
    if (alertFilterFromKey(name, page) !== null) next.delete(name);
  }
  for (const [key, value] of Object.entries(paramValues(state))) {
    if (value !== null) next.set(filterKey(key as AlertFilterKey, page), value);
  }
  return next;
}

/** True for the query-string keys of alert filters on the page (the alert tab owns them). */
export function isAlertFilterParam(name: string, page: FilterPage): boolean {
  return alertFilterFromKey(name, page) !== null;
}

/** A feed's stored filter, read as carefully as a link: what the schema refuses is left out. */
export function feedFilterOf(stored: unknown): AlertFilter {
  const checked = alertFilterSchema.safeParse(stored ?? {});
  return checked.success ? compactAlertFilter(checked.data) : {};
}

/** The filter the list asks for: the feed's, with each filter of the address taking its place. */
export function effectiveAlertFilter(feedFilter: AlertFilter, urlFilter: AlertFilter): AlertFilter {
  return compactAlertFilter({ ...feedFilter, ...urlFilter });
}

/** How many filters are set, for "Clear filters (n)"; the two dates count once. */
export function activeAlertFilterCount(filter: AlertFilter): number {
  const { endDate: _end, ...rest } = compactAlertFilter(filter);
  return Object.keys(rest).length;
}

/**
 * What the address must hold so that the list shows `next` on top of a feed's own filter: the
 * filters that differ from the feed's. (A feed's filter cannot be unset from the address; its
 * author edits the feed, or the viewer picks another.)
 */
export function filterOverrides(next: AlertFilter, feedFilter: AlertFilter): AlertFilter {
  const base = feedFilter as Record<string, unknown>;
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(compactAlertFilter(next))) {
    if (JSON.stringify(value) !== JSON.stringify(base[key])) overrides[key] = value;
  }
  // The dates travel as a pair: one that differs brings the other along.
  if ("startDate" in overrides || "endDate" in overrides) {
    overrides.startDate = next.startDate;
    overrides.endDate = next.endDate;
  }
  return compactAlertFilter(overrides);
}
