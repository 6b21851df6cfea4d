import type { RequestFilters } from "@tierwise/common/inputs/company-requests";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useLocalPreference } from "../../app/preferences/use-local-preference.ts";
import { requestFiltersFromSearch, requestFiltersPreference } from "./request-filter-preference.ts";
import { compactRequestFilters, requestFilterSearch } from "./request-filters.ts";

/**
 * The request lists' filters: those in the query string when it has any (a link), else the
 * stored ones. A change is stored and written to the query string (replacing the entry).
 */
export function useRequestFilters() {
  const [stored, store] = useLocalPreference(requestFiltersPreference);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for the params.
  const fromUrl = useMemo(() => requestFiltersFromSearch(params), [search]);
  const filters = fromUrl ?? stored;

  // A link's filters become the stored ones, so the next visit keeps them.
  const linked = fromUrl ? requestFilterSearch(fromUrl) : null;
  useEffect(() => {
    if (linked !== null && fromUrl && linked !== requestFilterSearch(stored)) store(fromUrl);
  }, [linked, fromUrl, stored, store]);

  const setFilters = useCallback(
    (next: RequestFilters) => {
      const compact = compactRequestFilters(next);
      store(compact);
      setParams(new URLSearchParams(requestFilterSearch(compact)), { replace: true });
    },
    [store, setParams],
  );

  return { filters, setFilters };
}
