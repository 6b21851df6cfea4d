import { randomUUID } from "node:crypto";
import { caseLimits, isExternalAddress } from "@tierwise/common/cases";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { recordAudit } from "../../core/audit.ts";
import { resolveOrganizationSettings } from "../../core/load-actor.ts";
import { acrossOrganizations, ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { organizations } from "../../db/organization.table.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { supplierCases } from "../cases/case.table.ts";
import { commentAttachments } from "../comments/comment.table.ts";
import {
  type CaseEmailThreadRow,
  caseEmailRecipients,
  caseEmails,
  caseEmailThreads,
} from "./case-email.table.ts";
import { keepInboundFiles } from "./inbound-attachments.ts";
import { type InboundMessage, parseInboundMail } from "./inbound-parse.ts";
import { isInboundAddress, newMessageId, replyTokenOf } from "./reply-address.ts";

export type IngestTools = { db: Database; config: Config; log: FastifyBaseLogger };

export type IngestResult =
  | {
      outcome: "stored";
      matchedBy: "reply-address" | "message-id";
      emails: { emailId: string; threadId: string; caseId: string; status: string }[];
    }
  | { outcome: "duplicate"; threadIds: string[] }
  | { outcome: "unmatched"; reason: string };

/** Threads named by reply addresses among the envelope recipients and the address headers. */
async function threadsByReplyAddress(
  tools: IngestTools,
  message: InboundMessage,
  envelopeTo: readonly string[],
): Promise<CaseEmailThreadRow[]> {
  const domain = tools.config.INBOUND_MAIL_DOMAIN;
  const candidates = [
    ...envelopeTo,
    ...message.to.map((a) => a.email),
    ...message.cc.map((a) => a.email),
    ...message.deliveredTo,
  ];
  const tokens = [...new Set(candidates.flatMap((address) => replyTokenOf(address, domain) ?? []))];
  if (tokens.length === 0) return [];
  // The token is unique across organisations: it alone names the thread (and so its tenant).
  return tools.db
    .select()
    .from(caseEmailThreads)
    .where(inArray(caseEmailThreads.replyToken, tokens));
}

/**
 * The one thread a Message-ID of a stored e-mail belongs to. Ids are tried most recent first
 * (In-Reply-To, then References from the end); an id stored in more than one thread (the same
 * message delivered to two organisations) prefers our own outbound copy, else it decides nothing.
 */
async function threadByMessageIds(
  tools: IngestTools,
  ids: readonly string[],
): Promise<CaseEmailThreadRow | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return null;
  const stored = await tools.db
    .select({
      messageId: caseEmails.messageId,
      threadId: caseEmails.threadId,
      direction: caseEmails.direction,
    })
    .from(caseEmails)
    .where(inArray(caseEmails.messageId, unique));
  for (const id of unique) {
    const matches = stored.filter((row) => row.messageId === id);
    const ours = matches.filter((row) => row.direction === "outbound");
    const threadIds = [...new Set((ours.length > 0 ? ours : matches).map((row) => row.threadId))];
    if (threadIds.length !== 1) continue;
    const [thread] = await tools.db
      .select()
      .from(caseEmailThreads)
      .where(eq(caseEmailThreads.id, threadIds[0] as string));
    if (thread) return thread;
  }
  return null;
}

async function findThreads(
  tools: IngestTools,
  message: InboundMessage,
  envelopeTo: readonly string[],
): Promise<{ threads: CaseEmailThreadRow[]; matchedBy: "reply-address" | "message-id" } | null> {
  const byIds = (ids: readonly string[]) => threadByMessageIds(tools, ids);
  // A bounce names the failed message inside its report: that decides first.
  if (message.bounce) {
    const thread = await byIds(message.bounce.originalMessageIds);
    if (thread) return { threads: [thread], matchedBy: "message-id" };
  }
  const addressed = await threadsByReplyAddress(tools, message, envelopeTo);
  if (addressed.length > 0) return { threads: addressed, matchedBy: "reply-address" };
  const replyIds = [
    ...(message.inReplyTo ? [message.inReplyTo] : []),
    ...[...message.references].reverse(),
  ];
  const thread = await byIds(replyIds);
  return thread ? { threads: [thread], matchedBy: "message-id" } : null;
}

/** Stores the message in one thread, in one transaction with the thread's and case's counters. */
async function storeInThread(
  tools: IngestTools,
  thread: CaseEmailThreadRow,
  message: InboundMessage,
): Promise<{ emailId: string; status: string } | null> {
  const { db, config } = tools;
  const tenant = acrossOrganizations(db, thread.organizationId);
  const messageId = message.messageId ?? newMessageId(config.INBOUND_MAIL_DOMAIN);
  const already = await tenant.first(
    caseEmails,
    eq(caseEmails.threadId, thread.id),
    eq(caseEmails.messageId, messageId),
  );
  if (already) return null;
  const [organization] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, thread.organizationId));
  const internalDomains = resolveOrganizationSettings(organization?.settings).internalMailDomains;
  const supplierCase = await tenant.first(supplierCases, eq(supplierCases.id, thread.caseId));
  if (!supplierCase) return null;
  const status = message.bounce ? "delivery_failure" : "received";
  const people = (list: typeof message.to, type: "to" | "cc") =>
    list
      .filter((a) => !isInboundAddress(a.email, config.INBOUND_MAIL_DOMAIN))
      .map((a) => ({ ...a, type, internalToOrg: !isExternalAddress(a.email, internalDomains) }));
  const recipients = [...people(message.to, "to"), ...people(message.cc, "cc")];
  const senderEmail = message.from?.email ?? "unknown@invalid";
  const isExternal =
    isExternalAddress(senderEmail, internalDomains) || recipients.some((r) => !r.internalToOrg);

  const store = fileStoreFor(config);
  const { kept, rejected } = await keepInboundFiles(store, thread.organizationId, message.files);
  try {
    return await db.transaction(async (tx) => {
      const data = acrossOrganizations(tx, thread.organizationId);
      const email = await data.insert(caseEmails, {
        caseId: thread.caseId,
        threadId: thread.id,
        direction: "inbound",
        status,
        senderEmail,
        senderName: message.from?.name ?? null,
        subject: message.subject || thread.subject,
        bodyText: message.text,
        // Sanitised when parsed (inbound-body.ts): only an HTML-only mail has it.
        bodyHtml: message.html,
        sentAt: message.sentAt,
        messageId,
        inReplyTo: message.inReplyTo,
        references: message.references.slice(-50),
        isExternal: !message.bounce && isExternal,
        rejectedAttachments: rejected,
      });
      for (const recipient of recipients) {
        await data.insert(caseEmailRecipients, { ...recipient, emailId: email.id });
      }
      for (const [position, file] of kept.entries()) {
        await data.insert(commentAttachments, {
          ...file,
          position,
          // The table wants an uploader; inbound mail has none, so the case's creator stands in.
          uploaderId: supplierCase.creatorId,
          purpose: `email/${email.id}/inbound-${position}`,
          uploadKey: randomUUID(),
          emailId: email.id,
          claimedAt: new Date(),
        });
      }
      const now = new Date();
      await tx
        .update(caseEmailThreads)
        .set({ emailCount: sql`${caseEmailThreads.emailCount} + 1`, lastEmailAt: now })
        .where(
          ofOrganization(
            thread.organizationId,
            caseEmailThreads,
            eq(caseEmailThreads.id, thread.id),
          ),
        );
      // A bounce is shown in its thread but is no e-mail of the case: counters stay.
      if (!message.bounce) {
        await tx
          .update(supplierCases)
          .set({
            emailCount: sql`${supplierCases.emailCount} + 1`,
            externalEmailCount: sql`${supplierCases.externalEmailCount} + ${isExternal ? 1 : 0}`,
            lastActivityText: message.text.slice(0, caseLimits.lastCommentPreview),
            lastActivityAt: now,
            updatedAt: now,
          })
          .where(
            ofOrganization(
              thread.organizationId,
              supplierCases,
              eq(supplierCases.id, thread.caseId),
            ),
          );
      }
      await recordAudit(tx, null, {
        organizationId: thread.organizationId,
        action: message.bounce ? "case_email.delivery_failed" : "case_email.received",
        targetType: "CaseEmail",
        targetId: email.id,
        after: {
          caseId: thread.caseId,
          threadId: thread.id,
          // Counts, not words or addresses: the case may be private (issue 26).
          attachmentCount: kept.length,
          rejectedAttachmentCount: rejected.length,
        },
      });
      return { emailId: email.id, status };
    });
  } catch (error) {
    await Promise.all(kept.map((file) => store.delete(file.storeKey)));
    throw error;
  }
}

/**
 * The one way mail comes in (the SMTP listener and the .eml importer both call it): parse with
 * mailparser, find the thread by reply address, else by In-Reply-To / References against the
 * Message-IDs we stored (a bounce first by the failed message's id inside its report), and store
 * it there. Mail that matches no thread is refused, never filed under a guessed case.
 */
export async function ingestInboundMail(
  tools: IngestTools,
  raw: Buffer,
  envelope: { to?: readonly string[] } = {},
): Promise<IngestResult> {
  const message = await parseInboundMail(raw);
  const found = await findThreads(tools, message, envelope.to ?? []);
  if (!found) {
    return {
      outcome: "unmatched",
      reason: "No case thread matches its recipients, In-Reply-To or References.",
    };
  }
  const emails: { emailId: string; threadId: string; caseId: string; status: string }[] = [];
  for (const thread of found.threads) {
    const stored = await storeInThread(tools, thread, message);
    if (stored) emails.push({ ...stored, threadId: thread.id, caseId: thread.caseId });
  }
  if (emails.length === 0) {
    return { outcome: "duplicate", threadIds: found.threads.map((thread) => thread.id) };
  }
  tools.log.info({ emails, matchedBy: found.matchedBy }, "inbound case e-mail stored");
  return { outcome: "stored", matchedBy: found.matchedBy, emails };
}
