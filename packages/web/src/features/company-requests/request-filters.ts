import type { RequestFilters } from "@tierwise/common/inputs/company-requests";
import { preferenceKey } from "../../app/preferences/local-preference.ts";
import type { RequestFiltersInput } from "./company-request.graphql.ts";

/**
 * The request lists' filters (spec 1 §3 "request filters"): kept in local preferences per
 * session, versioned, and used only when they pass the shared schema; otherwise none apply.
 * The list also writes them into its query string, so a link (the navigation's, a shared one)
 * opens the same list. The navigation is part of the shell bundle, so this module stays free of
 * the schema (zod): the checked preference and the query-string reader are in
 * request-filter-preference.ts.
 */
export const requestFiltersVersion = 1;
export const requestFiltersKey = "requests.filters";

type FilterKey = keyof RequestFilters;
export const requestFilterListKeys = [
  "status",
  "creators",
  "country",
] as const satisfies FilterKey[];
export const requestFilterTextKeys = [
  "search",
  "bulkRequestId",
  "dateFrom",
  "dateTo",
] as const satisfies FilterKey[];
const listKeys = requestFilterListKeys;
const textKeys = requestFilterTextKeys;

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

/** The stored filters' own shape, without the schema: text values, lists of text. */
function storedFilters(data: unknown): RequestFilters {
  if (typeof data !== "object" || data === null) return {};
  const source = data as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of textKeys) {
    if (typeof source[key] === "string") result[key] = source[key];
  }
  for (const key of listKeys) {
    const value = source[key];
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      result[key] = value;
    }
  }
  return result as RequestFilters;
}

/**
 * The navigation's Company Requests link: the signed-in person's stored filters as a query
 * string (spec 1 §2.4 "plus stored filters"). Read without the schema; the list checks each
 * filter of the query string with it.
 */
export function storedRequestFilterQuery(userKey: string): string {
  try {
    const raw = window.localStorage.getItem(preferenceKey(userKey, requestFiltersKey));
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof stored !== "object" || stored === null) return "";
    if (!("version" in stored) || stored.version !== requestFiltersVersion) return "";
    return requestFilterSearch(storedFilters("data" in stored ? stored.data : null));
  } catch {
    return "";
  }
}
