import {
  AlreadyExistsError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import {
  caseViewById,
  createCaseView,
  deleteCaseView,
  listCaseViews,
  type SavedCaseView,
  setDefaultCaseView,
  updateCaseView,
} from "./case-saved-views.service.ts";
import { CaseUserRefType } from "./tasks/case-people.type.ts";

/** Saved case views (spec 2 §3 "Saved case view"): each person's own, names unique. */
const CaseViewType = builder.objectRef<SavedCaseView>("CaseView").implement({
  fields: (t) => ({
    id: t.exposeID("id", { description: '"default" for the built-in Default View.' }),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    params: t.field({
      type: "JSON",
      description: "{ filters, sort } as the list keeps them.",
      resolve: (v) => v.params,
    }),
    columns: t.field({
      type: "JSON",
      description: "The column configuration (version 9).",
      resolve: (v) => v.columns,
    }),
    isDefault: t.exposeBoolean("isDefault"),
    creator: t.field({ type: CaseUserRefType, resolve: (v) => v.creator }),
  }),
});

const CaseViewInput = builder.inputType("CaseViewInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    params: t.field({ type: "JSON", required: true }),
    columns: t.field({ type: "JSON", required: true }),
  }),
});

const CaseViewSuccess = builder.objectRef<{ view: SavedCaseView }>("CaseViewSuccess").implement({
  fields: (t) => ({ view: t.field({ type: CaseViewType, resolve: (r) => r.view }) }),
});
const DeleteCaseViewSuccess = builder
  .objectRef<{ id: string }>("DeleteCaseViewSuccess")
  .implement({ fields: (t) => ({ id: t.exposeID("id") }) });

/** The three mutations answering a view share the contract's one union (see case-mutations). */
const viewResult = {
  types: [ValidationError, NotFoundError, AlreadyExistsError, ForbiddenError],
  result: { name: "CaseViewSuccess" },
  union: { name: "CaseViewResult" },
};

builder.queryFields((t) => ({
  caseViews: t.field({
    type: [CaseViewType],
    description: "Default View, then the viewer's saved views by name.",
    resolve: (_root, _args, ctx) => asTenant(ctx, listCaseViews),
  }),
  caseView: t.field({
    type: CaseViewType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, caseViewById, { id: String(args.id) }),
  }),
}));

builder.mutationFields((t) => ({
  createCaseView: t.field({
    type: CaseViewSuccess,
    args: { input: t.arg({ type: CaseViewInput, required: true }) },
    errors: viewResult,
    resolve: (_root, args, ctx) => asTenant(ctx, createCaseView, { input: args.input }),
  }),
  updateCaseView: t.field({
    type: CaseViewSuccess,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: CaseViewInput, required: true }),
    },
    errors: viewResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateCaseView, { id: String(args.id), input: args.input }),
  }),
  deleteCaseView: t.field({
    type: DeleteCaseViewSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError, ForbiddenError], union: { name: "DeleteCaseViewResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteCaseView, { id: String(args.id) }),
  }),
  setDefaultCaseView: t.field({
    type: CaseViewSuccess,
    description: 'Null goes back to the built-in "Default View".',
    args: { id: t.arg.id() },
    errors: viewResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, setDefaultCaseView, { id: args.id == null ? null : String(args.id) }),
  }),
}));
