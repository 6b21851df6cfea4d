import {
  type RequestFilters,
  requestFiltersSchema,
} from "@tierwise/common/inputs/company-requests";
import type { PreferenceStoreOptions } from "@tierwise/common/local-preferences";
import {
  compactRequestFilters,
  requestFilterListKeys,
  requestFiltersKey,
  requestFiltersVersion,
  requestFilterTextKeys,
} from "./request-filters.ts";

/**
 * The request lists' filters as a checked preference, and as read from a query string: both
 * through the shared schema (zod), so this module belongs to the list pages' chunk, not to the
 * shell's (the navigation reads the stored filters with request-filters.ts alone).
 */
export const requestFiltersPreference: Omit<PreferenceStoreOptions<RequestFilters>, "storage"> = {
  key: requestFiltersKey,
  version: requestFiltersVersion,
  schema: requestFiltersSchema,
  defaults: {},
};

/**
 * The filters a query string carries, each checked by the shared schema (a bad one is left out),
 * or null when it carries none: then the stored filters apply.
 */
export function requestFiltersFromSearch(params: URLSearchParams): RequestFilters | null {
  const shape = requestFiltersSchema.shape;
  const result: Record<string, unknown> = {};
  let present = false;
  for (const key of [...requestFilterTextKeys, ...requestFilterListKeys]) {
    const raw = params.get(key);
    if (raw === null) continue;
    present = true;
    const value = (requestFilterListKeys as readonly string[]).includes(key)
      ? raw.split(",").filter(Boolean)
      : raw;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
  }
  return present ? compactRequestFilters(result as RequestFilters) : null;
}
