import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { CompanyType } from "../companies/company.type.ts";
import type { NTierFilter } from "./n-tier-access.ts";
import { nTierExposure } from "./n-tier-exposure.service.ts";
import { type NTierFilterField, nTierFilterValues } from "./n-tier-filter-values.service.ts";
import {
  type NTierNodeView,
  type NTierSiteView,
  type NTierSort,
  nTierCompanies,
  nTierGraph,
  nTierSites,
  supplierTier,
} from "./n-tier-read.service.ts";

// Spec 3 §7 "N-tier": companies, relations, graph, map and filters of the viewer organisation's
// supplier network, and Company.supplierTier. Every field needs the `nTier` flag.

const NTierSortFieldEnum = builder.enumType("NTierSortField", {
  values: ["tier", "name", "country", "centrality", "impact"] as const,
});
const SortDirectionEnum = builder.enumType("SortDirection", { values: ["asc", "desc"] as const });
const NTierFilterFieldEnum = builder.enumType("NTierFilterField", {
  values: ["country", "industry", "part"] as const,
});

export const NTierSortInput = builder.inputType("NTierSort", {
  fields: (t) => ({
    field: t.field({ type: NTierSortFieldEnum, required: true }),
    direction: t.field({ type: SortDirectionEnum, required: true }),
  }),
});

const NTierRegionInput = builder.inputType("NTierRegion", {
  description:
    "A bounding box in degrees (GeoJSON order). West east of east crosses the antimeridian.",
  fields: (t) => ({
    west: t.float({ required: true, description: "Longitude, -180..180." }),
    south: t.float({ required: true, description: "Latitude, -90..90." }),
    east: t.float({ required: true, description: "Longitude, -180..180." }),
    north: t.float({ required: true, description: "Latitude, -90..90, not south of south." }),
  }),
});

export const NTierFilterInput = builder.inputType("NTierFilter", {
  fields: (t) => ({
    tiers: t.intList({ description: "1..3" }),
    countries: t.stringList({ description: "ISO alpha-2." }),
    industries: t.stringList({ description: "The company's NAICS sector name." }),
    parts: t.stringList(),
    hasRisks: t.boolean(),
    search: t.string({ description: "Company name contains." }),
  }),
});

const NTierNodeType = builder.objectRef<NTierNodeView>("NTierNode").implement({
  fields: (t) => ({
    id: t.exposeID("id", { description: "The company id." }),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    countryCode: t.exposeString("countryCode", { nullable: true }),
    industry: t.exposeString("industry", { nullable: true }),
    tier: t.exposeInt("tier"),
    parts: t.exposeStringList("parts", {
      description: "Parts or products this company supplies on its relations within the network.",
    }),
    hasRisks: t.exposeBoolean("hasRisks"),
    centrality: t.exposeFloat("centrality", {
      nullable: true,
      description: "Betweenness, normalised 0..1. Needs nTierCentralityScore.",
    }),
    degree: t.exposeInt("degree", { nullable: true, description: "Needs nTierCentralityScore." }),
    impact: t.exposeInt("impact", {
      nullable: true,
      description:
        "How many of the organisation's tier-1 suppliers depend on it. Needs nTierImpact.",
    }),
    siteCount: t.exposeInt("siteCount"),
    alertCount: t.exposeInt("alertCount", {
      description: "Alerts of the last 90 days the viewer may see (0 without alerts).",
    }),
    riskCount: t.exposeInt("riskCount"),
  }),
});

const NTierNodePageType = builder
  .objectRef<{ items: NTierNodeView[]; total: number }>("NTierNodePage")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [NTierNodeType], resolve: (page) => page.items }),
      total: t.exposeInt("total"),
    }),
  });

type EdgeView = { supplierId: string; customerId: string; parts: string[] };
const NTierEdgeType = builder.objectRef<EdgeView>("NTierEdge").implement({
  fields: (t) => ({
    supplierId: t.exposeID("supplierId"),
    customerId: t.exposeID("customerId"),
    parts: t.exposeStringList("parts"),
  }),
});

const NTierGraphType = builder
  .objectRef<{ nodes: NTierNodeView[]; edges: EdgeView[]; truncated: boolean }>("NTierGraph")
  .implement({
    description:
      "Edges between the returned nodes; a tier-1 node's customer is the organisation itself (not a node).",
    fields: (t) => ({
      nodes: t.field({ type: [NTierNodeType], resolve: (g) => g.nodes }),
      edges: t.field({ type: [NTierEdgeType], resolve: (g) => g.edges }),
      truncated: t.exposeBoolean("truncated"),
    }),
  });

const NTierSiteType = builder.objectRef<NTierSiteView>("NTierSite").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    companyId: t.exposeID("companyId"),
    companyName: t.exposeString("companyName"),
    tier: t.exposeInt("tier"),
    name: t.exposeString("name", { nullable: true }),
    address: t.exposeString("address", { nullable: true }),
    countryCode: t.exposeString("countryCode", { nullable: true }),
    latitude: t.exposeFloat("latitude"),
    longitude: t.exposeFloat("longitude"),
    hasRisks: t.exposeBoolean("hasRisks"),
  }),
});

type FilterValue = { value: string; label: string; count: number };
const NTierFilterValueType = builder.objectRef<FilterValue>("NTierFilterValue").implement({
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label"),
    count: t.exposeInt("count"),
  }),
});

const NTierFilterValuePageType = builder
  .objectRef<{ values: FilterValue[]; hasMore: boolean }>("NTierFilterValuePage")
  .implement({
    fields: (t) => ({
      values: t.field({ type: [NTierFilterValueType], resolve: (p) => p.values }),
      hasMore: t.exposeBoolean("hasMore"),
    }),
  });

/** GraphQL's input (nulls for absent fields) as the services read it. */
export const filterOf = (
  filter: typeof NTierFilterInput.$inferInput | null | undefined,
): NTierFilter => filter ?? {};

builder.queryFields((t) => ({
  nTierCompanies: t.field({
    type: NTierNodePageType,
    description: "The viewer organisation's network as a table page (page from 1). Needs nTier.",
    args: {
      filter: t.arg({ type: NTierFilterInput }),
      sort: t.arg({ type: NTierSortInput }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 50 }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierCompanies, {
          filter: filterOf(args.filter),
          sort: (args.sort as NTierSort | null | undefined) ?? null,
          page: args.page ?? 1,
          pageSize: args.pageSize ?? 50,
        }),
      ),
  }),
  nTierGraph: t.field({
    type: NTierGraphType,
    description: "Nodes (tier order, up to limit) and the relations between them. Needs nTier.",
    args: { filter: t.arg({ type: NTierFilterInput }), limit: t.arg.int({ defaultValue: 2000 }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierGraph, { filter: filterOf(args.filter), limit: args.limit ?? 2000 }),
      ),
  }),
  nTierSites: t.field({
    type: [NTierSiteType],
    description: "Sites of the network's companies. Needs nTier.",
    args: {
      filter: t.arg({ type: NTierFilterInput }),
      limit: t.arg.int({ defaultValue: 50000 }),
      ids: t.arg.idList({
        description: "Only these sites (those clicked on the map); absent means every site.",
      }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierSites, {
          filter: filterOf(args.filter),
          limit: args.limit ?? 50000,
          ids: args.ids?.map(String) ?? null,
        }),
      ),
  }),
  nTierExposure: t.field({
    type: [NTierNodeType],
    description:
      "Tier-1 suppliers that depend (at any tier up to 3) on a company with a site in one of these countries, in the region, or in both when both are given (AND); at least one is needed. hasRisks narrows to risky ones.",
    args: {
      countries: t.arg.stringList({ description: "ISO alpha-2." }),
      region: t.arg({ type: NTierRegionInput }),
      hasRisks: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierExposure, {
          countries: args.countries,
          region: args.region,
          hasRisks: args.hasRisks,
        }),
      ),
  }),
  nTierFilterValues: t.field({
    type: NTierFilterValuePageType,
    description: "One page of 5 values of a filter (spec 3 §9), page from 1.",
    args: {
      field: t.arg({ type: NTierFilterFieldEnum, required: true }),
      search: t.arg.string(),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierFilterValues, {
          field: args.field as NTierFilterField,
          search: args.search,
          page: args.page ?? 1,
        }),
      ),
  }),
}));

// The n-tier feature adds this to the companies feature's Company type, so companies never
// imports n-tier.
builder.objectField(CompanyType, "supplierTier", (t) =>
  t.int({
    nullable: true,
    description:
      "The viewer organisation's tier for this company; null outside its network or without nTier.",
    resolve: async (company, _args, ctx) => {
      const actor = await ctx.actor();
      if (!actor?.organization) return null;
      return asTenant(ctx, supplierTier, company.id);
    },
  }),
);
