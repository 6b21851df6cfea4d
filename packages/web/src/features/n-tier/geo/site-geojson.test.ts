import { describe, expect, it } from "vitest";
import { acme, borealis, cobalt, nTierEdge, nTierSite } from "../graph/n-tier-test-fixtures.ts";
import {
  companiesAtSites,
  flowLines,
  overviewPoints,
  pointSiteId,
  siteClusterOptions,
  siteMapPoints,
  sitesByCountry,
  sitesToGeoJson,
} from "./site-geojson.ts";
import type { NTierSiteMap } from "./site-map.graphql.ts";

const berlin = nTierSite("s1", acme, {
  countryCode: "DE",
  latitude: 52.52,
  longitude: 13.4,
  name: "Berlin plant",
});
const hamburg = nTierSite("s2", acme, { countryCode: "DE", latitude: 53.55, longitude: 9.99 });
const lyon = nTierSite("s3", borealis, {
  countryCode: "FR",
  latitude: 45.76,
  longitude: 4.84,
  name: "Lyon",
});
const santiago = nTierSite("s4", cobalt, {
  countryCode: "CL",
  latitude: -33.45,
  longitude: -70.67,
});
const nowhere = nTierSite("s5", cobalt, { countryCode: null, latitude: 10, longitude: 20 });

/** The lean form of Berlin, Hamburg (both Acme's) and Santiago (Cobalt's, with risks). */
const siteMap: NTierSiteMap = {
  __typename: "NTierSiteMap",
  siteCount: 3,
  countryCount: 2,
  siteIds: ["s1", "s2", "s4"],
  positions: [13.4, 52.52, 9.99, 53.55, -70.67, -33.45],
  hasRisks: [false, false, true],
  companyIds: ["c1", "c3"],
  companyFirstSites: [0, 2],
};

describe("site GeoJSON", () => {
  it("puts each site at [longitude, latitude] with what the popup and colours need", () => {
    const collection = sitesToGeoJson([berlin, lyon]);
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features).toHaveLength(2);
    expect(collection.features[0]).toEqual({
      type: "Feature",
      geometry: { type: "Point", coordinates: [13.4, 52.52] },
      properties: {
        siteId: "s1",
        companyId: "c1",
        companyName: "Acme Metals",
        tier: 1,
        hasRisks: false,
        name: "Berlin plant",
        address: null,
        countryCode: "DE",
      },
    });
    expect(collection.features[1]?.properties.hasRisks).toBe(true);
  });

  it("leaves out sites whose position is not on Earth", () => {
    const impossible = { ...berlin, id: "bad", latitude: 95 };
    const notANumber = { ...berlin, id: "nan", longitude: Number.NaN };
    expect(
      sitesToGeoJson([impossible, notANumber, lyon]).features.map((f) => f.properties.siteId),
    ).toEqual(["s3"]);
  });

  it("clusters the points and sums their sites and risky sites in each cluster", () => {
    expect(siteClusterOptions.cluster).toBe(true);
    expect(siteClusterOptions.clusterProperties).toEqual({
      sites: ["+", ["get", "sites"]],
      risky: ["+", ["get", "risky"]],
    });
  });

  it("hands the map each site's index and risk only; a click finds its id by the index", () => {
    const points = siteMapPoints(siteMap);
    expect(points.features).toEqual([
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [13.4, 52.52] },
        properties: { sites: 1, risky: 0, site: 0 },
      },
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [9.99, 53.55] },
        properties: { sites: 1, risky: 0, site: 1 },
      },
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [-70.67, -33.45] },
        properties: { sites: 1, risky: 1, site: 2 },
      },
    ]);
    expect(points.features.map((f) => pointSiteId(f.properties, siteMap.siteIds))).toEqual([
      "s1",
      "s2",
      "s4",
    ]);
  });

  it("first draws the grid cells weighted by their sites; a lone site keeps its id", () => {
    const points = overviewPoints({
      __typename: "NTierSiteOverview",
      siteCount: 3,
      countryCount: 2,
      positions: [11.7, 53.0, -70.67, -33.45],
      siteCounts: [2, 1],
      riskyCounts: [0, 1],
      siteIds: [null, "s4"],
    });
    expect(points.features).toEqual([
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [11.7, 53.0] },
        properties: { sites: 2, risky: 0 },
      },
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [-70.67, -33.45] },
        properties: { sites: 1, risky: 1, siteId: "s4" },
      },
    ]);
    expect(points.features.map((f) => pointSiteId(f.properties, []))).toEqual([null, "s4"]);
    expect(overviewPoints(undefined).features).toEqual([]);
  });

  it("groups clicked sites by company, by name", () => {
    const props = sitesToGeoJson([lyon, berlin, hamburg]).features.map((f) => f.properties);
    expect(companiesAtSites(props)).toEqual([
      {
        companyId: "c1",
        companyName: "Acme Metals",
        tier: 1,
        hasRisks: false,
        sites: [
          { siteId: "s1", label: "Berlin plant" },
          { siteId: "s2", label: "Unnamed site" },
        ],
      },
      {
        companyId: "c2",
        companyName: "Borealis Parts",
        tier: 1,
        hasRisks: true,
        sites: [{ siteId: "s3", label: "Lyon" }],
      },
    ]);
  });

  it("lists the sites by country name, sites without a country last", () => {
    const countries = sitesByCountry([nowhere, lyon, santiago, berlin, hamburg]);
    expect(countries.map((c) => [c.code, c.name, c.siteCount])).toEqual([
      ["CL", "Chile", 1],
      ["FR", "France", 1],
      ["DE", "Germany", 2],
      ["", "Unknown country", 1],
    ]);
    expect(countries[2]?.companies.map((c) => c.companyName)).toEqual(["Acme Metals"]);
  });

  it("draws a flow from a supplier's first site to its customer's, none to the organisation", () => {
    const flows = flowLines(siteMap, [
      nTierEdge("c3", "c1"),
      nTierEdge("c1", "organisation"),
      nTierEdge("c3", "c2"),
    ]);
    expect(flows.features).toEqual([
      {
        type: "Feature",
        geometry: {
          type: "LineString",
          coordinates: [
            [-70.67, -33.45],
            [13.4, 52.52],
          ],
        },
        properties: { supplierId: "c3", customerId: "c1" },
      },
    ]);
  });
});
