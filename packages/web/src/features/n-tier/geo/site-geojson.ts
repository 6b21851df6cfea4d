import { countryName } from "@tierwise/common/countries";
import type { FeatureCollection, LineString, Point } from "geojson";
import type { ExpressionSpecification, LayerSpecification } from "maplibre-gl";
import type { NTierEdge, NTierSite } from "../n-tier.graphql.ts";
import type { NTierSiteMap, NTierSiteOverview } from "./site-map.graphql.ts";

/** What a site point carries into MapLibre (and back out of a click or a cluster's leaves). */
export interface SiteProperties {
  siteId: string;
  companyId: string;
  companyName: string;
  tier: number;
  hasRisks: boolean;
  name: string | null;
  address: string | null;
  countryCode: string | null;
}
export type SiteCollection = FeatureCollection<Point, SiteProperties>;

const onEarth = (site: NTierSite) =>
  Number.isFinite(site.latitude) &&
  Number.isFinite(site.longitude) &&
  Math.abs(site.latitude) <= 90 &&
  Math.abs(site.longitude) <= 180;

/** Sites as GeoJSON points (longitude first, as GeoJSON wants); impossible positions are left out. */
export function sitesToGeoJson(sites: readonly NTierSite[]): SiteCollection {
  return {
    type: "FeatureCollection",
    features: sites.filter(onEarth).map((site) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [site.longitude, site.latitude] },
      properties: {
        siteId: site.id,
        companyId: site.companyId,
        companyName: site.companyName,
        tier: site.tier,
        hasRisks: site.hasRisks,
        name: site.name,
        address: site.address,
        countryCode: site.countryCode,
      },
    })),
  };
}

/**
 * What a point on the map carries: how many sites it stands for and how many of them have
 * risks (what clustering sums and colouring reads), and where a click finds its site: `site`
 * indexes the site map's ids, `siteId` is a lone site's own in the first drawing's cells.
 * Every property is copied to the map's worker and through each zoom level of the
 * clustering, so there is nothing more (issue 29).
 */
export type SitePointProperties = { sites: number; risky: number; site?: number; siteId?: string };
export type SitePoints = FeatureCollection<Point, SitePointProperties>;

const point = (
  longitude: number | undefined,
  latitude: number | undefined,
  properties: SitePointProperties,
): SitePoints["features"][number] => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [longitude ?? 0, latitude ?? 0] },
  properties,
});

/** Every site, one point each, from the lean site map (its positions are all on Earth). */
export function siteMapPoints(map: NTierSiteMap): SitePoints {
  const features = map.siteIds.map((_, site) =>
    point(map.positions[2 * site], map.positions[2 * site + 1], {
      sites: 1,
      risky: map.hasRisks[site] ? 1 : 0,
      site,
    }),
  );
  return { type: "FeatureCollection", features };
}

/** The first drawing: one point a grid cell, weighted by its sites; a lone site keeps its id. */
export function overviewPoints(overview: NTierSiteOverview | null | undefined): SitePoints {
  const features = (overview?.siteCounts ?? []).map((sites, cell) => {
    const siteId = overview?.siteIds[cell];
    return point(overview?.positions[2 * cell], overview?.positions[2 * cell + 1], {
      sites,
      risky: overview?.riskyCounts[cell] ?? 0,
      ...(siteId ? { siteId } : {}),
    });
  });
  return { type: "FeatureCollection", features };
}

/** The site a point stands for, when it stands for one: what a click asks about. */
export function pointSiteId(
  properties: SitePointProperties,
  siteIds: readonly string[],
): string | null {
  if (properties.siteId) return properties.siteId;
  return properties.site === undefined ? null : (siteIds[properties.site] ?? null);
}

export const siteSourceId = "sites";
export const siteColours = { risky: "#e03131", clear: "#1c7ed6", flow: "#868e96" } as const;

/**
 * Clustering of the site source: tens of thousands of sites stay readable, and each cluster
 * sums its points' sites and risky sites, so it is sized and coloured like its members without
 * reading its leaves, whether they are sites or the first drawing's weighted cells.
 */
export const siteClusterOptions = {
  cluster: true,
  clusterRadius: 40,
  // Past this zoom every site is drawn on its own, so a click reaches a single site. Each zoom
  // level up to it is one more clustering pass over every site in the map's worker: at 10 (a
  // city's districts) rather than 12, 50,000 sites are drawn a second sooner (issue 29).
  clusterMaxZoom: 10,
  clusterProperties: {
    sites: ["+", ["get", "sites"]],
    risky: ["+", ["get", "risky"]],
  },
} as const;

/** The circle layers of the site source: clusters sized by their sites, all coloured by risk. */
export const siteClusterLayerId = "site-clusters";
export const sitePointLayerId = "site-points";

/** A cluster of the map's, or a cell of the first drawing that holds more than one site. */
const manySites: ExpressionSpecification = [
  "any",
  ["has", "point_count"],
  [">", ["get", "sites"], 1],
];
const riskColour: ExpressionSpecification = [
  "case",
  [">", ["get", "risky"], 0],
  siteColours.risky,
  siteColours.clear,
];

export const siteLayers: LayerSpecification[] = [
  {
    id: siteClusterLayerId,
    type: "circle",
    source: siteSourceId,
    filter: manySites,
    paint: {
      "circle-color": riskColour,
      "circle-opacity": 0.75,
      "circle-radius": ["step", ["get", "sites"], 12, 10, 16, 100, 22, 1000, 28],
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 2,
    },
  },
  {
    id: sitePointLayerId,
    type: "circle",
    source: siteSourceId,
    filter: ["!", manySites],
    paint: {
      "circle-color": riskColour,
      "circle-radius": 6,
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 1.5,
    },
  },
];

export interface CompanyAtSites {
  companyId: string;
  companyName: string;
  tier: number;
  hasRisks: boolean;
  sites: { siteId: string; label: string }[];
}

/** A site's line in a list: its name and address, whichever it has. */
export function siteLabel(site: Pick<SiteProperties, "name" | "address">): string {
  return [site.name, site.address].filter(Boolean).join(", ") || "Unnamed site";
}

/** The companies behind a set of clicked sites, by name, each with its sites (for the popup). */
export function companiesAtSites(sites: readonly SiteProperties[]): CompanyAtSites[] {
  const byCompany = new Map<string, CompanyAtSites>();
  for (const site of sites) {
    const entry = byCompany.get(site.companyId) ?? {
      companyId: site.companyId,
      companyName: site.companyName,
      tier: site.tier,
      hasRisks: site.hasRisks,
      sites: [],
    };
    entry.hasRisks ||= site.hasRisks;
    entry.sites.push({ siteId: site.siteId, label: siteLabel(site) });
    byCompany.set(site.companyId, entry);
  }
  return [...byCompany.values()].sort((a, b) => a.companyName.localeCompare(b.companyName));
}

export interface CountrySites {
  /** Alpha-2, or "" for sites without a country. */
  code: string;
  name: string;
  companies: CompanyAtSites[];
  siteCount: number;
}

/** Sites grouped by country then company: the list shown instead of (or beside) the map. */
export function sitesByCountry(sites: readonly NTierSite[]): CountrySites[] {
  const byCountry = new Map<string, SiteProperties[]>();
  for (const feature of sitesToGeoJson(sites).features) {
    const code = feature.properties.countryCode ?? "";
    const members = byCountry.get(code) ?? [];
    members.push(feature.properties);
    byCountry.set(code, members);
  }
  return [...byCountry]
    .map(([code, members]) => ({
      code,
      name: code ? (countryName(code) ?? code) : "Unknown country",
      companies: companiesAtSites(members),
      siteCount: members.length,
    }))
    .sort((a, b) => (a.code === "" ? 1 : b.code === "" ? -1 : a.name.localeCompare(b.name)));
}

export interface FlowProperties {
  supplierId: string;
  customerId: string;
}

/**
 * Supply flows as lines from a supplier's first site to its customer's first site. Edges to the
 * organisation itself (tier 1) and companies without a site draw nothing.
 */
export function flowLines(
  map: NTierSiteMap | null | undefined,
  edges: readonly NTierEdge[],
): FeatureCollection<LineString, FlowProperties> {
  const firstSite = new Map<string, [number, number]>();
  map?.companyIds.forEach((companyId, i) => {
    const site = map.companyFirstSites[i] ?? 0;
    firstSite.set(companyId, [map.positions[2 * site] ?? 0, map.positions[2 * site + 1] ?? 0]);
  });
  const features = edges.flatMap((edge) => {
    const from = firstSite.get(edge.supplierId);
    const to = firstSite.get(edge.customerId);
    if (!from || !to || edge.supplierId === edge.customerId) return [];
    return [
      {
        type: "Feature" as const,
        geometry: { type: "LineString" as const, coordinates: [from, to] },
        properties: { supplierId: edge.supplierId, customerId: edge.customerId },
      },
    ];
  });
  return { type: "FeatureCollection", features };
}
