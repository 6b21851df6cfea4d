import { and, asc, eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NegativeNumberOfResultsError } from "../../core/errors.ts";
import { companySites, nTierNodes } from "./n-tier.table.ts";
import { type NTierFilter, nodeConditions, nTierAccess, visibleSites } from "./n-tier-access.ts";

/**
 * What the map draws of the filtered network's sites, as parallel lists rather than one object
 * a site: 50,000 sites as objects were a 13.5 MB answer that took seconds to make, parse and
 * hand to the map (issue 29). A site's company, name and address are asked for on a click
 * (nTierSites with ids). Sites are in nTierSites' order; only those with a position on earth
 * are listed, as only they can be drawn.
 */
export type NTierSiteMapView = {
  /** Every site of the filtered network, drawable or not (what nTierSites lists). */
  siteCount: number;
  /** Countries of the drawable sites; sites without a country count as one more. */
  countryCount: number;
  siteIds: string[];
  /** Longitude then latitude of each site in turn, to 5 decimals (about a metre). */
  positions: number[];
  hasRisks: boolean[];
  /** The companies with a drawable site, each with the index of its first one (flows start there). */
  companyIds: string[];
  companyFirstSites: number[];
};

const onEarth = (latitude: number, longitude: number) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;

const toFiveDecimals = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

export async function nTierSiteMap(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { filter?: NTierFilter | null; limit: number },
): Promise<NTierSiteMapView> {
  await nTierAccess(deps, actor);
  if (input.limit < 0) throw new NegativeNumberOfResultsError();
  const rows = await deps.db
    .select({
      id: companySites.id,
      companyId: companySites.companyId,
      countryCode: companySites.countryCode,
      latitude: companySites.latitude,
      longitude: companySites.longitude,
      hasRisks: nTierNodes.hasRisks,
    })
    .from(nTierNodes)
    .innerJoin(companySites, eq(companySites.companyId, nTierNodes.companyId))
    .where(and(nodeConditions(actor, input.filter), visibleSites(actor.organizationId)))
    .orderBy(asc(nTierNodes.tier), asc(nTierNodes.name), asc(companySites.id))
    .limit(input.limit);
  const view: NTierSiteMapView = {
    siteCount: rows.length,
    countryCount: 0,
    siteIds: [],
    positions: [],
    hasRisks: [],
    companyIds: [],
    companyFirstSites: [],
  };
  const countries = new Set<string>();
  const firstSites = new Map<string, number>();
  for (const row of rows) {
    if (!onEarth(row.latitude, row.longitude)) continue;
    const index = view.siteIds.length;
    view.siteIds.push(row.id);
    view.positions.push(toFiveDecimals(row.longitude), toFiveDecimals(row.latitude));
    view.hasRisks.push(row.hasRisks);
    countries.add(row.countryCode ?? "");
    if (!firstSites.has(row.companyId)) firstSites.set(row.companyId, index);
  }
  view.countryCount = countries.size;
  view.companyIds = [...firstSites.keys()];
  view.companyFirstSites = [...firstSites.values()];
  return view;
}
