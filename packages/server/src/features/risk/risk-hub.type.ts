import type { ObjectRef } from "@pothos/core";
import type { PageInfo } from "../../core/paging.ts";
import { type BuilderTypes, builder } from "../../graphql/builder.ts";
import { PageInfoType } from "../../graphql/connection.ts";
import { asTenant, requireTenantActor } from "../../graphql/guards.ts";
import { findVisibleConfig } from "./risk-config-read.service.ts";
import {
  type HubCompanyRow,
  riskCount,
  riskHubCompanies,
  riskHubPortfolios,
} from "./risk-hub.service.ts";
import { draftInputOf, RiskConfigDraftInputType } from "./risk-inputs.type.ts";
import {
  GradeCountsType,
  GradeDistributionType,
  RiskCompanyRefType,
  RiskHubOrderingEnum,
  RiskHubViewEnum,
  RiskPortfolioRefType,
} from "./risk-refs.type.ts";
import {
  companyRiskScore,
  previewRiskConfig,
  riskHistory,
  riskHubCompaniesFilter,
  riskHubPortfoliosFilter,
} from "./risk-score-read.service.ts";
import { type MetricScoreView, type RiskScoreView, scoreView } from "./score-view.ts";

/** Scores, the hub's pages, history and the what-if preview (docs/risk-contract.graphql). */

const MetricScoreType = builder.objectRef<MetricScoreView>("MetricScore").implement({
  fields: (t) => ({
    metric: t.exposeString("metric"),
    name: t.exposeString("name"),
    grade: t.exposeString("grade", { description: '"-" when there is no data.' }),
    value: t.exposeFloat("value", {
      nullable: true,
      description: "What was graded (ratio, rating, days, count…).",
    }),
    weight: t.exposeFloat("weight", {
      description: 'The configured weight; 0 effective when "-" and exclude.',
    }),
    explanation: t.exposeString("explanation", {
      description: 'Why: "Current ratio 0.82 grades D: A from 2, B from 1.5, C from 1, D below."',
    }),
  }),
});

const CategoryScoreType = builder
  .objectRef<RiskScoreView["categories"][number]>("CategoryScore")
  .implement({
    fields: (t) => ({
      categoryId: t.exposeID("categoryId"),
      name: t.exposeString("name"),
      shortName: t.exposeString("shortName"),
      score: t.exposeFloat("score", { nullable: true }),
      grade: t.exposeString("grade"),
      weight: t.exposeFloat("weight"),
      metrics: t.field({ type: [MetricScoreType], resolve: (c) => c.metrics }),
    }),
  });

export const RiskScoreType = builder.objectRef<RiskScoreView>("RiskScore").implement({
  fields: (t) => ({
    id: t.exposeID("id", {
      description:
        "configId:companyId: one score per company and configuration, the same object wherever read.",
    }),
    score: t.exposeFloat("score", {
      nullable: true,
      description: "0–100 risk points; higher is riskier.",
    }),
    grade: t.exposeString("grade"),
    tier: t.exposeString("tier", { nullable: true }),
    categories: t.field({ type: [CategoryScoreType], resolve: (s) => s.categories }),
    computedAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => s.computedAt }),
    revision: t.exposeInt("revision"),
    changes: t.exposeStringList("changes", {
      description: "What changed since the previous score (grade moves of categories and metrics).",
    }),
  }),
});

export const RiskHistoryPointType = builder
  .objectRef<{ date: string; score: number | null; grade: string }>("RiskHistoryPoint")
  .implement({
    fields: (t) => ({
      date: t.exposeString("date"),
      score: t.exposeFloat("score", { nullable: true }),
      grade: t.exposeString("grade"),
    }),
  });

type HubCompany = { row: HubCompanyRow; configId: string; signalCount: number };

const RiskHubCompanyType = builder.objectRef<HubCompany>("RiskHubCompany").implement({
  fields: (t) => ({
    company: t.field({
      type: RiskCompanyRefType,
      resolve: ({ row }) => ({
        id: row.company_id,
        slug: row.slug,
        name: row.display_name,
        countryCode: row.country_code,
      }),
    }),
    score: t.field({
      type: RiskScoreType,
      nullable: true,
      description: "Without explanations here: companyRiskScore has them.",
      resolve: async ({ row, configId }, _args, ctx) => {
        if (row.grade === null || row.categories === null) return null;
        const config = await findVisibleConfig(
          ctx.deps.db,
          await requireTenantActor(ctx),
          configId,
        );
        return scoreView(
          {
            configId,
            companyId: row.company_id,
            score: row.score,
            grade: row.grade,
            categories: row.categories,
            computedAt: row.computed_at ? new Date(row.computed_at) : null,
            revision: row.revision ?? 0,
            changes: row.changes ?? [],
          },
          config?.definition ?? { categories: [] },
        );
      },
    }),
    previousGrade: t.string({ nullable: true, resolve: ({ row }) => row.previous_grade }),
    signalCount: t.exposeInt("signalCount"),
  }),
});

type HubPortfolio = Awaited<ReturnType<typeof riskHubPortfolios>>["items"][number];

const RiskHubPortfolioType = builder.objectRef<HubPortfolio>("RiskHubPortfolio").implement({
  fields: (t) => ({
    portfolio: t.field({
      type: RiskPortfolioRefType,
      resolve: (p) => ({ id: p.id, slug: p.slug, name: p.name }),
    }),
    score: t.float({ nullable: true, resolve: (p) => p.score }),
    grade: t.string({ resolve: (p) => p.grade ?? "-" }),
    companyCount: t.int({ resolve: (p) => p.company_count ?? 0 }),
    gradeCounts: t.field({
      type: GradeCountsType,
      resolve: (p) => ({ A: 0, B: 0, C: 0, D: 0, none: 0, ...(p.grade_counts ?? {}) }),
    }),
  }),
});

function pageType<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<{ items: T[]; totalCount: number; pageInfo: PageInfo }>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (p) => p.items }),
      totalCount: t.exposeInt("totalCount"),
      pageInfo: t.field({ type: PageInfoType, resolve: (p) => p.pageInfo }),
    }),
  });
}
const RiskHubCompanyPageType = pageType<HubCompany>("RiskHubCompanyPage", RiskHubCompanyType);
const RiskHubPortfolioPageType = pageType<HubPortfolio>(
  "RiskHubPortfolioPage",
  RiskHubPortfolioType,
);

const RiskConfigPreviewType = builder
  .objectRef<Awaited<ReturnType<typeof previewRiskConfig>>>("RiskConfigPreview")
  .implement({
    fields: (t) => ({
      current: t.field({ type: GradeDistributionType, resolve: (p) => p.current }),
      preview: t.field({ type: GradeDistributionType, resolve: (p) => p.preview }),
      movedCompanies: t.exposeInt("movedCompanies"),
    }),
  });

const ids = (list: readonly (string | number)[] | null | undefined) => list?.map(String) ?? null;

builder.queryFields((t) => ({
  riskCount: t.field({
    type: GradeCountsType,
    args: {
      configId: t.arg.id({ required: true }),
      view: t.arg({ type: RiskHubViewEnum, required: true }),
      companyIds: t.arg.idList({ description: "Companies view: only these (the list's filter)." }),
      portfolioId: t.arg.id({ description: "Companies view: only this portfolio's tree." }),
      portfolioIds: t.arg.idList({ description: "Portfolios view: only these." }),
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, riskCount, {
        configId: String(args.configId),
        view: args.view,
        companyIds: ids(args.companyIds),
        portfolioId: args.portfolioId ? String(args.portfolioId) : null,
        portfolioIds: ids(args.portfolioIds),
      }),
  }),
  riskHubCompanies: t.field({
    type: RiskHubCompanyPageType,
    args: {
      configId: t.arg.id({ required: true }),
      first: t.arg.int(),
      after: t.arg.string(),
      ordering: t.arg({ type: RiskHubOrderingEnum }),
      companyIds: t.arg.idList(),
      portfolioId: t.arg.id(),
      context: t.arg.string({
        description: "Where the page is shown (kept for the web's caches).",
      }),
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, riskHubCompanies, {
        configId: String(args.configId),
        first: args.first,
        after: args.after,
        ordering: args.ordering,
        companyIds: ids(args.companyIds),
        portfolioId: args.portfolioId ? String(args.portfolioId) : null,
      }),
  }),
  riskHubPortfolios: t.field({
    type: RiskHubPortfolioPageType,
    args: {
      configId: t.arg.id({ required: true }),
      first: t.arg.int(),
      after: t.arg.string(),
      ordering: t.arg({ type: RiskHubOrderingEnum }),
      portfolioIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, riskHubPortfolios, {
        configId: String(args.configId),
        first: args.first,
        after: args.after,
        ordering: args.ordering,
        portfolioIds: ids(args.portfolioIds),
      }),
  }),
  riskHubCompaniesFilter: t.field({
    type: [RiskCompanyRefType],
    description: "50 by default.",
    args: { search: t.arg.string(), first: t.arg.int() },
    resolve: (_root, args, ctx) => asTenant(ctx, riskHubCompaniesFilter, args),
  }),
  riskHubPortfoliosFilter: t.field({
    type: [RiskPortfolioRefType],
    description: "100 by default.",
    args: { search: t.arg.string(), first: t.arg.int() },
    resolve: (_root, args, ctx) => asTenant(ctx, riskHubPortfoliosFilter, args),
  }),
  companyRiskScore: t.field({
    type: RiskScoreType,
    nullable: true,
    description: "With explanations.",
    args: { configId: t.arg.id({ required: true }), companyId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, companyRiskScore, {
        configId: String(args.configId),
        companyId: String(args.companyId),
      }),
  }),
  riskHistory: t.field({
    type: [RiskHistoryPointType],
    args: {
      configId: t.arg.id({ required: true }),
      companyId: t.arg.id(),
      portfolioId: t.arg.id(),
      name: t.arg.string({ description: "A category id, or null for the overall score." }),
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, riskHistory, {
        configId: String(args.configId),
        companyId: args.companyId ? String(args.companyId) : null,
        portfolioId: args.portfolioId ? String(args.portfolioId) : null,
        name: args.name,
      }),
  }),
  previewRiskConfig: t.field({
    type: RiskConfigPreviewType,
    args: { input: t.arg({ type: RiskConfigDraftInputType, required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, previewRiskConfig, draftInputOf(args.input)),
  }),
}));
