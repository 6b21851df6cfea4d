import { inArray } from "drizzle-orm";
import {
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { ownedBy } from "../../core/tenant.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant, requireTenantActor } from "../../graphql/guards.ts";
import { workflows } from "./workflow.table.ts";
import { WorkflowOutcomeEnum, WorkflowType } from "./workflow.type.ts";
import {
  approveWorkflowStep,
  cancelWorkflow,
  decideWorkflow,
  resendWorkflowLink,
  sendBackWorkflow,
} from "./workflow-review.service.ts";
import { startWorkflow } from "./workflow-start.service.ts";
import { presentWorkflows, type WorkflowView } from "./workflow-view.ts";

const WorkflowCompanyContactsInput = builder.inputType("WorkflowCompanyContactsInput", {
  fields: (t) => ({
    companyId: t.id({ required: true }),
    emails: t.stringList({ required: true }),
  }),
});

const StartWorkflowInput = builder.inputType("StartWorkflowInput", {
  fields: (t) => ({
    templateId: t.id({ required: true }),
    companyIds: t.idList({
      description: "Exactly one of companyIds, portfolioId (with its sub-portfolios) or caseId.",
    }),
    portfolioId: t.id(),
    caseId: t.id({ description: "The case's company; the workflow links to the case." }),
    contactEmails: t.stringList({
      required: true,
      description: "Every company's contacts unless contactsByCompany names its own.",
    }),
    contactsByCompany: t.field({ type: [WorkflowCompanyContactsInput] }),
    dueDate: t.string({ required: true, description: "YYYY-MM-DD, today or later." }),
    message: t.string({ description: "A short note put into the e-mail." }),
  }),
});

type Started = { startedCount: number; workflows: WorkflowView[] };
const StartWorkflowSuccess = builder.objectRef<Started>("StartWorkflowSuccess").implement({
  fields: (t) => ({
    startedCount: t.exposeInt("startedCount"),
    workflows: t.field({
      type: [WorkflowType],
      description: "The first 25 started.",
      resolve: (r) => r.workflows,
    }),
  }),
});

const WorkflowSuccess = builder.objectRef<{ workflow: WorkflowView }>("WorkflowSuccess").implement({
  fields: (t) => ({ workflow: t.field({ type: WorkflowType, resolve: (r) => r.workflow }) }),
});

const workflowResult = {
  types: [ValidationError, NotFoundError, ForbiddenError],
  result: { name: "WorkflowSuccess" },
  union: { name: "WorkflowResult" },
};

builder.mutationFields((t) => ({
  startWorkflow: t.field({
    type: StartWorkflowSuccess,
    description: "Makes the workflows and the contacts' links, and queues the e-mails.",
    args: { input: t.arg({ type: StartWorkflowInput, required: true }) },
    errors: {
      types: [ValidationError, NotFoundError, ForbiddenError, LimitReachedError],
      result: { name: "StartWorkflowSuccess" },
      union: { name: "StartWorkflowResult" },
    },
    resolve: async (_root, args, ctx) => {
      const started = await asTenant(ctx, startWorkflow, { input: args.input });
      const actor = await requireTenantActor(ctx);
      const rows = started.workflowIds.length
        ? await ctx.deps.db
            .select()
            .from(workflows)
            .where(ownedBy(actor, workflows, inArray(workflows.id, started.workflowIds)))
        : [];
      const order = new Map<string, number>(started.workflowIds.map((id, i) => [id, i]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return {
        startedCount: started.startedCount,
        workflows: await presentWorkflows(ctx.deps.db, actor, rows),
      };
    },
  }),
  approveWorkflowStep: t.field({
    type: WorkflowSuccess,
    description: "The current review step's approver (or any member when it names none).",
    args: { id: t.arg.id({ required: true }), comment: t.arg.string() },
    errors: workflowResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, approveWorkflowStep, { id: String(args.id), comment: args.comment }),
  }),
  sendBackWorkflow: t.field({
    type: WorkflowSuccess,
    description:
      "Back to the questionnaire; the supplier's link opens again and shows the comment.",
    args: { id: t.arg.id({ required: true }), comment: t.arg.string({ required: true }) },
    errors: workflowResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, sendBackWorkflow, { id: String(args.id), comment: args.comment }),
  }),
  decideWorkflow: t.field({
    type: WorkflowSuccess,
    description: "The decision step; conditions are required for approved_with_conditions.",
    args: {
      id: t.arg.id({ required: true }),
      outcome: t.arg({ type: WorkflowOutcomeEnum, required: true }),
      conditions: t.arg.string(),
      comment: t.arg.string(),
    },
    errors: workflowResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, decideWorkflow, {
        id: String(args.id),
        outcome: args.outcome,
        conditions: args.conditions,
        comment: args.comment,
      }),
  }),
  cancelWorkflow: t.field({
    type: WorkflowSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: workflowResult,
    resolve: (_root, args, ctx) => asTenant(ctx, cancelWorkflow, { id: String(args.id) }),
  }),
  resendWorkflowLink: t.field({
    type: WorkflowSuccess,
    description: "Sends the contacts their links again (the same links).",
    args: { id: t.arg.id({ required: true }) },
    errors: workflowResult,
    resolve: (_root, args, ctx) => asTenant(ctx, resendWorkflowLink, { id: String(args.id) }),
  }),
}));
