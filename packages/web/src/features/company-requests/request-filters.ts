import {
  type RequestFilters,
  requestFiltersSchema,
} from "@tierwise/common/inputs/company-requests";
import type { PreferenceStoreOptions } from "@tierwise/common/local-preferences";
import { createLocalPreference } from "../../app/preferences/local-preference.ts";
import type { RequestFiltersInput } from "./company-request.graphql.ts";

/**
 * The request lists' filters (spec 1 §3 "request filters"): kept in local preferences per
 * session, versioned, and used only when they pass the shared schema; otherwise none apply.
 * The list also writes them into its query string, so a link (the navigation's, a shared one)
 * opens the same list.
 */
export const requestFiltersVersion = 1;

export const requestFiltersPreference: Omit<PreferenceStoreOptions<RequestFilters>, "storage"> = {
  key: "requests.filters",
  version: requestFiltersVersion,
  schema: requestFiltersSchema,
  defaults: {},
};

type FilterKey = keyof RequestFilters;
const listKeys = ["status", "creators", "country"] as const satisfies FilterKey[];
const textKeys = ["search", "bulkRequestId", "dateFrom", "dateTo"] as const satisfies FilterKey[];

/** Only the filters that are set, so stored filters stay small and compare equal. */
export function compactRequestFilters(filters: RequestFilters): RequestFilters {
  const result: RequestFilters = {};
  for (const key of textKeys) {
    const value = filters[key]?.trim();
    if (value) result[key] = value;
  }
  for (const key of listKeys) {
    const value = filters[key];
    if (value && value.length > 0) (result as Record<string, unknown>)[key] = [...value];
  }
  return result;
}

/** The filters as the API takes them (the end date is inclusive there, as picked). */
export function requestFiltersInput(filters: RequestFilters): RequestFiltersInput {
  return compactRequestFilters(filters) as RequestFiltersInput;
}

/** How many filters are set (the search box aside), for the Clear button. */
export function activeRequestFilterCount(filters: RequestFilters): number {
  const { search: _search, ...rest } = compactRequestFilters(filters);
  return Object.keys(rest).length;
}

/** "?status=requested,needs_action&country=DE" (lists comma-separated), or "" for none. */
export function requestFilterSearch(filters: RequestFilters): string {
  const params = new URLSearchParams();
  const compact = compactRequestFilters(filters);
  for (const key of textKeys) {
    const value = compact[key];
    if (value) params.set(key, value);
  }
  for (const key of listKeys) {
    const value = compact[key];
    if (value) params.set(key, value.join(","));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The filters a query string carries, each checked by the shared schema (a bad one is left out),
 * or null when it carries none: then the stored filters apply.
 */
export function requestFiltersFromSearch(params: URLSearchParams): RequestFilters | null {
  const shape = requestFiltersSchema.shape;
  const result: Record<string, unknown> = {};
  let present = false;
  for (const key of [...textKeys, ...listKeys]) {
    const raw = params.get(key);
    if (raw === null) continue;
    present = true;
    const value = (listKeys as readonly string[]).includes(key)
      ? raw.split(",").filter(Boolean)
      : raw;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
  }
  return present ? compactRequestFilters(result as RequestFilters) : null;
}

/**
 * The navigation's Company Requests link: the signed-in person's stored filters as a query
 * string (spec 1 §2.4 "plus stored filters").
 */
export function storedRequestFilterQuery(userKey: string): string {
  return requestFilterSearch(createLocalPreference(userKey, requestFiltersPreference).read());
}
