import { can } from "@tierwise/common/policy/can";
import { type WorkflowStep, workflowOutcomes } from "@tierwise/common/workflows/definition";
import {
  finishedWorkflowStatuses,
  workflowPagePath,
  workflowSortKeys,
  workflowStatuses,
} from "@tierwise/common/workflows/messages";
import { asc, eq } from "drizzle-orm";
import { authorize } from "../../core/authorize.ts";
import type { Connection } from "../../core/paging.ts";
import { toPageArgs } from "../../core/paging.ts";
import type { Database } from "../../db/client.ts";
import { builder } from "../../graphql/builder.ts";
import { PageInfoType } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { WorkflowAuditType } from "../comments/comment.type.ts";
import type { WorkflowAuditView } from "../comments/wall-audit.ts";
import {
  userRef,
  WorkflowStepKindEnum,
  WorkflowStepSummaryType,
  WorkflowTemplateType,
  WorkflowUserRefType,
} from "./template.type.ts";
import { type StoredCheck, type StoredRedFlag, workflowLinks } from "./workflow.table.ts";
import { auditOfWorkflow, companyAuditTrail } from "./workflow-audit.ts";
import { listWorkflows } from "./workflow-list.service.ts";
import { stepSubject } from "./workflow-review.service.ts";
import { todayUtc } from "./workflow-steps.ts";
import { findWorkflowView, type WorkflowView } from "./workflow-view.ts";

export const WorkflowStatusEnum = builder.enumType("WorkflowStatus", { values: workflowStatuses });
export const WorkflowOutcomeEnum = builder.enumType("WorkflowOutcome", {
  values: workflowOutcomes,
});
const WorkflowStepStateEnum = builder.enumType("WorkflowStepState", {
  values: ["pending", "current", "done", "skipped"] as const,
});
export const WorkflowSortKeyEnum = builder.enumType("WorkflowSortKey", {
  values: workflowSortKeys,
});

const WorkflowCompanyRefType = builder
  .objectRef<WorkflowView["company"]>("WorkflowCompanyRef")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
      countryCode: t.exposeString("countryCode", { nullable: true }),
    }),
  });

type ContactView = { email: string; lastSentAt: Date | null; remindersSent: number };
const WorkflowContactType = builder.objectRef<ContactView>("WorkflowContact").implement({
  fields: (t) => ({
    email: t.exposeString("email"),
    lastSentAt: t.expose("lastSentAt", { type: "DateTime", nullable: true }),
    remindersSent: t.exposeInt("remindersSent"),
  }),
});

const WorkflowRedFlagType = builder.objectRef<StoredRedFlag>("WorkflowRedFlag").implement({
  fields: (t) => ({
    stepId: t.exposeID("stepId"),
    questionId: t.exposeID("questionId", { nullable: true }),
    question: t.exposeString("question", { nullable: true }),
    answer: t.exposeString("answer", { nullable: true }),
    reason: t.exposeString("reason"),
  }),
});

const WorkflowCheckResultType = builder.objectRef<StoredCheck>("WorkflowCheckResult").implement({
  fields: (t) => ({
    stepId: t.exposeID("stepId"),
    name: t.exposeString("name"),
    passed: t.exposeBoolean("passed"),
    detail: t.exposeString("detail"),
    checkedAt: t.field({ type: "DateTime", resolve: (c) => new Date(c.checkedAt) }),
  }),
});

type AnswerSetView = {
  stepId: string;
  stepName: string;
  questionnaire: unknown;
  answers: unknown;
  submittedAt: string | null;
  submittedBy: string | null;
  score: number | null;
};
const WorkflowAnswerSetType = builder.objectRef<AnswerSetView>("WorkflowAnswerSet").implement({
  description:
    "A questionnaire step's answers (Answers of definition.ts) as the reviewer sees them.",
  fields: (t) => ({
    stepId: t.exposeID("stepId"),
    stepName: t.exposeString("stepName"),
    questionnaire: t.field({
      type: "JSON",
      description: "With scoring.",
      resolve: (a) => a.questionnaire,
    }),
    answers: t.field({ type: "JSON", resolve: (a) => a.answers }),
    submittedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (a) => (a.submittedAt ? new Date(a.submittedAt) : null),
    }),
    submittedBy: t.exposeString("submittedBy", { nullable: true }),
    score: t.exposeFloat("score", { nullable: true }),
  }),
});

type ProgressView = { view: WorkflowView; index: number };
const WorkflowStepProgressType = builder.objectRef<ProgressView>("WorkflowStepProgress").implement({
  fields: (t) => ({
    step: t.field({
      type: WorkflowStepSummaryType,
      resolve: (p) => ({
        step: p.view.definition.steps[p.index] as WorkflowStep,
        organizationId: p.view.row.organizationId,
      }),
    }),
    state: t.field({
      type: WorkflowStepStateEnum,
      resolve: ({ view, index }) => {
        const step = view.definition.steps[index];
        const done = step ? view.row.progress[step.id] : undefined;
        if (view.row.currentStepIndex === index) return "current";
        if (done) return "done";
        return view.row.finishedAt ? "skipped" : "pending";
      },
    }),
    completedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: ({ view, index }) => {
        const done = view.row.progress[view.definition.steps[index]?.id ?? ""];
        return done && view.row.currentStepIndex !== index ? new Date(done.completedAt) : null;
      },
    }),
    completedBy: t.string({
      nullable: true,
      resolve: ({ view, index }) =>
        view.row.currentStepIndex === index
          ? null
          : (view.row.progress[view.definition.steps[index]?.id ?? ""]?.completedBy ?? null),
    }),
  }),
});

const finished = (v: WorkflowView) => finishedWorkflowStatuses.includes(v.row.status);

export const WorkflowType = builder.objectRef<WorkflowView>("Workflow").implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.row.id }),
    name: t.string({
      description: "workflowName: the template's name when it started.",
      resolve: (v) => v.row.name,
    }),
    template: t.field({
      type: WorkflowTemplateType,
      resolve: (v) => ({ ...v.template, viewer: v.viewer }),
    }),
    templateVersion: t.int({ resolve: (v) => v.version }),
    company: t.field({ type: WorkflowCompanyRefType, resolve: (v) => v.company }),
    caseId: t.id({ nullable: true, resolve: (v) => v.row.caseId }),
    portfolioId: t.id({ nullable: true, resolve: (v) => v.row.portfolioId }),
    status: t.field({ type: WorkflowStatusEnum, resolve: (v) => v.row.status }),
    currentStep: t.field({
      type: WorkflowStepSummaryType,
      nullable: true,
      resolve: (v) => {
        const step =
          v.row.currentStepIndex === null ? null : v.definition.steps[v.row.currentStepIndex];
        return step ? { step, organizationId: v.row.organizationId } : null;
      },
    }),
    steps: t.field({
      type: [WorkflowStepProgressType],
      resolve: (v) => v.definition.steps.map((_, index) => ({ view: v, index })),
    }),
    dueDate: t.string({ resolve: (v) => v.row.dueDate }),
    overdue: t.boolean({
      resolve: (v) => v.row.status === "awaiting_supplier" && v.row.dueDate < todayUtc(),
    }),
    contacts: t.field({
      type: [WorkflowContactType],
      resolve: (v, _args, ctx) => contactsOf(ctx.deps.db, v),
    }),
    score: t.float({ nullable: true, resolve: (v) => v.row.score }),
    redFlags: t.field({ type: [WorkflowRedFlagType], resolve: (v) => v.row.redFlags }),
    checks: t.field({ type: [WorkflowCheckResultType], resolve: (v) => v.row.checks }),
    answers: t.field({
      type: [WorkflowAnswerSetType],
      resolve: (v) =>
        v.definition.steps.flatMap((step) => {
          const set = v.row.answers[step.id];
          if (step.kind !== "questionnaire" || !set) return [];
          return [
            { stepId: step.id, stepName: step.name, questionnaire: step.questionnaire, ...set },
          ];
        }),
    }),
    redFlagCaseId: t.id({ nullable: true, resolve: (v) => v.row.redFlagCaseId }),
    sentBackComment: t.string({ nullable: true, resolve: (v) => v.row.sentBackComment }),
    outcome: t.field({
      type: WorkflowOutcomeEnum,
      nullable: true,
      resolve: (v) => v.row.outcome as (typeof workflowOutcomes)[number] | null,
    }),
    outcomeConditions: t.string({ nullable: true, resolve: (v) => v.row.outcomeConditions }),
    startedAt: t.field({ type: "DateTime", resolve: (v) => v.row.startedAt }),
    startedBy: t.field({
      type: WorkflowUserRefType,
      nullable: true,
      resolve: (v, _args, ctx) => userRef(ctx, v.row.startedBy),
    }),
    updatedAt: t.field({ type: "DateTime", resolve: (v) => v.row.updatedAt }),
    finishedAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.row.finishedAt }),
    url: t.string({
      description: "The web path /workflows/{id}.",
      resolve: (v) => workflowPagePath(v.row.id),
    }),
    audit: t.field({
      type: [WorkflowAuditType],
      description: "Newest first.",
      resolve: (v, _args, ctx) => auditOfWorkflow(ctx.deps.db, v.row.organizationId, v.row.id),
    }),
    canReview: t.boolean({
      resolve: (v) => {
        const kind = v.row.currentStepKind;
        return (
          (kind === "review" || kind === "decision") &&
          can(
            v.viewer,
            "workflows.review",
            stepSubject(v.viewer, { row: v.row, definition: v.definition }),
          )
        );
      },
    }),
    canCancel: t.boolean({
      resolve: (v) =>
        can(v.viewer, "workflows.cancel", {
          organizationId: v.row.organizationId,
          startedBy: v.row.startedBy,
          finished: finished(v),
        }),
    }),
    canExport: t.boolean({
      resolve: (v) =>
        can(v.viewer, "workflows.export", {
          organizationId: v.row.organizationId,
          startedBy: v.row.startedBy,
          finished: finished(v) && v.row.status !== "cancelled",
        }),
    }),
  }),
});

async function contactsOf(db: Database, v: WorkflowView): Promise<ContactView[]> {
  return db
    .select({
      email: workflowLinks.email,
      lastSentAt: workflowLinks.lastSentAt,
      remindersSent: workflowLinks.remindersSent,
    })
    .from(workflowLinks)
    .where(eq(workflowLinks.workflowId, v.row.id))
    .orderBy(asc(workflowLinks.createdAt), asc(workflowLinks.email));
}

const WorkflowFiltersInput = builder.inputType("WorkflowFiltersInput", {
  fields: (t) => ({
    status: t.field({ type: [WorkflowStatusEnum] }),
    stepKind: t.field({ type: [WorkflowStepKindEnum], description: "The current step's kind." }),
    templateIds: t.idList(),
    companyIds: t.idList(),
    dueFrom: t.string({ description: "YYYY-MM-DD, inclusive." }),
    dueTo: t.string({ description: "YYYY-MM-DD, inclusive." }),
    overdue: t.boolean(),
    search: t.string({ description: "Words of the company's or the workflow's name." }),
  }),
});
const WorkflowSortInput = builder.inputType("WorkflowSortInput", {
  fields: (t) => ({
    key: t.field({ type: WorkflowSortKeyEnum, required: true }),
    direction: t.string({ required: true, description: "Asc or Desc." }),
  }),
});

type WorkflowPage = Awaited<ReturnType<typeof listWorkflows>>;
const WorkflowConnectionType = builder.objectRef<WorkflowPage>("WorkflowConnection").implement({
  description: "Keyset paging: first/after forward. totalCount is counted only when asked.",
  fields: (t) => ({
    items: t.field({ type: [WorkflowType], resolve: (c) => c.items }),
    totalCount: t.int({ resolve: (c) => c.totalCount() }),
    pageInfo: t.field({ type: PageInfoType, resolve: (c) => c.pageInfo }),
  }),
});

const WorkflowAuditConnectionType = builder
  .objectRef<Connection<WorkflowAuditView>>("WorkflowAuditConnection")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [WorkflowAuditType], resolve: (c) => c.items }),
      itemsCount: t.int({ resolve: (c) => c.itemsCount() }),
      pageInfo: t.field({ type: PageInfoType, resolve: (c) => c.pageInfo }),
    }),
  });

builder.queryFields((t) => ({
  workflows: t.field({
    type: WorkflowConnectionType,
    args: {
      filters: t.arg({ type: WorkflowFiltersInput }),
      sort: t.arg({ type: WorkflowSortInput }),
      first: t.arg.int({ defaultValue: 25 }),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, listWorkflows, {
          filters: args.filters,
          sort: args.sort,
          first: args.first,
          after: args.after,
        }),
      ),
  }),
  workflow: t.field({
    type: WorkflowType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, async (deps, actor) => {
        authorize(actor, "workflows.read");
        return findWorkflowView(deps.db, actor, String(args.id));
      }),
  }),
  auditTrail: t.field({
    type: WorkflowAuditConnectionType,
    description:
      "Spec 2 §7 Audit trail / spec 1 §7 Audit data: the company's workflow audit items, newest first.",
    args: {
      companyId: t.arg.id({ required: true }),
      first: t.arg.int({ defaultValue: 50 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, companyAuditTrail, {
          ...toPageArgs(args),
          companyId: String(args.companyId),
        }),
      ),
  }),
}));
