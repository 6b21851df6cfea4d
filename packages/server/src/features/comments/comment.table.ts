import type { CommentAccess, CommentKind } from "@tierwise/common/comments";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";

/**
 * Notes and comments on an activity wall. The target is one of company (by id, or a DUNS
 * number no company has yet), portfolio or case; portfolio and case ids carry no foreign key
 * because those features own their rows' lifetimes (portfolios are archived, not deleted).
 */
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<CommentKind>().notNull().default("note"),
    document: jsonb("document").$type<RichTextDocument>().notNull(),
    access: text("access").$type<CommentAccess>().notNull().default("public"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    duns: text("duns"),
    portfolioId: uuid("portfolio_id"),
    caseId: uuid("case_id"),
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
  },
  (t) => [
    // One index per kind of wall over its root comments, read backwards (newest first) as the
    // wall pages; ascending keeps it usable for ORDER BY … DESC, whose NULLS FIRST a
    // DESC NULLS LAST index would not match.
    // A thread's replies come from comments_thread.
    index("comments_company_wall")
      .on(t.organizationId, t.companyId, t.createdAt, t.id)
      .where(sql`${t.companyId} is not null and ${t.parentId} is null`),
    index("comments_duns_wall")
      .on(t.organizationId, t.duns, t.createdAt, t.id)
      .where(sql`${t.duns} is not null and ${t.parentId} is null`),
    index("comments_portfolio_wall")
      .on(t.organizationId, t.portfolioId, t.createdAt, t.id)
      .where(sql`${t.portfolioId} is not null and ${t.parentId} is null`),
    index("comments_case_wall")
      .on(t.organizationId, t.caseId, t.createdAt, t.id)
      .where(sql`${t.caseId} is not null and ${t.parentId} is null`),
    index("comments_thread").on(t.parentId, t.createdAt),
  ],
);

/** Who a private comment is for: users, and teams (each member of the team). */
export const commentRecipients = pgTable(
  "comment_recipients",
  {
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    recipientType: text("recipient_type").$type<"user" | "team">().notNull(),
    recipientId: uuid("recipient_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.recipientType, t.recipientId] }),
    index().on(t.organizationId, t.recipientId),
  ],
);

/**
 * Uploaded files. An upload is unattached (no comment) until a comment of its uploader claims
 * it; unclaimed uploads are purged after a day. `storeKey` names the bytes in the file store.
 */
export const commentAttachments = pgTable(
  "comment_attachments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    uploaderId: uuid("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The upload's `type` field: comment-attachment or email/{emailId}/{fileId}. */
    purpose: text("purpose").notNull(),
    /** The key handed to the browser, which claims the upload with it. */
    uploadKey: text("upload_key").notNull(),
    storeKey: text("store_key").notNull(),
    fileName: text("file_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    /** Place within its upload request: files keep the order they were chosen in. */
    position: integer("position").notNull().default(0),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    /**
     * A case's own attachment, or one of a case e-mail (no foreign keys: the cases feature
     * builds on this one, and deletes these rows with the case).
     */
    caseId: uuid("case_id"),
    emailId: uuid("email_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("comment_attachments_upload_key_unique").on(t.uploadKey),
    index().on(t.commentId),
    index("comment_attachments_case").on(t.caseId).where(sql`${t.caseId} is not null`),
    index("comment_attachments_email").on(t.emailId).where(sql`${t.emailId} is not null`),
    index("comment_attachments_unclaimed")
      .on(t.createdAt)
      .where(sql`${t.commentId} is null and ${t.caseId} is null and ${t.emailId} is null`),
  ],
);

/** In-app notifications of mentions: one row per person told about a comment. */
export const mentionNotifications = pgTable(
  "mention_notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Set when the e-mail went out (immediately); daily and weekly digests read the rest. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mention_notifications_once").on(t.commentId, t.userId),
    index().on(t.organizationId, t.userId, t.createdAt),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
export type CommentAttachmentRow = typeof commentAttachments.$inferSelect;
