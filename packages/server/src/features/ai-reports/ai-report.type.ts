import {
  type AiReportType,
  aiFactKinds,
  aiReportLimits,
  aiReportStatuses,
  aiReportTypes,
  aiRiskLevels,
} from "@tierwise/common/ai-reports";
import { can } from "@tierwise/common/policy/can";
import { eq } from "drizzle-orm";
import {
  AlreadyExistsError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { users } from "../../db/user.table.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant, requireTenantActor } from "../../graphql/guards.ts";
import {
  aiReportById,
  type CompanyAiReports,
  companyAiReports,
  createAiReport,
} from "./ai-report.service.ts";
import type { AiCategorySummary, AiFact, AiReportRow, AiSentence } from "./ai-report.table.ts";
import { factHref } from "./ai-report-links.ts";

/** AI risk summaries (issue 15; spec 3 §3, §7 "AI reports"): docs/ai-reports-contract.graphql. */

const AiReportStatusEnum = builder.enumType("AiReportStatus", { values: aiReportStatuses });
const AiReportTypeEnum = builder.enumType("AiReportType", { values: aiReportTypes });
const AiRiskLevelEnum = builder.enumType("AiRiskLevel", { values: aiRiskLevels });
const AiFactKindEnum = builder.enumType("AiFactKind", { values: aiFactKinds });

const AiFactType = builder.objectRef<AiFact>("AiFact").implement({
  description: 'One input to the generator (issue 15 "Facts in, ids attached").',
  fields: (t) => ({
    id: t.exposeID("id", { description: '"<kind>:<key>", e.g. "metric:current_ratio".' }),
    kind: t.field({ type: AiFactKindEnum, resolve: (f) => f.kind }),
    label: t.exposeString("label"),
    value: t.exposeString("value", { description: "The number or text as stated." }),
    source: t.exposeString("source", { description: "Provider or list." }),
    date: t.exposeString("date", { nullable: true, description: "YYYY-MM-DD of the data point." }),
    href: t.exposeString("href", {
      nullable: true,
      description: "Where the page links the citation: a profile section, an alert, a grade's why.",
    }),
  }),
});

const AiSentenceType = builder.objectRef<AiSentence>("AiSentence").implement({
  description:
    "A sentence (its bracketed citations taken out) and the facts it cites; every kept sentence cites at least one existing fact.",
  fields: (t) => ({
    text: t.exposeString("text"),
    factIds: t.exposeIDList("factIds"),
  }),
});

const AiCategorySummaryType = builder.objectRef<AiCategorySummary>("AiCategorySummary").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    riskLevel: t.field({ type: AiRiskLevelEnum, resolve: (c) => c.riskLevel }),
    signalPoints: t.field({ type: [AiSentenceType], resolve: (c) => c.signalPoints }),
    otherFindings: t.field({ type: [AiSentenceType], resolve: (c) => c.otherFindings }),
    recommendedActions: t.field({ type: [AiSentenceType], resolve: (c) => c.recommendedActions }),
  }),
});

const AiReportUserType = builder.objectRef<{ id: string; name: string }>("AiReportUser").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const AiReportObject = builder.objectRef<AiReportRow>("AiReport").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: AiReportStatusEnum, resolve: (r) => r.status }),
    type: t.field({ type: AiReportTypeEnum, resolve: (r) => r.type }),
    riskLevel: t.field({
      type: AiRiskLevelEnum,
      nullable: true,
      description: "The headline level; null until success.",
      resolve: (r) => (r.status === "success" ? r.riskLevel : null),
    }),
    summary: t.field({ type: [AiSentenceType], resolve: (r) => r.summary }),
    categories: t.field({ type: [AiCategorySummaryType], resolve: (r) => r.categories }),
    dataProviders: t.exposeStringList("dataProviders"),
    facts: t.field({
      type: [AiFactType],
      description: "Every fact the generator was given (citations resolve here).",
      // Links derived again for the reader, so earlier reports' citations open their facts and
      // nobody is sent to a page their organisation's plan does not have (ai-report-links.ts).
      resolve: async (r, _args, ctx) => {
        const pages = { riskHub: can(await requireTenantActor(ctx), "risk.read") };
        return r.facts.map((fact) => ({ ...fact, href: factHref(fact, r.companyId, pages) }));
      },
    }),
    droppedSentenceCount: t.exposeInt("droppedSentenceCount", {
      description:
        "Sentences dropped by the citation check (unknown fact id, or a number not in the cited facts).",
    }),
    generator: t.exposeString("generator", {
      description: '"local" or the model name used on LLM_BASE_URL.',
    }),
    errorMessage: t.exposeString("errorMessage", { nullable: true }),
    changes: t.exposeStringList("changes", {
      description:
        'What changed since the previous successful report ("Financial: medium → high").',
    }),
    version: t.exposeInt("version", { description: "1, 2, … per company and type." }),
    createdBy: t.field({
      type: AiReportUserType,
      nullable: true,
      resolve: async (r, _args, ctx) => {
        if (!r.createdBy) return null;
        const [u] = await ctx.deps.db.select().from(users).where(eq(users.id, r.createdBy));
        return u ? { id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.email } : null;
      },
    }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
    completedAt: t.field({ type: "DateTime", nullable: true, resolve: (r) => r.completedAt }),
  }),
});

const AiReportEdgeType = builder.objectRef<AiReportRow>("AiReportEdge").implement({
  fields: (t) => ({ node: t.field({ type: AiReportObject, resolve: (r) => r }) }),
});

const AiReportConnectionType = builder.objectRef<AiReportRow[]>("AiReportConnection").implement({
  fields: (t) => ({ edges: t.field({ type: [AiReportEdgeType], resolve: (rows) => rows }) }),
});

const CompanyRiskSummaryReportsType = builder
  .objectRef<CompanyAiReports>("CompanyRiskSummaryReports")
  .implement({
    fields: (t) => ({
      current: t.field({
        type: AiReportObject,
        nullable: true,
        description: "The newest successful report.",
        resolve: (r) => r.current,
      }),
      inProgress: t.field({ type: AiReportObject, nullable: true, resolve: (r) => r.inProgress }),
      canGenerateNew: t.exposeBoolean("canGenerateNew", {
        description: "Allowed (flag + allowed set) and none in progress.",
      }),
      available: t.exposeBoolean("available", {
        description:
          "Allowed at all: the flag is on and the company is in the allowed set (spec 1 §2.5 button).",
      }),
      history: t.field({
        type: AiReportConnectionType,
        description: "Successful and in-progress reports, newest first, first N; no errors.",
        resolve: (r) => r.history,
      }),
    }),
  });

const CreateAiReportSuccess = builder
  .objectRef<{ id: string }>("CreateAiReportSuccess")
  .implement({ fields: (t) => ({ id: t.exposeID("id") }) });

const createResult = {
  types: [ValidationError, NotFoundError, ForbiddenError, AlreadyExistsError],
  result: { name: "CreateAiReportSuccess" },
  union: { name: "CreateAiReportResult" },
};

builder.queryFields((t) => {
  const reports = (type: AiReportType, description: string) =>
    t.field({
      type: CompanyRiskSummaryReportsType,
      description,
      args: {
        coreCompanyId: t.arg.id({ required: true }),
        first: t.arg.int({ defaultValue: aiReportLimits.historyFirst }),
      },
      resolve: (_root, args, ctx) =>
        asTenant(ctx, companyAiReports, {
          coreCompanyId: String(args.coreCompanyId),
          first: args.first,
          type,
        }),
    });
  return {
    companyRiskSummaryReports: reports(
      "risk_summary",
      "Spec 3 §7: the company's risk summary reports (history first 10).",
    ),
    companySecuritySummaryReports: reports(
      "security_summary",
      "The company's security summary reports (AI report v2 only).",
    ),
    aiReport: t.field({
      type: AiReportObject,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => asTenant(ctx, aiReportById, { id: String(args.id) }),
    }),
  };
});

const createField = (type: AiReportType, description: string) =>
  builder.mutationField(
    type === "risk_summary"
      ? "createCompanyRiskSummaryReport"
      : "createCompanySecuritySummaryReport",
    (t) =>
      t.field({
        type: CreateAiReportSuccess,
        description,
        args: { coreCompanyId: t.arg.id({ required: true }) },
        errors: createResult,
        resolve: (_root, args, ctx) =>
          asTenant(ctx, createAiReport, { coreCompanyId: String(args.coreCompanyId), type }),
      }),
  );

createField(
  "risk_summary",
  "Queues generation in the job queue; returns the new report's id (status in_progress).",
);
createField("security_summary", "The same for a security summary report (needs AI report v2).");
