import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { parseSearchUrl, type SearchUrlState, serializeSearchUrl } from "./search-url-state.ts";

/**
 * The /search state from the URL, and a way to move to another state (one history entry).
 * The router applies a navigation only after the route's loader, so a ticked checkbox would
 * spring back until then; the requested query string is shown at once instead, for as long
 * as the URL is still the one it was requested from.
 */
export function useSearchUrlState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null);
  const shown = pending && pending.from === search ? pending.to : search;
  const state = useMemo(() => parseSearchUrl(shown), [shown]);
  const setState = useCallback(
    (next: SearchUrlState, options: { replace?: boolean } = {}) => {
      // Read back before navigating: the URL gets the canonical form (normalised keywords)
      // at once instead of through the loader's redirect.
      const canonical = serializeSearchUrl(parseSearchUrl(serializeSearchUrl(next)));
      setPending({ from: search, to: canonical });
      navigate(`/search${canonical}`, { replace: options.replace });
    },
    [navigate, search],
  );
  return { state, setState };
}
