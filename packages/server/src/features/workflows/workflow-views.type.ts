import {
  AlreadyExistsError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { DeleteSuccess, deleteResult } from "../alerts/feeds/feed.type.ts";
import { WorkflowUserRefType } from "./template.type.ts";
import {
  createWorkflowView,
  deleteWorkflowView,
  listWorkflowViews,
  updateWorkflowView,
  type WorkflowSavedView,
} from "./workflow-views.service.ts";

const WorkflowViewType = builder.objectRef<WorkflowSavedView>("WorkflowView").implement({
  description: "A saved view of the workflow list, like the case list's.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    params: t.field({ type: "JSON", description: "{ filters, sort }.", resolve: (v) => v.params }),
    columns: t.field({ type: "JSON", resolve: (v) => v.columns }),
    isDefault: t.exposeBoolean("isDefault"),
    creator: t.field({ type: WorkflowUserRefType, resolve: (v) => v.creator }),
  }),
});

const WorkflowViewInput = builder.inputType("WorkflowViewInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    params: t.field({ type: "JSON", required: true }),
    columns: t.field({ type: "JSON", required: true }),
    isDefault: t.boolean(),
  }),
});

const WorkflowViewSuccess = builder
  .objectRef<{ view: WorkflowSavedView }>("WorkflowViewSuccess")
  .implement({
    fields: (t) => ({ view: t.field({ type: WorkflowViewType, resolve: (r) => r.view }) }),
  });

const viewResult = {
  types: [ValidationError, NotFoundError, ForbiddenError, AlreadyExistsError, LimitReachedError],
  result: { name: "WorkflowViewSuccess" },
  union: { name: "WorkflowViewResult" },
};

builder.queryFields((t) => ({
  workflowViews: t.field({
    type: [WorkflowViewType],
    resolve: (_root, _args, ctx) => asTenant(ctx, listWorkflowViews),
  }),
}));

builder.mutationFields((t) => ({
  createWorkflowView: t.field({
    type: WorkflowViewSuccess,
    args: { input: t.arg({ type: WorkflowViewInput, required: true }) },
    errors: viewResult,
    resolve: (_root, args, ctx) => asTenant(ctx, createWorkflowView, { input: args.input }),
  }),
  updateWorkflowView: t.field({
    type: WorkflowViewSuccess,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: WorkflowViewInput, required: true }),
    },
    errors: viewResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateWorkflowView, { id: String(args.id), input: args.input }),
  }),
  deleteWorkflowView: t.field({
    type: DeleteSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: deleteResult,
    resolve: (_root, args, ctx) => asTenant(ctx, deleteWorkflowView, { id: String(args.id) }),
  }),
}));
