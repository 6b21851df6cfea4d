import { ForbiddenError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { AttachmentType } from "../comments/comment.type.ts";
import { findCaseEmail, listCaseEmailThreads } from "./case-email-read.service.ts";
import { sendCaseEmail } from "./case-email-send.service.ts";
import type {
  CaseEmailPartyView,
  CaseEmailRecipientView,
  CaseEmailThreadView,
  CaseEmailView,
  RejectedAttachmentView,
} from "./case-email-view.ts";
import { type CaseMailRecipientView, caseMailRecipients } from "./case-mail-recipients.service.ts";

const CaseEmailPartyType = builder.objectRef<CaseEmailPartyView>("CaseEmailParty").implement({
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name", { nullable: true }),
    internalToOrg: t.exposeBoolean("internalToOrg"),
  }),
});

const CaseEmailRecipientType = builder
  .objectRef<CaseEmailRecipientView>("CaseEmailRecipient")
  .implement({
    fields: (t) => ({
      email: t.exposeString("email"),
      name: t.exposeString("name", { nullable: true }),
      type: t.exposeString("type", { description: "to, cc or bcc." }),
      internalToOrg: t.exposeBoolean("internalToOrg"),
    }),
  });

const RejectedAttachmentType = builder
  .objectRef<RejectedAttachmentView>("CaseEmailRejectedAttachment")
  .implement({
    description:
      "A file of a received e-mail that failed the upload checks (type by content, 50 MB) and was not kept.",
    fields: (t) => ({
      filename: t.string({ resolve: (r) => r.fileName }),
      reason: t.exposeString("reason", { description: "too-large or wrong-type." }),
      message: t.exposeString("message", { description: "The spec's attachment message." }),
    }),
  });

const CaseEmailType = builder.objectRef<CaseEmailView>("CaseEmail").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    threadId: t.exposeID("threadId"),
    sender: t.field({ type: CaseEmailPartyType, resolve: (e) => e.sender }),
    recipients: t.field({ type: [CaseEmailRecipientType], resolve: (e) => e.recipients }),
    subject: t.exposeString("subject"),
    body: t.exposeString("body", { description: "Plain text." }),
    bodyHtml: t.exposeString("bodyHtml", {
      nullable: true,
      description:
        "Sanitised HTML of a received e-mail that had no text part (body is then its text); else null.",
    }),
    sentAt: t.expose("sentAt", {
      type: "DateTime",
      nullable: true,
      description: "The message's own Date header (when it was sent); null when it had none.",
    }),
    createdAt: t.expose("createdAt", {
      type: "DateTime",
      description: "When the e-mail reached the case (sent from it, received or imported).",
    }),
    attachments: t.field({ type: [AttachmentType], resolve: (e) => e.attachments }),
    rejectedAttachments: t.field({
      type: [RejectedAttachmentType],
      resolve: (e) => e.rejectedAttachments,
    }),
    isExternal: t.exposeBoolean("isExternal"),
    direction: t.exposeString("direction", { description: "outbound or inbound." }),
    status: t.exposeString("status", {
      description: "sent, failed, received or delivery_failure (a bounce).",
    }),
  }),
});

const CaseEmailThreadType = builder.objectRef<CaseEmailThreadView>("CaseEmailThread").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    replyAddress: t.exposeString("replyAddress"),
    emails: t.field({ type: [CaseEmailType], resolve: (thread) => thread.emails }),
    emailCount: t.exposeInt("emailCount"),
  }),
});

const CaseMailRecipientType = builder
  .objectRef<CaseMailRecipientView>("CaseMailRecipient")
  .implement({
    fields: (t) => ({
      email: t.exposeString("email"),
      name: t.exposeString("name", { nullable: true }),
    }),
  });

const CaseEmailRecipientInput = builder.inputType("CaseEmailRecipientInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string(),
    type: t.string({ required: true, description: "to, cc or bcc." }),
  }),
});

const SendCaseEmailInput = builder.inputType("SendCaseEmailInput", {
  fields: (t) => ({
    caseId: t.id({ required: true }),
    threadId: t.id({ description: "An existing thread; none starts a new one." }),
    replyToId: t.id({ description: "The e-mail answered (its thread is used)." }),
    subject: t.string({ required: true }),
    body: t.string({ required: true }),
    recipients: t.field({ type: [CaseEmailRecipientInput], required: true }),
    attachmentKeys: t.stringList({
      description: "Keys from POST /upload-attachments (type comment-attachment or email/…).",
    }),
  }),
});

const SendCaseEmailSuccess = builder
  .objectRef<{ email: CaseEmailView; thread: CaseEmailThreadView }>("SendCaseEmailSuccess")
  .implement({
    fields: (t) => ({
      email: t.field({ type: CaseEmailType, resolve: (r) => r.email }),
      thread: t.field({ type: CaseEmailThreadType, resolve: (r) => r.thread }),
    }),
  });

builder.queryFields((t) => ({
  caseEmailThreads: t.field({
    type: [CaseEmailThreadType],
    args: { caseId: t.arg.id({ required: true }) },
    description: "Fails with type NotFoundError when the case is missing or not visible.",
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, listCaseEmailThreads, { caseId: String(args.caseId) })),
  }),
  caseEmail: t.field({
    type: CaseEmailType,
    nullable: true,
    description: "Null when missing or its case is not visible.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, findCaseEmail, { id: String(args.id) }),
  }),
  caseMailRecipients: t.field({
    type: [CaseMailRecipientType],
    args: {
      query: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: 25 }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, caseMailRecipients, { query: args.query, first: args.first })),
  }),
}));

builder.mutationFields((t) => ({
  sendCaseEmail: t.field({
    type: SendCaseEmailSuccess,
    errors: {
      types: [ValidationError, NotFoundError, ForbiddenError],
      union: { name: "SendCaseEmailResult" },
    },
    args: { input: t.arg({ type: SendCaseEmailInput, required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, sendCaseEmail, args.input),
  }),
}));
