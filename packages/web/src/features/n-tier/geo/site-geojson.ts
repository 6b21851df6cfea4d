import { countryName } from "@tierwise/common/countries";
import type { FeatureCollection, LineString, Point } from "geojson";
import type { AddLayerObject } from "maplibre-gl";
import type { NTierEdge, NTierSite } from "../n-tier.graphql.ts";

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

/** What a point on the map carries: the rest stays in the page, looked up by siteId on a click. */
export type SitePointProperties = Pick<SiteProperties, "siteId" | "hasRisks">;
export type SitePoints = FeatureCollection<Point, SitePointProperties>;

/**
 * The map's points: only what clustering and colouring read. Every property is copied to the
 * map's worker and through each zoom level of the clustering; with 50,000 sites the full
 * properties cost seconds of the first render (issue 29).
 */
export function sitePoints(collection: SiteCollection): SitePoints {
  return {
    type: "FeatureCollection",
    features: collection.features.map((feature) => ({
      type: "Feature",
      geometry: feature.geometry,
      properties: { siteId: feature.properties.siteId, hasRisks: feature.properties.hasRisks },
    })),
  };
}

/** The sites' full properties by id, for what a click on points or a cluster opens. */
export function siteDetails(collection: SiteCollection): ReadonlyMap<string, SiteProperties> {
  return new Map(
    collection.features.map((feature) => [feature.properties.siteId, feature.properties]),
  );
}

export const siteSourceId = "sites";
export const siteColours = { risky: "#e03131", clear: "#1c7ed6", flow: "#868e96" } as const;

/**
 * Clustering of the site source: tens of thousands of sites stay readable, and each cluster
 * counts its risky sites so it can be coloured like its members without reading its leaves.
 */
export const siteClusterOptions = {
  cluster: true,
  clusterRadius: 40,
  // Past this zoom every site is drawn on its own, so a click reaches a single site. Each zoom
  // level up to it is one more clustering pass over every site in the map's worker: at 10 (a
  // city's districts) rather than 12, 50,000 sites are drawn a second sooner (issue 29).
  clusterMaxZoom: 10,
  clusterProperties: { riskyCount: ["+", ["case", ["get", "hasRisks"], 1, 0]] },
} as const;

/** The circle layers of the site source: clusters sized by count, sites coloured by risk. */
export const siteClusterLayerId = "site-clusters";
export const sitePointLayerId = "site-points";

export const siteLayers: AddLayerObject[] = [
  {
    id: siteClusterLayerId,
    type: "circle",
    source: siteSourceId,
    filter: ["has", "point_count"],
    paint: {
      "circle-color": [
        "case",
        [">", ["get", "riskyCount"], 0],
        siteColours.risky,
        siteColours.clear,
      ],
      "circle-opacity": 0.75,
      "circle-radius": ["step", ["get", "point_count"], 12, 10, 16, 100, 22, 1000, 28],
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 2,
    },
  },
  {
    id: sitePointLayerId,
    type: "circle",
    source: siteSourceId,
    filter: ["!", ["has", "point_count"]],
    paint: {
      "circle-color": ["case", ["get", "hasRisks"], siteColours.risky, siteColours.clear],
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
  sites: readonly NTierSite[],
  edges: readonly NTierEdge[],
): FeatureCollection<LineString, FlowProperties> {
  const firstSite = new Map<string, [number, number]>();
  for (const feature of sitesToGeoJson(sites).features) {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    if (!firstSite.has(feature.properties.companyId)) {
      firstSite.set(feature.properties.companyId, [longitude, latitude]);
    }
  }
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
