import type { Answers, WorkflowDefinition } from "@tierwise/common/workflows/definition";
import type { WorkflowStatus } from "@tierwise/common/workflows/messages";
import type { RedFlagHit } from "@tierwise/common/workflows/rules";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const organizationId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

/**
 * A workflow template (spec 3 §3: id, tag, name). Its steps live in versions: an edit adds a
 * version and moves `current_version`, so a running workflow keeps the version it started on.
 * `shipped_key` marks the three templates Tierwise copies into every organisation.
 */
export const workflowTemplates = pgTable(
  "workflow_templates",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    shippedKey: text("shipped_key"),
    tag: text("tag").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    currentVersion: integer("current_version").notNull().default(1),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("workflow_templates_name_unique").on(t.organizationId, sql`lower(${t.name})`),
    uniqueIndex("workflow_templates_shipped_unique").on(t.organizationId, t.shippedKey),
  ],
);

export const workflowTemplateVersions = pgTable(
  "workflow_template_versions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    definition: jsonb("definition").$type<WorkflowDefinition>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("workflow_template_versions_unique").on(t.templateId, t.version)],
);

/** One questionnaire step's answers: the draft until submitted, then what was submitted. */
export type StoredAnswerSet = {
  answers: Answers;
  savedAt: string | null;
  submittedAt: string | null;
  submittedBy: string | null;
  score: number | null;
};
export type StoredCheck = {
  stepId: string;
  name: string;
  passed: boolean;
  detail: string;
  checkedAt: string;
};
/** A red flag of an answer, or of a failed automatic check (no question then). */
export type StoredRedFlag = Omit<RedFlagHit, "questionId" | "question" | "answer"> & {
  stepId: string;
  questionId: string | null;
  question: string | null;
  answer: string | null;
};
/** When and by whom each finished step was completed, by step id. */
export type StoredProgress = Record<string, { completedAt: string; completedBy: string }>;

/**
 * A running or finished workflow for one company. `company_name` is a copy (kept at start) so
 * the list sorts and searches by it from this table alone; `current_step_kind` likewise for
 * the step filter. The list's default order is (updated_at, id) per organisation.
 */
export const workflows = pgTable(
  "workflows",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => workflowTemplates.id),
    templateVersionId: uuid("template_version_id")
      .notNull()
      .references(() => workflowTemplateVersions.id),
    name: text("name").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    caseId: uuid("case_id"),
    portfolioId: uuid("portfolio_id"),
    status: text("status").$type<WorkflowStatus>().notNull().default("awaiting_supplier"),
    currentStepIndex: integer("current_step_index"),
    currentStepKind: text("current_step_kind"),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The starter's note for the contacts, put into the e-mails. */
    invitationMessage: text("invitation_message"),
    score: real("score"),
    outcome: text("outcome"),
    outcomeConditions: text("outcome_conditions"),
    sentBackComment: text("sent_back_comment"),
    answers: jsonb("answers").$type<Record<string, StoredAnswerSet>>().notNull().default({}),
    redFlags: jsonb("red_flags").$type<StoredRedFlag[]>().notNull().default([]),
    checks: jsonb("checks").$type<StoredCheck[]>().notNull().default([]),
    progress: jsonb("progress").$type<StoredProgress>().notNull().default({}),
    redFlagCaseId: uuid("red_flag_case_id"),
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // Ascending: read backwards, each serves "newest first" (desc, nulls first) as well as
    // oldest first; a "desc nulls last" index serves neither order of a plain ORDER BY.
    index("workflows_list").on(t.organizationId, t.updatedAt, t.id),
    index("workflows_status").on(t.organizationId, t.status, t.updatedAt, t.id),
    index("workflows_company").on(t.organizationId, t.companyId, t.updatedAt, t.id),
    index("workflows_due").on(t.organizationId, t.dueDate, t.id),
    index("workflows_template").on(t.organizationId, t.templateId, t.updatedAt, t.id),
    index("workflows_company_name").on(t.organizationId, sql`lower(${t.companyName})`, t.id),
  ],
);

/**
 * A personal link of one contact. The token is HMAC-signed (workflow-token.ts) and only its
 * SHA-256 is stored, so the table cannot give a link away; expiry and use are decided here.
 */
export const workflowLinks = pgTable(
  "workflow_links",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    workflowId: uuid("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** The e-mail the mail job owes this contact: invitation, sent_back or questionnaire. */
    pendingMail: text("pending_mail"),
    remindersSent: integer("reminders_sent").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workflow_links_token_unique").on(t.tokenHash),
    index("workflow_links_workflow").on(t.workflowId),
    index("workflow_links_pending").on(t.createdAt).where(sql`${t.pendingMail} is not null`),
  ],
);

/** A file a supplier uploaded through their link; `file_key` is what the answer holds. */
export const workflowFiles = pgTable(
  "workflow_files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    workflowId: uuid("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    fileKey: text("file_key").notNull(),
    storeKey: text("store_key").notNull(),
    fileName: text("file_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workflow_files_key_unique").on(t.fileKey),
    index("workflow_files_workflow").on(t.workflowId),
  ],
);

/**
 * Spec 2 §3 Workflow audit item, one per step change, with the names as they were then:
 * the wall and Audit trail read these rows alone.
 */
export const workflowAudit = pgTable(
  "workflow_audit",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    workflowId: uuid("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").notNull(),
    action: text("action").notNull(),
    actionTime: timestamp("action_time", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    fullName: text("full_name").notNull(),
    name: text("name").notNull(),
    stepName: text("step_name"),
    workflowName: text("workflow_name").notNull(),
    summary: text("summary").notNull(),
  },
  (t) => [
    index("workflow_audit_company").on(t.organizationId, t.companyId, t.actionTime, t.id),
    index("workflow_audit_workflow").on(t.workflowId, t.actionTime),
  ],
);

/** Saved views of the workflow list, each person's own (like case views). */
export const workflowViews = pgTable(
  "workflow_views",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    columns: jsonb("columns").$type<unknown[]>().notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workflow_views_name_unique").on(
      t.organizationId,
      t.creatorId,
      sql`lower(${t.name})`,
    ),
  ],
);

/** In-app notifications of reviewers: a workflow waits for their review or decision. */
export const workflowNotifications = pgTable(
  "workflow_notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workflowId: uuid("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("workflow_notifications_user").on(t.organizationId, t.userId, t.createdAt)],
);

export type WorkflowTemplateRow = typeof workflowTemplates.$inferSelect;
export type WorkflowTemplateVersionRow = typeof workflowTemplateVersions.$inferSelect;
export type WorkflowRow = typeof workflows.$inferSelect;
export type WorkflowLinkRow = typeof workflowLinks.$inferSelect;
export type WorkflowAuditRow = typeof workflowAudit.$inferSelect;
