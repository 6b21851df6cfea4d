import { isExternalAddress } from "@tierwise/common/cases";
import {
  attachmentTooLargeMessage,
  attachmentWrongTypeMessage,
  canPreviewAttachment,
} from "@tierwise/common/comments";
import { and, asc, inArray, isNotNull } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { type CommentAttachmentRow, commentAttachments } from "../comments/comment.table.ts";
import type { AttachmentView } from "../comments/comment-view.ts";
import {
  type CaseEmailRow,
  type CaseEmailThreadRow,
  caseEmailRecipients,
  type RejectedAttachment,
} from "./case-email.table.ts";
import { replyAddressOf } from "./reply-address.ts";

export type CaseEmailPartyView = { email: string; name: string | null; internalToOrg: boolean };
export type CaseEmailRecipientView = CaseEmailPartyView & { type: string };
export type RejectedAttachmentView = RejectedAttachment & { message: string };

export type CaseEmailView = {
  id: string;
  threadId: string;
  caseId: string;
  sender: CaseEmailPartyView;
  recipients: CaseEmailRecipientView[];
  subject: string;
  body: string;
  bodyHtml: string | null;
  /** The message's own Date: when it was sent; createdAt is when it reached the case. */
  sentAt: Date | null;
  createdAt: Date;
  attachments: AttachmentView[];
  rejectedAttachments: RejectedAttachmentView[];
  isExternal: boolean;
  direction: string;
  status: string;
  messageId: string;
};

export type CaseEmailThreadView = {
  id: string;
  subject: string;
  replyAddress: string;
  emails: CaseEmailView[];
  emailCount: number;
};

/** An e-mail attachment as the Attachment type shows it: served by this feature's own route. */
export function emailAttachmentView(row: CommentAttachmentRow): AttachmentView {
  return {
    id: row.id,
    filename: row.fileName,
    size: row.size,
    contentType: row.contentType,
    downloadUrl: `/case-email-attachments/${row.id}`,
    previewUrl: canPreviewAttachment(row.fileName)
      ? `/case-email-attachments/${row.id}/preview`
      : null,
  };
}

function rejectedView(rejected: RejectedAttachment): RejectedAttachmentView {
  const message =
    rejected.reason === "too-large"
      ? attachmentTooLargeMessage([rejected.fileName])
      : attachmentWrongTypeMessage([rejected.fileName]);
  return { ...rejected, message };
}

/** E-mails with their recipients and files, in the order given. Two queries for any number. */
export async function caseEmailViews(
  db: Database,
  actor: TenantActor,
  rows: readonly CaseEmailRow[],
): Promise<CaseEmailView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [recipients, files] = await Promise.all([
    db
      .select()
      .from(caseEmailRecipients)
      .where(ownedBy(actor, caseEmailRecipients, inArray(caseEmailRecipients.emailId, ids))),
    db
      .select()
      .from(commentAttachments)
      .where(
        ownedBy(
          actor,
          commentAttachments,
          and(isNotNull(commentAttachments.emailId), inArray(commentAttachments.emailId, ids)),
        ),
      )
      .orderBy(asc(commentAttachments.createdAt), asc(commentAttachments.position)),
  ]);
  const internalDomains = actor.organization.resolvedSettings.internalMailDomains;
  const typeOrder = { to: 0, cc: 1, bcc: 2 } as Record<string, number>;
  return rows.map((row) => ({
    id: row.id,
    threadId: row.threadId,
    caseId: row.caseId,
    sender: {
      email: row.senderEmail,
      name: row.senderName,
      internalToOrg: !isExternalAddress(row.senderEmail, internalDomains),
    },
    recipients: recipients
      .filter((r) => r.emailId === row.id)
      .sort((a, b) => (typeOrder[a.type] ?? 3) - (typeOrder[b.type] ?? 3))
      .map((r) => ({ email: r.email, name: r.name, type: r.type, internalToOrg: r.internalToOrg })),
    subject: row.subject,
    body: row.bodyText,
    // Received HTML is stored only after sanitize-html (inbound-body.ts), and only for mail
    // without a text part; what the case itself sends is written here as text.
    bodyHtml: row.bodyHtml,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
    attachments: files.filter((f) => f.emailId === row.id).map(emailAttachmentView),
    rejectedAttachments: row.rejectedAttachments.map(rejectedView),
    isExternal: row.isExternal,
    direction: row.direction,
    status: row.status,
    messageId: row.messageId,
  }));
}

export function threadView(
  thread: CaseEmailThreadRow,
  emails: CaseEmailView[],
  inboundDomain: string,
): CaseEmailThreadView {
  return {
    id: thread.id,
    subject: thread.subject,
    replyAddress: replyAddressOf(thread.replyToken, inboundDomain),
    emails,
    emailCount: thread.emailCount,
  };
}
