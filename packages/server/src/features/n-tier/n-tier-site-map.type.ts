import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { filterOf, NTierFilterInput } from "./n-tier.type.ts";
import { type NTierSiteMapView, nTierSiteMap } from "./n-tier-site-map.ts";
import { type NTierSiteOverviewView, nTierSiteOverview } from "./n-tier-site-overview.ts";

// The map's sites (spec 3 §7 "N-tier", map) in the lean form it draws from; see n-tier-site-map.ts.

const NTierSiteMapType = builder.objectRef<NTierSiteMapView>("NTierSiteMap").implement({
  description:
    "The drawable sites of the filtered network as parallel lists, in nTierSites' order: the i-th site is siteIds[i] at positions[2i] (longitude), positions[2i + 1] (latitude).",
  fields: (t) => ({
    siteCount: t.exposeInt("siteCount", {
      description: "Every site of the filtered network, with or without a position on earth.",
    }),
    countryCount: t.exposeInt("countryCount", {
      description: "Countries of the drawable sites; sites without a country count as one.",
    }),
    siteIds: t.exposeIDList("siteIds"),
    positions: t.exposeFloatList("positions", {
      description: "Longitude and latitude of each site in turn, in degrees to 5 decimals.",
    }),
    hasRisks: t.exposeBooleanList("hasRisks", {
      description: "Whether each site's company has risks.",
    }),
    companyIds: t.exposeIDList("companyIds", {
      description: "The companies with a drawable site.",
    }),
    companyFirstSites: t.exposeIntList("companyFirstSites", {
      description: "The index of each company's first site (where the map draws its flows).",
    }),
  }),
});

builder.queryFields((t) => ({
  nTierSiteMap: t.field({
    type: NTierSiteMapType,
    description:
      "The network's sites as the map draws them: positions and risk; nTierSites(ids) gives a clicked site's company and address. Needs nTier.",
    args: { filter: t.arg({ type: NTierFilterInput }), limit: t.arg.int({ defaultValue: 50000 }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierSiteMap, { filter: filterOf(args.filter), limit: args.limit ?? 50000 }),
      ),
  }),
}));

const NTierSiteOverviewType = builder
  .objectRef<NTierSiteOverviewView>("NTierSiteOverview")
  .implement({
    description:
      "The drawable sites summed into the cells of a 256 × 256 Web Mercator grid over the world, for the map's first drawing: cell i is at positions[2i] (longitude), positions[2i + 1] (latitude), its sites' mean position.",
    fields: (t) => ({
      siteCount: t.exposeInt("siteCount", {
        description: "Every site of the filtered network, with or without a position on earth.",
      }),
      countryCount: t.exposeInt("countryCount", {
        description: "Countries of the drawable sites; sites without a country count as one.",
      }),
      positions: t.exposeFloatList("positions"),
      siteCounts: t.exposeIntList("siteCounts"),
      riskyCounts: t.exposeIntList("riskyCounts", {
        description: "How many of each cell's sites belong to a company with risks.",
      }),
      siteIds: t.field({
        type: ["ID"],
        nullable: { list: false, items: true },
        description: "The site of a cell that holds only one, else null.",
        resolve: (overview) => overview.siteIds,
      }),
    }),
  });

builder.queryFields((t) => ({
  nTierSiteOverview: t.field({
    type: NTierSiteOverviewType,
    description:
      "The network's sites summed by grid cell, for the map's first drawing before nTierSiteMap. Needs nTier.",
    args: { filter: t.arg({ type: NTierFilterInput }), limit: t.arg.int({ defaultValue: 50000 }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierSiteOverview, {
          filter: filterOf(args.filter),
          limit: args.limit ?? 50000,
        }),
      ),
  }),
}));
