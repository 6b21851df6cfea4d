import { familyRoles, profileAreaKeys } from "@tierwise/common/company-profile";
import { countryName } from "@tierwise/common/countries";
import { authorize } from "../../core/authorize.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant, requireTenant } from "../../graphql/guards.ts";
import { reportCoverage, visibleProfileAreas, withoutUncoveredReports } from "./company.policy.ts";
import { type Company, companyStatusCodes } from "./company.table.ts";
import {
  companiesByIds,
  companyByDuns,
  companyById,
  companyForRoute,
} from "./company-access.service.ts";
import { competitorSuggestions } from "./profile/competitors.service.ts";
import { corporateHierarchy } from "./profile/corporate-hierarchy.service.ts";
import {
  CorporateHierarchyType,
  HierarchyFilterInput,
} from "./profile/corporate-hierarchy.type.ts";
import { companyFinancials } from "./profile/financials.service.ts";
import { FinancialYearType } from "./profile/financials.type.ts";
import { filterLinks } from "./profile/link-analysis.ts";
import { LinkAnalysisFilterInput } from "./profile/link-analysis.type.ts";
import { ProfileAreaKeyEnum, ProfileAreaType } from "./profile/profile-area.type.ts";
import { loadProfileAreas } from "./profile/profile-areas.service.ts";

export const CompanyStatusCodeEnum = builder.enumType("CompanyStatusCode", {
  values: companyStatusCodes,
});

type CompanyTag = { name: string; slug: string; primary: boolean };
const CompanyTagType = builder.objectRef<CompanyTag>("CompanyTag").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    primary: t.exposeBoolean("primary"),
  }),
});

type GeoPoint = { lat: number; lon: number };
const GeoPointType = builder.objectRef<GeoPoint>("GeoPoint").implement({
  fields: (t) => ({ lat: t.exposeFloat("lat"), lon: t.exposeFloat("lon") }),
});

type CompanyLocation = {
  city: string | null;
  countryCode: string | null;
  subdivisionName: string | null;
  hq: boolean;
  geoLocation: GeoPoint | null;
};
const CompanyLocationType = builder.objectRef<CompanyLocation>("CompanyLocation").implement({
  fields: (t) => ({
    city: t.exposeString("city", { nullable: true }),
    countryCode: t.exposeString("countryCode", { nullable: true }),
    country: t.string({
      nullable: true,
      resolve: (l) => (l.countryCode ? (countryName(l.countryCode) ?? l.countryCode) : null),
    }),
    subdivisionName: t.exposeString("subdivisionName", { nullable: true }),
    hq: t.exposeBoolean("hq"),
    geoLocation: t.field({ type: GeoPointType, nullable: true, resolve: (l) => l.geoLocation }),
  }),
});

type Provenance = { field: string; source: string; fetchedAt: string };
const FieldProvenanceType = builder.objectRef<Provenance>("FieldProvenance").implement({
  fields: (t) => ({
    field: t.exposeString("field"),
    source: t.exposeString("source"),
    fetchedAt: t.field({ type: "DateTime", resolve: (p) => new Date(p.fetchedAt) }),
  }),
});

/** The latest value of each search metric, as kept on the company row. */
const CompanyMetricsType = builder.objectRef<Company>("CompanyMetrics").implement({
  fields: (t) => ({
    employeeCount: t.exposeInt("employeeCount", { nullable: true }),
    foundedYear: t.exposeInt("foundedYear", { nullable: true }),
    revenueUsd: t.exposeFloat("revenueUsd", { nullable: true }),
    revenueGrowth: t.exposeFloat("revenueGrowth", { nullable: true }),
    currentRatio: t.exposeFloat("currentRatio", { nullable: true }),
    quickRatio: t.exposeFloat("quickRatio", { nullable: true }),
    altmanZScore: t.exposeFloat("altmanZScore", { nullable: true }),
    creditScore: t.exposeInt("creditScore", { nullable: true }),
    creditRating: t.exposeString("creditRating", { nullable: true }),
    creditAgencyRating: t.exposeString("creditAgencyRating", { nullable: true }),
    fraudScore: t.exposeInt("fraudScore", { nullable: true }),
    viabilityScore: t.exposeInt("viabilityScore", { nullable: true }),
    securityRating: t.exposeInt("securityRating", { nullable: true }),
    securityGrade: t.exposeString("securityGrade", { nullable: true }),
    esgScore: t.exposeFloat("esgScore", { nullable: true }),
  }),
});

export const CompanyType = builder.objectRef<Company>("Company");
CompanyType.implement({
  description: "A company, with its profile assembled from several data providers.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    displayName: t.exposeString("displayName"),
    legalName: t.exposeString("legalName", { nullable: true }),
    logoUrl: t.exposeString("logoUrl", { nullable: true }),
    imageUrl: t.exposeString("logoUrl", { nullable: true }),
    duns: t.exposeString("duns", { nullable: true }),
    globalId: t.exposeString("globalId", { nullable: true }),
    alertsTopicName: t.exposeString("displayName"),
    statusCode: t.field({ type: CompanyStatusCodeEnum, resolve: (c) => c.statusCode }),
    website: t.exposeString("website", { nullable: true }),
    naicsCode: t.exposeString("naicsCode", { nullable: true }),
    naicsTitle: t.exposeString("naicsTitle", { nullable: true }),
    sector: t.exposeString("sector", { nullable: true }),
    diversity: t.exposeStringList("diversity"),
    investors: t.exposeStringList("investors"),
    collections: t.exposeStringList("collections"),
    familyRoleCode: t.exposeString("familyRoleCode", { nullable: true }),
    familyRole: t.string({
      nullable: true,
      resolve: (c) =>
        c.familyRoleCode
          ? (familyRoles[c.familyRoleCode as keyof typeof familyRoles] ?? null)
          : null,
    }),
    tags: t.field({ type: [CompanyTagType], resolve: (c) => c.tags }),
    locations: t.field({
      type: [CompanyLocationType],
      resolve: (c) => [
        {
          city: c.city,
          countryCode: c.countryCode,
          subdivisionName: c.region,
          hq: true,
          geoLocation:
            c.latitude !== null && c.longitude !== null
              ? { lat: c.latitude, lon: c.longitude }
              : null,
        },
      ],
    }),
    metrics: t.field({
      type: CompanyMetricsType,
      // Credit, fraud and viability come with the reports package (company.policy.ts).
      resolve: async (c, _args, ctx) => {
        const actor = await requireTenant(ctx);
        return withoutUncoveredReports(c, await reportCoverage(ctx.db, actor), actor);
      },
    }),
    provenance: t.field({
      type: [FieldProvenanceType],
      resolve: (c) => Object.entries(c.provenance).map(([field, p]) => ({ field, ...p })),
    }),
    parent: t.field({
      type: CompanyType,
      nullable: true,
      resolve: async (c, _args, ctx) =>
        c.parentCompanyId
          ? ((await asTenant(ctx, companiesByIds, [c.parentCompanyId]))[0] ?? null)
          : null,
    }),
    profile: t.field({
      type: [ProfileAreaType],
      description:
        "The chosen provider's records for each area asked (all areas when none are named).",
      args: { areas: t.arg({ type: [ProfileAreaKeyEnum], required: false }) },
      resolve: async (c, args, ctx) => {
        const actor = await requireTenant(ctx);
        // Areas the actor may not read (link analysis, reports without the package) are left out.
        const allowed = await visibleProfileAreas(
          ctx.db,
          actor,
          c.id,
          args.areas ?? profileAreaKeys,
        );
        return loadProfileAreas(ctx.db, ctx.config, c, allowed);
      },
    }),
    financials: t.field({
      type: [FinancialYearType],
      description:
        "Balance sheet, income statement and cash flow per fiscal year, oldest first, with ratios.",
      resolve: async (c, _args, ctx) => {
        await requireTenant(ctx);
        return companyFinancials(ctx.db, c.id);
      },
    }),
    reportsAvailable: t.boolean({
      description: "Whether the organisation holds a data package with reports for this company.",
      resolve: async (c, _args, ctx) => {
        const actor = await requireTenant(ctx);
        return (await reportCoverage(ctx.db, actor)).covers(c.id);
      },
    }),
    corporateHierarchy: t.field({
      type: CorporateHierarchyType,
      args: { filter: t.arg({ type: HierarchyFilterInput, required: false }) },
      resolve: async (c, args, ctx) => {
        await requireTenant(ctx);
        return corporateHierarchy(ctx.db, c, args.filter ?? {});
      },
    }),
    linkAnalysis: t.field({
      type: ProfileAreaType,
      nullable: true,
      description:
        "Link-analysis records after the page's filters (search, countries, entity, beneficial range).",
      args: { filter: t.arg({ type: LinkAnalysisFilterInput, required: false }) },
      resolve: async (c, args, ctx) => {
        // Spec 3 §6: link analysis needs read:link_analysis (the role decides outside teams).
        authorize(await requireTenant(ctx), "companies.readLinkAnalysis");
        const [area] = await loadProfileAreas(ctx.db, ctx.config, c, ["linkAnalysis"]);
        if (!area) return null;
        return { ...area, records: filterLinks(area.records as never[], args.filter ?? {}) };
      },
    }),
    competitorSuggestions: t.field({
      type: [CompanyType],
      description: "Companies in the same industry and of similar size (4 by default).",
      args: { first: t.arg.int({ required: false }) },
      resolve: (c, args, ctx) => asTenant(ctx, competitorSuggestions, c, args.first ?? undefined),
    }),
  }),
});

builder.queryFields((t) => ({
  company: t.field({
    type: CompanyType,
    nullable: true,
    description:
      "A company by slug. An all-digit slug finds the company by DUNS; its real slug then differs.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, companyForRoute, args.slug),
  }),
  companyById: t.field({
    type: CompanyType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, companyById, String(args.id)),
  }),
  companyByDuns: t.field({
    type: CompanyType,
    nullable: true,
    args: { duns: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, companyByDuns, args.duns),
  }),
  companiesByIds: t.field({
    type: [CompanyType],
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, companiesByIds, args.ids.map(String).slice(0, 100)),
  }),
}));
