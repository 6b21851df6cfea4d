import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { supplierCases } from "../cases/case.table.ts";

/**
 * An e-mail thread of a case. `reply_token` makes the thread's own reply address
 * (`case+{token}@{inbound domain}`), the first thing an inbound reply is matched by.
 */
export const caseEmailThreads = pgTable(
  "case_email_threads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    caseId: uuid("case_id")
      .notNull()
      .references(() => supplierCases.id, { onDelete: "cascade" }),
    replyToken: text("reply_token").notNull(),
    subject: text("subject").notNull(),
    emailCount: integer("email_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastEmailAt: timestamp("last_email_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("case_email_threads_reply_token_unique").on(t.replyToken),
    index("case_email_threads_case").on(t.caseId, t.lastEmailAt),
  ],
);

/** Why an inbound attachment was not kept: the upload endpoint's two refusals. */
export type RejectedAttachment = { fileName: string; reason: "too-large" | "wrong-type" };

/**
 * One e-mail of a thread: sent from the case (outbound) or received (inbound). A bounce is
 * kept as a delivery failure, never as a supplier's reply. `message_id` is the RFC 5322
 * Message-ID, by which In-Reply-To and References match replies.
 */
export const caseEmails = pgTable(
  "case_emails",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    caseId: uuid("case_id")
      .notNull()
      .references(() => supplierCases.id, { onDelete: "cascade" }),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => caseEmailThreads.id, { onDelete: "cascade" }),
    direction: text("direction").$type<"outbound" | "inbound">().notNull(),
    /** sent, failed, received or delivery_failure. */
    status: text("status").notNull(),
    senderEmail: text("sender_email").notNull(),
    senderName: text("sender_name"),
    /** The person who sent it from the case; null for inbound mail. */
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    messageId: text("message_id").notNull(),
    inReplyTo: text("in_reply_to"),
    references: text("references").array().notNull().default(sql`'{}'::text[]`),
    isExternal: boolean("is_external").notNull().default(false),
    /**
     * Attachments of an inbound e-mail that failed the upload checks (type by content, size):
     * reported on the e-mail rather than silently dropped.
     */
    rejectedAttachments: jsonb("rejected_attachments")
      .$type<RejectedAttachment[]>()
      .notNull()
      .default([]),
    /**
     * The message's own Date header (when its sender sent it); null when it had none. An
     * imported old mail keeps its date here while created_at is when it reached the case.
     */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("case_emails_thread").on(t.threadId, t.createdAt),
    index("case_emails_case").on(t.caseId, t.createdAt),
    index("case_emails_message_id").on(t.organizationId, t.messageId),
  ],
);

export const caseEmailRecipients = pgTable(
  "case_email_recipients",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    emailId: uuid("email_id")
      .notNull()
      .references(() => caseEmails.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    type: text("type").$type<"to" | "cc" | "bcc">().notNull(),
    internalToOrg: boolean("internal_to_org").notNull(),
  },
  (t) => [index().on(t.emailId)],
);

export type CaseEmailRow = typeof caseEmails.$inferSelect;
export type CaseEmailThreadRow = typeof caseEmailThreads.$inferSelect;
