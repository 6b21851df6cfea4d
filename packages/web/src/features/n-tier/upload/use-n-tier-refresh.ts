import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";

/** The n-tier views' queries (../n-tier.graphql.ts) by operation name, with their root field. */
const nTierQueries: ReadonlyMap<string, string> = new Map([
  ["NTierCompanies", "nTierCompanies"],
  ["NTierGraph", "nTierGraph"],
  ["NTierSites", "nTierSites"],
  ["NTierSiteMap", "nTierSiteMap"],
  ["NTierSiteOverview", "nTierSiteOverview"],
  ["NTierExposure", "nTierExposure"],
  ["NTierFilterValues", "nTierFilterValues"],
]);

/**
 * The network is recomputed by a job after a relation or site is written, so the first answer
 * may still be the old network: the views ask again now and a few times over the next half
 * minute; after that, the next visit shows it.
 */
export const nTierRefreshDelaysMs = [0, 3_000, 8_000, 20_000];

/**
 * Asks the n-tier views for the network again after an upload changed it. Views on screen
 * refetch, keeping what they show until the answer comes; the answers of views not on screen
 * (the other tabs, unmounted) leave the cache, so those ask the server when they are opened.
 */
export function useNTierRefresh() {
  const client = useApolloClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );
  const refreshOnce = useCallback(() => {
    const active = new Set<string>();
    for (const query of client.getObservableQueries("active"))
      if (query.queryName && nTierQueries.has(query.queryName)) active.add(query.queryName);
    for (const [name, fieldName] of nTierQueries)
      if (!active.has(name)) client.cache.evict({ id: "ROOT_QUERY", fieldName });
    // Named only when on screen: Apollo warns about a named query that is not.
    if (active.size > 0) void client.refetchQueries({ include: [...active] });
  }, [client]);
  return useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = nTierRefreshDelaysMs.map((delay) => setTimeout(refreshOnce, delay));
  }, [refreshOnce]);
}
