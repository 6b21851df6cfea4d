import { type GraphQLResolveInfo, print } from "graphql";
import {
  ForbiddenError,
  NotFoundError,
  UnmodifiableError,
  ValidationError,
} from "../../core/errors.ts";
import type { Connection } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { PageInfoType } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import type {
  AttachmentView,
  CommentAuthorView,
  CommentRecipientView,
  CommentView,
} from "./comment-view.ts";
import {
  type ActivityWallItem,
  activityWall,
  activityWallSummary,
  commentById,
} from "./comment-wall.service.ts";
import { addComment, deleteComment, updateComment } from "./comment-write.service.ts";
import type { WorkflowAuditView } from "./wall-audit.ts";
import "./comment-recipients.type.ts";

const CommentTargetInput = builder.inputType("CommentTargetInput", {
  description: "Exactly one: a company (by id, or by DUNS), a portfolio or a case.",
  fields: (t) => ({
    companyId: t.id(),
    duns: t.string(),
    portfolioId: t.id(),
    caseId: t.id(),
  }),
});
const CommentRecipientInput = builder.inputType("CommentRecipientInput", {
  fields: (t) => ({
    type: t.string({ required: true, description: "User or Team." }),
    id: t.id({ required: true }),
  }),
});
const CommentPermissionInput = builder.inputType("CommentPermissionInput", {
  fields: (t) => ({
    type: t.string({ required: true, description: "public or private." }),
    recipients: t.field({ type: [CommentRecipientInput], description: "Required when private." }),
  }),
});
const ActivityWallFilterInput = builder.inputType("ActivityWallFilterInput", {
  fields: (t) => ({
    kinds: t.stringList({ description: "note, case, alert, ai-report." }),
    authorIds: t.idList(),
    withAttachments: t.boolean(),
  }),
});

const CommentAuthorType = builder.objectRef<CommentAuthorView>("CommentAuthor").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
  }),
});
const CommentRecipientType = builder.objectRef<CommentRecipientView>("CommentRecipient").implement({
  fields: (t) => ({
    type: t.exposeString("type", { description: "User or Team." }),
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email", { nullable: true }),
  }),
});
const CommentPermissionType = builder
  .objectRef<{ type: string; recipients: CommentRecipientView[] }>("CommentPermission")
  .implement({
    fields: (t) => ({
      type: t.exposeString("type", { description: "public or private." }),
      recipients: t.field({ type: [CommentRecipientType], resolve: (p) => p.recipients }),
    }),
  });
export const AttachmentType = builder.objectRef<AttachmentView>("Attachment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    filename: t.exposeString("filename"),
    size: t.exposeInt("size"),
    contentType: t.exposeString("contentType"),
    downloadUrl: t.exposeString("downloadUrl"),
    previewUrl: t.exposeString("previewUrl", {
      nullable: true,
      description: "Inline view for pdf, png, jpeg, jpg and gif; null for other types.",
    }),
  }),
});

export const CommentType = builder.objectRef<CommentView>("Comment");
CommentType.implement({
  isTypeOf: (value) => (value as ActivityWallItem).itemType === "Comment",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "note, case, alert or ai-report." }),
    comment: t.field({
      type: "JSON",
      description: "The rich-text document (spec 1 §3); an empty paragraph once deleted.",
      resolve: (c) => c.document,
    }),
    permission: t.field({
      type: CommentPermissionType,
      resolve: (c) => ({ type: c.access, recipients: c.recipients }),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
    convertedAt: t.expose("convertedAt", { type: "DateTime", nullable: true }),
    edited: t.boolean({ resolve: (c) => c.editedAt !== null }),
    commenter: t.field({ type: CommentAuthorType, resolve: (c) => c.commenter }),
    attachments: t.field({ type: [AttachmentType], resolve: (c) => c.attachments }),
    parentId: t.exposeID("parentId", { nullable: true }),
    childrenCount: t.exposeInt("childrenCount", { description: "Live replies the viewer sees." }),
    children: t.field({
      type: [CommentType],
      description: "The replies the viewer sees, oldest first (deleted ones included).",
      resolve: (c) => c.children,
    }),
    companyId: t.exposeID("companyId", { nullable: true }),
    duns: t.exposeString("duns", { nullable: true }),
    portfolioId: t.exposeID("portfolioId", { nullable: true }),
    caseId: t.exposeID("caseId", { nullable: true }),
    canEdit: t.exposeBoolean("canEdit"),
    canDelete: t.exposeBoolean("canDelete"),
    canReply: t.exposeBoolean("canReply"),
  }),
});

/**
 * Spec 2 §3 Workflow audit item. A company's wall (and auditTrail) shows its supplier
 * workflows' step changes; a portfolio's wall its own changes, whose workflow fields are null.
 */
export const WorkflowAuditType = builder.objectRef<WorkflowAuditView>("WorkflowAudit").implement({
  description:
    "A workflow audit item (spec 2 §3): a step change of a supplier workflow on a company's wall and audit trail, or a portfolio's own change on its wall (workflow fields null).",
  isTypeOf: (value) => (value as ActivityWallItem).itemType === "WorkflowAudit",
  fields: (t) => ({
    id: t.exposeID("id"),
    workflowId: t.exposeID("workflowId", { nullable: true }),
    action: t.exposeString("action"),
    actionTime: t.expose("actionTime", { type: "DateTime" }),
    email: t.exposeString("email", {
      nullable: true,
      description:
        "Who acted: a member's or the supplier contact's e-mail; null for automatic steps.",
    }),
    fullName: t.exposeString("fullName", {
      description: "The member's full name, the contact's e-mail, or \"Automatic check\".",
    }),
    name: t.exposeString("name", {
      description: "The company (supplier) the workflow is for, or the portfolio changed.",
    }),
    stepName: t.exposeString("stepName", { nullable: true }),
    workflowName: t.exposeString("workflowName", { nullable: true }),
    workflowUrl: t.exposeString("workflowUrl", { nullable: true }),
    actor: t.field({
      type: CommentAuthorType,
      nullable: true,
      description:
        "The member who made the change; null for a contact, an automatic step or nobody known.",
      resolve: (a) => a.actor,
    }),
    summary: t.exposeString("summary", {
      description:
        'What they did, without their name: "submitted the answers", "added Northwind Traders to Strategic suppliers".',
    }),
  }),
});

const ActivityWallItemType = builder.unionType("ActivityWallItem", {
  types: [CommentType, WorkflowAuditType],
  resolveType: (item) => (item.itemType === "Comment" ? CommentType : WorkflowAuditType),
});

const ActivityWallConnection = builder
  .objectRef<Connection<ActivityWallItem>>("ActivityWallConnection")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ActivityWallItemType], resolve: (c) => c.items }),
      itemsCount: t.int({ resolve: (c) => c.itemsCount() }),
      pageInfo: t.field({ type: PageInfoType, resolve: (c) => c.pageInfo }),
    }),
  });

const ActivityWallSummaryType = builder
  .objectRef<{ commentCount: number; canEdit: boolean; defaultAccess: string }>(
    "ActivityWallSummary",
  )
  .implement({
    fields: (t) => ({
      commentCount: t.exposeInt("commentCount", {
        description: "Live comments and replies the viewer sees (the notes icon's dot).",
      }),
      canEdit: t.exposeBoolean("canEdit", { description: "May add notes to this wall." }),
      defaultAccess: t.exposeString("defaultAccess", {
        description:
          "The composer's default: private when the organisation sets defaultCommentAccess.",
      }),
    }),
  });

/**
 * Whether the operation asks for replies anywhere (directly or in a fragment): then the wall
 * loads them with the page in one query rather than not at all. A false positive costs one
 * query, never a wrong answer.
 */
const asksForChildren = (info: GraphQLResolveInfo) =>
  [info.operation, ...Object.values(info.fragments)].some((node) =>
    /\bchildren\b/.test(print(node)),
  );

builder.queryFields((t) => ({
  activityWall: t.field({
    type: ActivityWallConnection,
    description: "A wall's items, newest first (comments by createdAt, audits by actionTime).",
    args: {
      target: t.arg({ type: CommentTargetInput, required: true }),
      parentId: t.arg.id({ description: "List the replies of this root comment." }),
      filter: t.arg({ type: ActivityWallFilterInput }),
      first: t.arg.int(),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx, info) =>
      listOrFail(() =>
        asTenant(ctx, activityWall, {
          target: args.target,
          parentId: args.parentId == null ? null : String(args.parentId),
          filter: args.filter,
          first: args.first,
          after: args.after,
          withChildren: asksForChildren(info),
        }),
      ),
  }),
  activityWallSummary: t.field({
    type: ActivityWallSummaryType,
    args: { target: t.arg({ type: CommentTargetInput, required: true }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, activityWallSummary, { target: args.target })),
  }),
  comment: t.field({
    type: CommentType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, commentById, { id: String(args.id) }),
  }),
}));

const AddCommentSuccess = builder
  .objectRef<{ comment: CommentView; visibleByFilter: boolean }>("AddCommentSuccess")
  .implement({
    fields: (t) => ({
      comment: t.field({ type: CommentType, resolve: (r) => r.comment }),
      visibleByFilter: t.exposeBoolean("visibleByFilter", {
        description:
          "False: the wall's filter hides it ('You've added a new note on the Activity Wall').",
      }),
    }),
  });
const CommentChangeSuccess = builder
  .objectRef<{ comment: CommentView }>("CommentChangeSuccess")
  .implement({
    fields: (t) => ({ comment: t.field({ type: CommentType, resolve: (r) => r.comment }) }),
  });
const DeleteCommentSuccess = builder.objectRef<{ id: string }>("DeleteCommentSuccess").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

const changeErrors = [ValidationError, NotFoundError, ForbiddenError, UnmodifiableError];

builder.mutationFields((t) => ({
  addComment: t.field({
    type: AddCommentSuccess,
    args: {
      target: t.arg({ type: CommentTargetInput, required: true }),
      comment: t.arg({ type: "JSON", required: true }),
      parentId: t.arg.id(),
      permission: t.arg({ type: CommentPermissionInput }),
      attachmentKeys: t.arg.stringList(),
      kind: t.arg.string(),
      filter: t.arg({ type: ActivityWallFilterInput }),
    },
    errors: { types: changeErrors, union: { name: "AddCommentResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, addComment, {
        ...args,
        parentId: args.parentId == null ? null : String(args.parentId),
      }),
  }),
  updateComment: t.field({
    type: CommentChangeSuccess,
    args: {
      id: t.arg.id({ required: true }),
      comment: t.arg({ type: "JSON", required: true }),
      permission: t.arg({ type: CommentPermissionInput }),
      attachmentKeys: t.arg.stringList(),
    },
    errors: { types: changeErrors, union: { name: "UpdateCommentResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, updateComment, { ...args, id: String(args.id) }),
  }),
  deleteComment: t.field({
    type: DeleteCommentSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError, ForbiddenError, UnmodifiableError],
      union: { name: "DeleteCommentResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteComment, { id: String(args.id) }),
  }),
}));
