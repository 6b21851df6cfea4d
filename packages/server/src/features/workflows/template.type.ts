import { can } from "@tierwise/common/policy/can";
import type { WorkflowStep } from "@tierwise/common/workflows/definition";
import { workflowStepKinds } from "@tierwise/common/workflows/definition";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import {
  AlreadyExistsError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import { teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { builder } from "../../graphql/builder.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { asTenant, requireTenantActor } from "../../graphql/guards.ts";
import { displayName } from "../comments/comment-view.ts";
import {
  archiveTemplate,
  createTemplate,
  listTemplates,
  type TemplateView,
  templateById,
  templateCounts,
  templateVersions,
  updateTemplate,
} from "./template.service.ts";
import type { WorkflowTemplateVersionRow } from "./workflow.table.ts";
import { approverOf } from "./workflow-steps.ts";

export const WorkflowStepKindEnum = builder.enumType("WorkflowStepKind", {
  values: workflowStepKinds,
});

export type UserRefView = { id: string; name: string; email: string };
export const WorkflowUserRefType = builder.objectRef<UserRefView>("WorkflowUserRef").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
  }),
});

export async function userRef(ctx: GraphQLContext, id: string | null): Promise<UserRefView | null> {
  if (!id) return null;
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ? { id: user.id, name: displayName(user), email: user.email } : null;
}

/** A step with the viewer, so the approver's name can be looked up in their organisation. */
type StepView = { step: WorkflowStep; organizationId: string };

export const WorkflowStepSummaryType = builder
  .objectRef<StepView>("WorkflowStepSummary")
  .implement({
    description: "A step as lists show it; the full step is in the version's definition.",
    fields: (t) => ({
      id: t.id({ resolve: (s) => s.step.id }),
      kind: t.field({ type: WorkflowStepKindEnum, resolve: (s) => s.step.kind }),
      name: t.string({ resolve: (s) => s.step.name }),
      approverName: t.string({
        nullable: true,
        description:
          "review/decision: the approver's name (a person or a team); null for any reviewer.",
        resolve: async (s, _args, ctx) => {
          const approver = approverOf(s.step);
          if (!approver || !isUuid(approver.id)) return null;
          if (approver.type === "user") return (await userRef(ctx, approver.id))?.name ?? null;
          const [team] = await ctx.deps.db
            .select({ name: teams.name })
            .from(teams)
            .where(ownedBy({ organizationId: s.organizationId }, teams, eq(teams.id, approver.id)));
          return team?.name ?? null;
        },
      }),
    }),
  });

export const stepViews = (steps: readonly WorkflowStep[], organizationId: string): StepView[] =>
  steps.map((step) => ({ step, organizationId }));

type VersionView = { row: WorkflowTemplateVersionRow; viewer: TenantActor };

const WorkflowTemplateVersionType = builder
  .objectRef<VersionView>("WorkflowTemplateVersion")
  .implement({
    fields: (t) => ({
      id: t.id({ resolve: (v) => v.row.id }),
      version: t.int({ resolve: (v) => v.row.version }),
      createdAt: t.field({ type: "DateTime", resolve: (v) => v.row.createdAt }),
      createdBy: t.field({
        type: WorkflowUserRefType,
        nullable: true,
        description: "Null for the shipped templates' first version.",
        resolve: (v, _args, ctx) => userRef(ctx, v.row.createdBy),
      }),
      steps: t.field({
        type: [WorkflowStepSummaryType],
        resolve: (v) => stepViews(v.row.definition.steps, v.row.organizationId),
      }),
      definition: t.field({
        type: "JSON",
        description: "WorkflowDefinition of common/workflows/definition.ts.",
        resolve: (v) => v.row.definition,
      }),
      workflowCount: t.int({
        description: "Workflows that run on this version.",
        resolve: async (v, _args, ctx) =>
          (await templateCounts(ctx.deps.db, v.viewer, v.row.templateId)).byVersion.get(v.row.id) ??
          0,
      }),
    }),
  });

export type TemplateNode = TemplateView & { viewer: TenantActor };

export const WorkflowTemplateType = builder.objectRef<TemplateNode>("WorkflowTemplate").implement({
  description: "Spec 3 §3 Workflow template: id, tag, name; its steps are in versions.",
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.row.id }),
    tag: t.string({ resolve: (v) => v.row.tag }),
    name: t.string({ resolve: (v) => v.row.name }),
    description: t.string({ nullable: true, resolve: (v) => v.row.description }),
    shipped: t.boolean({ resolve: (v) => v.row.shippedKey !== null }),
    archived: t.boolean({ resolve: (v) => v.row.archivedAt !== null }),
    current: t.field({
      type: WorkflowTemplateVersionType,
      description: "The newest version: what a new workflow starts on.",
      resolve: (v) => ({ row: v.current, viewer: v.viewer }),
    }),
    versions: t.field({
      type: [WorkflowTemplateVersionType],
      description: "Newest first.",
      resolve: async (v, _args, ctx) =>
        (await templateVersions(ctx.deps.db, v.viewer, v.row.id)).map((row) => ({
          row,
          viewer: v.viewer,
        })),
    }),
    updatedAt: t.field({ type: "DateTime", resolve: (v) => v.row.updatedAt }),
    runningCount: t.int({
      resolve: async (v, _args, ctx) =>
        (await templateCounts(ctx.deps.db, v.viewer, v.row.id)).running,
    }),
    canManage: t.boolean({ resolve: (v) => can(v.viewer, "workflows.manageTemplates") }),
  }),
});

const WorkflowTemplateInput = builder.inputType("WorkflowTemplateInput", {
  fields: (t) => ({
    tag: t.string({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    definition: t.field({
      type: "JSON",
      required: true,
      description: "WorkflowDefinition (common/workflows/definition.ts).",
    }),
  }),
});

const WorkflowTemplateSuccess = builder
  .objectRef<{ template: TemplateNode }>("WorkflowTemplateSuccess")
  .implement({
    fields: (t) => ({
      template: t.field({ type: WorkflowTemplateType, resolve: (r) => r.template }),
    }),
  });

const templateResult = {
  types: [ValidationError, NotFoundError, ForbiddenError, AlreadyExistsError],
  result: { name: "WorkflowTemplateSuccess" },
  union: { name: "WorkflowTemplateResult" },
};

/** Services answer { template: TemplateView }; the node carries the viewer for can* fields. */
async function withViewer(ctx: GraphQLContext, answer: Promise<{ template: TemplateView }>) {
  const { template } = await answer;
  return { template: { ...template, viewer: await requireTenantActor(ctx) } };
}

builder.queryFields((t) => ({
  workflowTemplates: t.field({
    type: [WorkflowTemplateType],
    args: { includeArchived: t.arg.boolean({ defaultValue: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireTenantActor(ctx);
      const views = await asTenant(ctx, listTemplates, { includeArchived: args.includeArchived });
      return views.map((v) => ({ ...v, viewer }));
    },
  }),
  workflowTemplate: t.field({
    type: WorkflowTemplateType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireTenantActor(ctx);
      const view = await asTenant(ctx, templateById, { id: String(args.id) });
      return view ? { ...view, viewer } : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  createWorkflowTemplate: t.field({
    type: WorkflowTemplateSuccess,
    args: { input: t.arg({ type: WorkflowTemplateInput, required: true }) },
    errors: templateResult,
    resolve: (_root, args, ctx) =>
      withViewer(ctx, asTenant(ctx, createTemplate, { input: args.input })),
  }),
  updateWorkflowTemplate: t.field({
    type: WorkflowTemplateSuccess,
    description: "A new version; running workflows keep theirs.",
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: WorkflowTemplateInput, required: true }),
    },
    errors: templateResult,
    resolve: (_root, args, ctx) =>
      withViewer(ctx, asTenant(ctx, updateTemplate, { id: String(args.id), input: args.input })),
  }),
  archiveWorkflowTemplate: t.field({
    type: WorkflowTemplateSuccess,
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    errors: templateResult,
    resolve: (_root, args, ctx) =>
      withViewer(
        ctx,
        asTenant(ctx, archiveTemplate, { id: String(args.id), archived: args.archived }),
      ),
  }),
}));
