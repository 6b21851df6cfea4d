import { apolloClient } from "../../../app/apollo-client.ts";
import { nTierFilterInput, readNTierFilter } from "../n-tier-filter.ts";
import { N_TIER_SITE_OVERVIEW_QUERY } from "./site-map.graphql.ts";
import { webGlAvailable } from "./webgl-support.ts";

/**
 * Started by the route's loader once the visitor may see the map: the map's code (MapLibre and
 * its worker) and its first drawing's sites (summed by grid cell) load together, rather than
 * one after the other behind the page's own code (issue 29: the first drawing of 50,000
 * sites). The view's own query then finds the answer in the cache, or joins the request still
 * under way.
 */
export function preloadMap(search: string) {
  if (!preloadMapCode()) return;
  const filter = nTierFilterInput(readNTierFilter(new URLSearchParams(search)));
  // A failure is the view's to show when it asks again.
  void apolloClient
    .query({ query: N_TIER_SITE_OVERVIEW_QUERY, variables: { filter } })
    .catch(() => undefined);
}

/** The view's and the map's code (MapLibre, whose module starts its worker); false without WebGL. */
export function preloadMapCode(): boolean {
  if (!webGlAvailable()) return false;
  void import("./NTierGeoView.tsx");
  void import("./NTierMap.tsx");
  return true;
}
