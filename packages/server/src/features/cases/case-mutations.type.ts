import { ForbiddenError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { CasePriorityEnum, CaseStatusEnum, SupplierCaseType } from "./case.type.ts";
import { createSupplierCase } from "./case-create.service.ts";
import { deleteSupplierCase } from "./case-delete.service.ts";
import type { SupplierCaseView } from "./case-presenter.ts";
import { updateSupplierCase } from "./case-update.service.ts";

const CaseAccessEntryInput = builder.inputType("CaseAccessEntryInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    type: t.string({ required: true, description: "user or team." }),
  }),
});
const CaseGscaInput = builder.inputType("CaseGscaInput", {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    locations: t.stringList(),
    type: t.string({ description: "violation (the default) or risk." }),
    themes: t.stringList(),
    subThemes: t.field({ type: "JSON", description: "Each selected theme's sub-theme keys." }),
  }),
});

const CreateSupplierCaseInput = builder.inputType("CreateSupplierCaseInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.field({ type: "JSON", required: true, description: "A rich-text document." }),
    priority: t.field({ type: CasePriorityEnum, description: "Medium unless given." }),
    status: t.field({
      type: CaseStatusEnum,
      description: "To do or In progress; To do unless given.",
    }),
    assigneeId: t.id(),
    assignedTeamId: t.id(),
    companyId: t.id(),
    duns: t.string(),
    portfolioId: t.id(),
    labels: t.stringList(),
    createdFromCommentId: t.id({ description: "The note this case is converted from." }),
    gsca: t.field({ type: CaseGscaInput }),
    dueDate: t.string({ description: "YYYY-MM-DD." }),
    locations: t.stringList(),
    riskSubCategory: t.stringList(),
    alertId: t.string(),
    alertNewId: t.string(),
    acl: t.field({ type: [CaseAccessEntryInput] }),
    private: t.boolean({
      description: "Needs an access list; the creator is always on it. GSCA cases default to true.",
    }),
    tags: t.idList(),
    newsId: t.string(),
    blogId: t.string(),
    attachmentKeys: t.stringList({
      description: "Uploads (POST /upload-attachments, type comment-attachment) the case claims.",
    }),
  }),
});

const UpdateSupplierCaseInput = builder.inputType("UpdateSupplierCaseInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string(),
    description: t.field({ type: "JSON" }),
    status: t.field({
      type: CaseStatusEnum,
      description: "Complete or Retired closes the case; To do or In progress reopens it.",
    }),
    priority: t.field({ type: CasePriorityEnum }),
    assigneeId: t.id({ description: "A person (clears the team); null clears it." }),
    assignedTeamId: t.id({ description: "A team (clears the person); null clears it." }),
    dueDate: t.string({ description: "YYYY-MM-DD; null clears it." }),
    locations: t.stringList(),
    riskSubCategory: t.stringList(),
    tags: t.idList({ description: "Replaces the tags." }),
    private: t.boolean(),
    acl: t.field({
      type: [CaseAccessEntryInput],
      description: "Replaces the access list; the creator stays on a private case's list.",
    }),
    gsca: t.field({ type: CaseGscaInput, description: "enabled false keeps it, switched off." }),
    resolutionCommentId: t.id({ description: "A comment of this case, when resolving it." }),
    attachmentKeys: t.stringList(),
  }),
});

const SupplierCaseSuccess = builder
  .objectRef<{ supplierCase: SupplierCaseView }>("SupplierCaseSuccess")
  .implement({
    fields: (t) => ({
      supplierCase: t.field({ type: SupplierCaseType, resolve: (r) => r.supplierCase }),
    }),
  });
const DeleteSupplierCaseSuccess = builder
  .objectRef<{ id: string; rowNumber: number; title: string }>("DeleteSupplierCaseSuccess")
  .implement({
    description: "For 'Case ID {rowNumber}: {title} was successfully deleted.'",
    fields: (t) => ({
      id: t.exposeID("id"),
      rowNumber: t.exposeInt("rowNumber"),
      title: t.exposeString("title"),
    }),
  });

type IdLike = string | number;
const idOrNull = (value: IdLike | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

/** Input objects with ids as strings; a field left out stays out (null clears it). */
function withStringIds<T extends Record<string, unknown>>(input: T): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const key of [
    "id",
    "assigneeId",
    "assignedTeamId",
    "companyId",
    "portfolioId",
    "createdFromCommentId",
    "resolutionCommentId",
  ]) {
    if (key in out) out[key] = idOrNull(out[key] as IdLike | null | undefined);
  }
  if (Array.isArray(out.tags)) out.tags = out.tags.map(String);
  if (Array.isArray(out.acl))
    out.acl = (out.acl as { id: IdLike; type: string }[]).map((e) => ({ ...e, id: String(e.id) }));
  return out;
}

/**
 * Create and update answer with the one contract union. The errors plugin makes a union once
 * per result name, so both fields name the same result (their direct success type).
 */
const caseResult = {
  types: [ValidationError, NotFoundError, ForbiddenError],
  result: { name: "SupplierCaseSuccess" },
  union: { name: "SupplierCaseResult" },
};

builder.mutationFields((t) => ({
  createSupplierCase: t.field({
    type: SupplierCaseSuccess,
    args: { input: t.arg({ type: CreateSupplierCaseInput, required: true }) },
    errors: caseResult,
    resolve: (_root, args, ctx) => asTenant(ctx, createSupplierCase, withStringIds(args.input)),
  }),
  updateSupplierCase: t.field({
    type: SupplierCaseSuccess,
    args: { input: t.arg({ type: UpdateSupplierCaseInput, required: true }) },
    errors: caseResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateSupplierCase, {
        ...withStringIds(args.input),
        id: String(args.input.id),
      }),
  }),
  deleteSupplierCase: t.field({
    type: DeleteSupplierCaseSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError, ForbiddenError],
      union: { name: "DeleteSupplierCaseResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteSupplierCase, { id: String(args.id) }),
  }),
}));
