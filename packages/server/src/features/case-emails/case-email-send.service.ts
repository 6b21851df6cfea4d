import { caseLimits, isExternalAddress } from "@tierwise/common/cases";
import { commentAttachmentUpload } from "@tierwise/common/comments";
import { sendCaseEmailInputSchema } from "@tierwise/common/inputs/cases";
import { can } from "@tierwise/common/policy/can";
import { asc, desc, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenError, NotFoundError } from "../../core/errors.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { supplierCases } from "../cases/case.table.ts";
import { caseNotFound, caseSubject, findVisibleCase } from "../cases/case-visibility.ts";
import { unclaimedUploadHours } from "../comments/attachments.service.ts";
import { type CommentAttachmentRow, commentAttachments } from "../comments/comment.table.ts";
import { displayName } from "../comments/comment-view.ts";
import {
  type CaseEmailRow,
  type CaseEmailThreadRow,
  caseEmailRecipients,
  caseEmails,
  caseEmailThreads,
} from "./case-email.table.ts";
import { caseEmailViews, threadView } from "./case-email-view.ts";
import { sendCaseMail } from "./case-mail-transport.ts";
import { newMessageId, newReplyToken, replyAddressOf } from "./reply-address.ts";

const emailNotFound = () => new NotFoundError("E-mail not found.");
const threadNotFound = () => new NotFoundError("E-mail thread not found.");

/** Where the new e-mail goes: an existing thread (and the e-mail it answers) or a new one. */
async function chooseThread(
  tx: Database,
  actor: TenantActor,
  caseId: string,
  input: { threadId?: string | null; replyToId?: string | null; subject: string },
): Promise<{ thread: CaseEmailThreadRow; answers: CaseEmailRow | null }> {
  if (input.replyToId) {
    const [answers] = await tx
      .select()
      .from(caseEmails)
      .where(ownedBy(actor, caseEmails, eq(caseEmails.id, input.replyToId)))
      .limit(1);
    if (!answers || answers.caseId !== caseId) throw emailNotFound();
    if (input.threadId && input.threadId !== answers.threadId) throw emailNotFound();
    const [thread] = await tx
      .select()
      .from(caseEmailThreads)
      .where(ownedBy(actor, caseEmailThreads, eq(caseEmailThreads.id, answers.threadId)))
      .for("no key update");
    if (!thread) throw threadNotFound();
    return { thread, answers };
  }
  if (input.threadId) {
    const [thread] = await tx
      .select()
      .from(caseEmailThreads)
      .where(
        ownedBy(
          actor,
          caseEmailThreads,
          eq(caseEmailThreads.id, input.threadId),
          eq(caseEmailThreads.caseId, caseId),
        ),
      )
      .for("no key update");
    if (!thread) throw threadNotFound();
    // Without a chosen e-mail, the thread's newest one is the one answered.
    const [latest] = await tx
      .select()
      .from(caseEmails)
      .where(ownedBy(actor, caseEmails, eq(caseEmails.threadId, thread.id)))
      .orderBy(desc(caseEmails.createdAt), desc(caseEmails.id))
      .limit(1);
    return { thread, answers: latest ?? null };
  }
  const thread = await tenantData(tx, actor).insert(caseEmailThreads, {
    caseId,
    replyToken: newReplyToken(),
    subject: input.subject,
  });
  return { thread, answers: null };
}

/**
 * The sender's own uploads (POST /upload-attachments, type comment-attachment or
 * email/{emailId}/{fileId}) become the e-mail's: unclaimed, unexpired and not attached to
 * anything else. Any other key refuses the whole e-mail, so a key cannot move someone else's file.
 */
async function claimEmailUploads(
  tx: Database,
  actor: TenantActor,
  emailId: string,
  keys: readonly string[],
): Promise<CommentAttachmentRow[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const claimed = await tx
    .update(commentAttachments)
    .set({ emailId, claimedAt: new Date() })
    .where(
      ownedBy(
        actor,
        commentAttachments,
        inArray(commentAttachments.uploadKey, unique),
        eq(commentAttachments.uploaderId, actor.userId),
        or(
          eq(commentAttachments.purpose, commentAttachmentUpload),
          like(commentAttachments.purpose, "email/%"),
        ),
        isNull(commentAttachments.commentId),
        isNull(commentAttachments.caseId),
        isNull(commentAttachments.emailId),
        sql`${commentAttachments.createdAt} > now() - make_interval(hours => ${unclaimedUploadHours})`,
      ),
    )
    .returning();
  if (claimed.length !== unique.length) {
    throw fieldError("attachmentKeys", "An attachment was not found. Upload it again.");
  }
  return claimed.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.position - b.position,
  );
}

/**
 * sendCaseEmail (spec 2 §5): writes the thread, the e-mail, its recipients, its files and the
 * case's counters in one transaction, then sends it (SMTP or the outbox). A failed send keeps
 * the e-mail with status failed and answers with an error, so the web shows its warning.
 */
export async function sendCaseEmail(deps: ServiceDeps, actor: TenantActor, args: unknown) {
  const input = parseInput(sendCaseEmailInputSchema, args);
  const internalDomains = actor.organization.resolvedSettings.internalMailDomains;
  const recipients = input.recipients.map((r) => ({
    email: r.email.toLowerCase(),
    name: r.name?.trim() || null,
    type: r.type,
    internalToOrg: !isExternalAddress(r.email, internalDomains),
  }));
  const isExternal = recipients.some((r) => !r.internalToOrg);
  const domain = deps.config.INBOUND_MAIL_DOMAIN;
  const written = await deps.db.transaction(async (tx) => {
    const supplierCase = await findVisibleCase(tx, actor, input.caseId);
    const [locked] = await tx
      .select({ id: supplierCases.id })
      .from(supplierCases)
      .where(ownedBy(actor, supplierCases, eq(supplierCases.id, supplierCase.id)))
      .for("no key update");
    if (!locked) throw caseNotFound();
    if (!can(actor, "cases.update", caseSubject(supplierCase))) {
      throw new ForbiddenError("You cannot change this case.");
    }
    const { thread, answers } = await chooseThread(tx, actor, supplierCase.id, input);
    const references = answers ? [...answers.references, answers.messageId].slice(-20) : [];
    const email = await tenantData(tx, actor).insert(caseEmails, {
      caseId: supplierCase.id,
      threadId: thread.id,
      direction: "outbound",
      status: "sent",
      senderEmail: actor.user.email,
      senderName: displayName(actor.user),
      sentBy: actor.userId,
      subject: input.subject,
      bodyText: input.body,
      messageId: newMessageId(domain),
      inReplyTo: answers?.messageId ?? null,
      references,
      isExternal,
    });
    await tx
      .insert(caseEmailRecipients)
      .values(
        recipients.map((r) => ({ ...r, emailId: email.id, organizationId: actor.organizationId })),
      );
    const files = await claimEmailUploads(tx, actor, email.id, input.attachmentKeys);
    const now = new Date();
    const [counted] = await tx
      .update(caseEmailThreads)
      .set({ emailCount: sql`${caseEmailThreads.emailCount} + 1`, lastEmailAt: now })
      .where(ownedBy(actor, caseEmailThreads, eq(caseEmailThreads.id, thread.id)))
      .returning();
    await tx
      .update(supplierCases)
      .set({
        emailCount: sql`${supplierCases.emailCount} + 1`,
        externalEmailCount: sql`${supplierCases.externalEmailCount} + ${isExternal ? 1 : 0}`,
        lastActivityText: input.body.slice(0, caseLimits.lastCommentPreview),
        lastActivityAt: now,
        updatedAt: now,
      })
      .where(ownedBy(actor, supplierCases, eq(supplierCases.id, supplierCase.id)));
    await recordAudit(tx, actor, {
      action: "case_email.sent",
      targetType: "CaseEmail",
      targetId: email.id,
      after: {
        caseId: supplierCase.id,
        threadId: thread.id,
        // Counts, not words or addresses: the case may be private (issue 26).
        recipientCount: recipients.length,
        attachmentCount: files.length,
        isExternal,
      },
    });
    return { email, thread: counted ?? thread, files };
  });

  const store = fileStoreFor(deps.config);
  const replyAddress = replyAddressOf(written.thread.replyToken, domain);
  const byType = (type: string) => recipients.filter((r) => r.type === type);
  try {
    const attachments = [];
    for (const file of written.files) {
      const stored = await store.get(file.storeKey);
      if (!stored) throw new Error(`stored file missing: ${file.id}`);
      attachments.push({
        filename: file.fileName,
        contentType: file.contentType,
        content: stored.body,
      });
    }
    await sendCaseMail(deps, {
      from: deps.config.CASE_MAIL_FROM ?? deps.config.MAIL_FROM,
      replyTo: replyAddress,
      envelopeFrom: replyAddress,
      to: byType("to"),
      cc: byType("cc"),
      bcc: byType("bcc"),
      subject: written.email.subject,
      text: written.email.bodyText,
      messageId: written.email.messageId,
      inReplyTo: written.email.inReplyTo,
      references: written.email.references,
      attachments,
    });
  } catch (error) {
    await deps.db
      .update(caseEmails)
      .set({ status: "failed" })
      .where(ownedBy(actor, caseEmails, eq(caseEmails.id, written.email.id)));
    deps.log.error({ err: error, emailId: written.email.id }, "case e-mail could not be sent");
    throw new Error("The e-mail could not be sent.");
  }
  const threadRows = await deps.db
    .select()
    .from(caseEmails)
    .where(ownedBy(actor, caseEmails, eq(caseEmails.threadId, written.thread.id)))
    .orderBy(asc(caseEmails.createdAt), asc(caseEmails.id));
  const views = await caseEmailViews(deps.db, actor, threadRows);
  const email = views.find((view) => view.id === written.email.id);
  if (!email) throw emailNotFound();
  return { email, thread: threadView(written.thread, views, domain) };
}
