import {
  type PortfolioTreeNode,
  portfolioTreeColumnsDescription,
} from "@tierwise/common/portfolio-tree";
import { portfolioSuggestionLimits } from "@tierwise/common/portfolios";
import { pagingErrors } from "../../core/errors.ts";
import { toPageArgs } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, pageArgs } from "../../graphql/connection.ts";
import { asTenant, asTenantReading } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { CompanyType } from "../companies/company.type.ts";
import { type PortfolioAccessEntry, portfolioAccessList } from "./portfolio-access.service.ts";
import {
  listPortfolioCompanies,
  type PortfolioCompanyItem,
} from "./portfolio-company-list.service.ts";
import {
  type PortfolioShareCandidate,
  portfolioShareCandidates,
} from "./portfolio-share-candidates.service.ts";
import {
  ancestorsOf,
  childrenOf,
  listPortfolios,
  parentOf,
  portfolioBySlug,
  portfolioSuggestions,
  portfoliosByIds,
  portfolioTree,
  portfolioTreeColumns,
} from "./portfolio-tree.service.ts";
import type { PortfolioView } from "./portfolio-visibility.ts";

const PortfolioAccessEntryType = builder
  .objectRef<PortfolioAccessEntry>("PortfolioAccessEntry")
  .implement({
    fields: (t) => ({
      actorType: t.exposeString("actorType", { description: "user, team, org or role." }),
      actorId: t.exposeID("actorId", {
        description: "A user, team or organisation id, or a role key.",
      }),
      name: t.exposeString("name"),
      editable: t.exposeBoolean("editable"),
    }),
  });

const PortfolioSummaryType = builder.objectRef<PortfolioView>("PortfolioSummary").implement({
  fields: (t) => ({
    companyCount: t.int({
      description: "Company items held by the portfolio itself.",
      resolve: (p) => p.companyCount,
    }),
    subportfolioCount: t.int({
      description: "Active sub-portfolios at every level.",
      resolve: (p) => p.descendantPortfolioCount,
    }),
    openRequestCount: t.int({
      description: "Open company requests; 0 until company requests exist.",
      resolve: () => 0,
    }),
  }),
});

export const PortfolioType = builder.objectRef<PortfolioView>("Portfolio");
PortfolioType.implement({
  description: "A node of the organisation's portfolio tree, as the viewer sees it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug", { description: "Unique per organisation; kept on rename." }),
    order: t.exposeInt("order", { description: "0-based among active siblings." }),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    level: t.exposeInt("level", { description: "1 at the top level." }),
    parent: t.field({
      type: PortfolioType,
      nullable: true,
      description: "Null at the top level, and when the viewer cannot see the parent.",
      resolve: (p, _args, ctx) => asTenant(ctx, parentOf, p),
    }),
    children: t.field({
      type: [PortfolioType],
      description: "Active children in order.",
      resolve: (p, _args, ctx) => asTenant(ctx, childrenOf, p),
    }),
    childrenCount: t.exposeInt("childrenCount", { description: "Active direct children." }),
    portfolioCount: t.exposeInt("descendantPortfolioCount", {
      description: "Active descendants at every level.",
    }),
    archivedAt: t.expose("archivedAt", { type: "DateTime", nullable: true }),
    archiveType: t.exposeString("archiveType", {
      nullable: true,
      description:
        "direct (archived itself) or ancestor (with an archived ancestor); null when active.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    isSystem: t.exposeBoolean("isSystem"),
    isFavorite: t.boolean({ resolve: (p) => p.favoriteIndex !== null }),
    fullAclWrite: t.exposeBoolean("canWrite", {
      description: "An editable access entry on the portfolio or an ancestor names the viewer.",
    }),
    canShare: t.exposeBoolean("canShare"),
    canArchive: t.exposeBoolean("canArchive"),
    descendantCompaniesCount: t.exposeInt("descendantCompanyCount", {
      description:
        "Company items in this portfolio and all its active descendants (items: a company in two sub-portfolios counts twice).",
    }),
    accessList: t.field({
      type: [PortfolioAccessEntryType],
      description: "The portfolio's own entries; its descendants inherit them.",
      resolve: (p, _args, ctx) => asTenant(ctx, portfolioAccessList, p),
    }),
    summary: t.field({ type: PortfolioSummaryType, resolve: (p) => p }),
    ancestors: t.field({
      type: [PortfolioType],
      description: "The visible ancestors, root first, without the portfolio itself.",
      resolve: (p, _args, ctx) => asTenant(ctx, ancestorsOf, p),
    }),
  }),
});

const PortfolioTreeNodeType = builder.objectRef<PortfolioTreeNode>("PortfolioTreeNode").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    parentId: t.exposeID("parentId", {
      nullable: true,
      description: "Null at the top level, and when the viewer cannot see the parent.",
    }),
    level: t.exposeInt("level"),
    order: t.exposeInt("order"),
    isFavorite: t.boolean({ resolve: (n) => n.favoriteIndex !== null }),
    favoriteIndex: t.exposeInt("favoriteIndex", { nullable: true }),
    fullAclWrite: t.exposeBoolean("fullAclWrite"),
    childrenCount: t.exposeInt("childrenCount"),
    descendantCompaniesCount: t.exposeInt("descendantCompaniesCount"),
    isSystem: t.exposeBoolean("isSystem"),
  }),
});

const PortfolioTreeDataType = builder
  .objectRef<Awaited<ReturnType<typeof portfolioTreeColumns>>>("PortfolioTreeData")
  .implement({
    description:
      "Every active portfolio the viewer sees, as columns (what the /portfolios page loads).",
    fields: (t) => ({
      count: t.exposeInt("count", { description: "How many nodes the columns hold." }),
      nodes: t.expose("nodes", { type: "JSON", description: portfolioTreeColumnsDescription }),
    }),
  });

const PortfolioShareCandidateType = builder
  .objectRef<PortfolioShareCandidate>("PortfolioShareCandidate")
  .implement({
    description: "A team or person of the viewer's organisation a portfolio can be shared with.",
    fields: (t) => ({
      actorType: t.exposeString("actorType", { description: "team or user." }),
      actorId: t.exposeID("actorId"),
      name: t.exposeString("name"),
      email: t.exposeString("email", {
        nullable: true,
        description: "A person's; null for a team.",
      }),
    }),
  });

const PortfolioCompanyType = builder.objectRef<PortfolioCompanyItem>("PortfolioCompany").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    company: t.field({ type: CompanyType, resolve: (item) => item.company }),
    portfolio: t.field({ type: PortfolioType, resolve: (item) => item.portfolio }),
    addedAt: t.expose("addedAt", { type: "DateTime" }),
    metricValue: t.exposeFloat("metricValue", {
      nullable: true,
      description: "The value of the `metric` asked for (null when blank or not available).",
    }),
  }),
});

export const PortfolioConnection = connectionType("PortfolioConnection", PortfolioType);
const PortfolioCompanyConnection = connectionType(
  "PortfolioCompanyConnection",
  PortfolioCompanyType,
);

builder.queryFields((t) => ({
  portfolioTree: t.field({
    type: [PortfolioTreeNodeType],
    description:
      "Every active portfolio the viewer sees, flat, in tree order. portfolioTreeData sends the same nodes far cheaper.",
    resolve: (_root, _args, ctx) => asTenant(ctx, portfolioTree),
  }),
  portfolioTreeData: t.field({
    type: PortfolioTreeDataType,
    description: "The nodes of portfolioTree as columns, in the same order.",
    resolve: (_root, _args, ctx) => asTenant(ctx, portfolioTreeColumns),
  }),
  portfolio: t.field({
    type: PortfolioType,
    nullable: true,
    description: "A portfolio by slug; null when the viewer cannot see it.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, portfolioBySlug, args.slug),
  }),
  portfoliosByIds: t.field({
    type: [PortfolioType],
    description: "Visible portfolios for the ids (at most 100), in the order asked.",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, portfoliosByIds, args.ids.map(String)),
  }),
  portfolios: t.field({
    type: PortfolioConnection,
    description: `Visible portfolios, paged. orderBy: order (tree order; the favourites' order with favoritesOnly), name, updatedAt, createdAt. Paging errors: ${pagingErrors.map((e) => e.name).join(", ")} (in extensions.type).`,
    args: {
      ...pageArgs(t),
      archived: t.arg.boolean({ required: false, defaultValue: false }),
      orderBy: t.arg.string({ required: false, defaultValue: "order" }),
      search: t.arg.string({ required: false }),
      favoritesOnly: t.arg.boolean({ required: false, defaultValue: false }),
      parentId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenantReading(ctx, listPortfolios, {
          ...toPageArgs(args),
          archived: args.archived,
          orderBy: args.orderBy,
          search: args.search,
          favoritesOnly: args.favoritesOnly,
          parentId: args.parentId?.toString() ?? null,
        }),
      ),
  }),
  portfolioSuggestions: t.field({
    type: [PortfolioType],
    description: `Quick search's Portfolios group: active visible portfolios whose names hold or resemble the text (header ${portfolioSuggestionLimits.header}, /quick-search ${portfolioSuggestionLimits.page}; at most ${portfolioSuggestionLimits.page}).`,
    args: { text: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => asTenant(ctx, portfolioSuggestions, args),
  }),
  portfolioShareCandidates: t.field({
    type: [PortfolioShareCandidateType],
    description:
      "The organisation's active teams and members matching the text (a team's name; a person's name or e-mail), teams first, at most `first` (100): whom the share prompt can add. Needs read:portfolio only.",
    args: {
      query: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 25 }),
    },
    resolve: (_root, args, ctx) => asTenant(ctx, portfolioShareCandidates, args),
  }),
  portfolioCompanies: t.field({
    type: PortfolioCompanyConnection,
    description:
      "The companies of a portfolio page with its URL filters. mode: direct | all (with descendants, each company once). sort: name | addedAt | metric, '-' for descending. metric: a numeric metric key of common/company-search.ts.",
    args: {
      portfolioId: t.arg.id({ required: true }),
      ...pageArgs(t),
      portfolioIds: t.arg.idList({ required: false }),
      companyIds: t.arg.idList({ required: false }),
      metric: t.arg.string({ required: false }),
      scoreMin: t.arg.float({ required: false }),
      scoreMax: t.arg.float({ required: false }),
      includeBlanks: t.arg.boolean({ required: false, defaultValue: true }),
      sort: t.arg.string({ required: false, defaultValue: "name" }),
      mode: t.arg.string({ required: false, defaultValue: "direct" }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenantReading(ctx, listPortfolioCompanies, {
          ...toPageArgs(args),
          metric: args.metric,
          scoreMin: args.scoreMin,
          scoreMax: args.scoreMax,
          includeBlanks: args.includeBlanks,
          sort: args.sort,
          mode: args.mode,
          portfolioId: String(args.portfolioId),
          portfolioIds: args.portfolioIds?.map(String) ?? null,
          companyIds: args.companyIds?.map(String) ?? null,
        }),
      ),
  }),
}));
