import { companySearchParamsSchema } from "@tierwise/common/company-search";
import type { SavedSearch } from "./saved-searches.graphql.ts";
import { parseSearchUrl, serializeSearchUrl } from "./search-url-state.ts";

/**
 * Where "open" takes a saved search: /search with its parameters and its id (so "Update" knows
 * which one to write). Null when the stored parameters no longer pass the schema.
 */
export function savedSearchPath(
  savedSearch: Pick<SavedSearch, "id" | "searchParams">,
): string | null {
  const parsed = companySearchParamsSchema.safeParse(savedSearch.searchParams ?? {});
  if (!parsed.success) return null;
  const raw = serializeSearchUrl({ params: parsed.data, page: 1, savedSearchId: savedSearch.id });
  // Read back once so the link is already in the canonical form the /search loader expects.
  return `/search${serializeSearchUrl(parseSearchUrl(raw))}`;
}
