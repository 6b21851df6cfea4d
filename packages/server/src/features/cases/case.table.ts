import type { CaseGsca, CasePriority, CaseStatus, TaskStatus } from "@tierwise/common/cases";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
import { teams } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";
import { tags } from "../tags/tag.table.ts";

/**
 * A supplier case (spec 2 §3). `row_number` is the Case ID people see: one sequence per
 * organisation, never reused. The counters and the last-activity preview are kept by every
 * write in its own transaction, so the list never aggregates comments, e-mails or tasks.
 * Portfolio, alert, news and comment links carry no foreign key: their features own those rows.
 */
export const supplierCases = pgTable(
  "supplier_cases",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    title: text("title").notNull(),
    description: jsonb("description").$type<RichTextDocument>().notNull(),
    /** The description as plain text: search, the Description column and the export. */
    descriptionText: text("description_text").notNull().default(""),
    status: text("status").$type<CaseStatus>().notNull().default("to_do"),
    priority: text("priority").$type<CasePriority>().notNull().default("medium"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assignedTeamId: uuid("assigned_team_id").references(() => teams.id, { onDelete: "set null" }),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id),
    dueDate: date("due_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    private: boolean("private").notNull().default(false),
    locations: text("locations").array().notNull().default(sql`'{}'::text[]`),
    riskSubCategory: text("risk_sub_category").array().notNull().default(sql`'{}'::text[]`),
    /** Null when GSCA was never used on the case; `enabled` false once unchecked. */
    gsca: jsonb("gsca").$type<CaseGsca>(),
    gscaEnabled: boolean("gsca_enabled").notNull().default(false),
    labels: text("labels").array().notNull().default(sql`'{}'::text[]`),
    supplierTier: integer("supplier_tier").array().notNull().default(sql`'{}'::integer[]`),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    duns: text("duns"),
    portfolioId: uuid("portfolio_id"),
    createdFromCommentId: uuid("created_from_comment_id"),
    alertId: text("alert_id"),
    alertNewId: text("alert_new_id"),
    newsId: text("news_id"),
    blogId: text("blog_id"),
    resolutionCommentId: uuid("resolution_comment_id"),
    commentCount: integer("comment_count").notNull().default(0),
    emailCount: integer("email_count").notNull().default(0),
    externalEmailCount: integer("external_email_count").notNull().default(0),
    taskCount: integer("task_count").notNull().default(0),
    closedTaskCount: integer("closed_task_count").notNull().default(0),
    /** First characters of the newest comment text or e-mail body (the Last Comment column). */
    lastActivityText: text("last_activity_text"),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("supplier_cases_row_number_unique").on(t.organizationId, t.rowNumber),
    // The list's default order and its keyset.
    index("supplier_cases_updated").on(t.organizationId, t.updatedAt, t.id),
    index("supplier_cases_created").on(t.organizationId, t.createdAt, t.id),
    index("supplier_cases_status").on(t.organizationId, t.status, t.updatedAt),
    // The list's and chart's filter scan: status and priority lead; with the visibility
    // columns and the usual sort keys after them (drizzle has no INCLUDE), a filtered list
    // finds, counts and orders its cases from this index alone (an index-only scan) and
    // reads the table for its one page only. row_number before id keeps each range in
    // about the table's order, so the visibility-map checks stay on one page at a time.
    index("supplier_cases_filter").on(
      t.organizationId,
      t.status,
      t.priority,
      t.private,
      t.rowNumber,
      t.id,
      t.dueDate,
      t.updatedAt,
      t.createdAt,
    ),
    index("supplier_cases_due").on(t.organizationId, t.dueDate),
    index("supplier_cases_assignee").on(t.organizationId, t.assigneeId),
    index("supplier_cases_team").on(t.organizationId, t.assignedTeamId),
    index("supplier_cases_creator").on(t.organizationId, t.creatorId),
    index("supplier_cases_company").on(t.organizationId, t.companyId),
    index("supplier_cases_duns").on(t.organizationId, t.duns),
    index("supplier_cases_portfolio").on(t.organizationId, t.portfolioId),
    index("supplier_cases_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
    check("supplier_cases_title_length", sql`char_length(${t.title}) between 1 and 250`),
    check(
      "supplier_cases_status_values",
      sql`${t.status} in ('to_do', 'in_progress', 'complete', 'retired')`,
    ),
    check("supplier_cases_priority_values", sql`${t.priority} in ('low', 'medium', 'high')`),
    check(
      "supplier_cases_one_assignee",
      sql`${t.assigneeId} is null or ${t.assignedTeamId} is null`,
    ),
  ],
);

/** The next Case ID of each organisation (row-locked while a case is created). */
export const caseRowNumbers = pgTable("case_row_numbers", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  lastRowNumber: integer("last_row_number").notNull().default(0),
});

/** A private case's access list: users and teams (each member of the team). */
export const caseAccess = pgTable(
  "case_access",
  {
    caseId: uuid("case_id")
      .notNull()
      .references(() => supplierCases.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    actorType: text("actor_type").$type<"user" | "team">().notNull(),
    actorId: uuid("actor_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.actorType, t.actorId] }),
    // With case_id, caseVisibleTo reads the viewer's grants from the index alone.
    index("case_access_actor").on(t.organizationId, t.actorType, t.actorId, t.caseId),
    check("case_access_actor_type", sql`${t.actorType} in ('user', 'team')`),
  ],
);

export const caseTags = pgTable(
  "case_tags",
  {
    caseId: uuid("case_id")
      .notNull()
      .references(() => supplierCases.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // Copies of the case's filter and sort columns, so a tag-filtered list finds, counts and
    // orders its cases from one range of case_tags_filter without visiting supplier_cases.
    // Database triggers keep them in step (migration case_tag_copy_triggers): filled from the case
    // on insert, rewritten when the case changes. The defaults only let callers omit them;
    // private defaults to true so a row the trigger somehow missed hides rather than leaks.
    status: text("status").$type<CaseStatus>().notNull().default("to_do"),
    priority: text("priority").$type<CasePriority>().notNull().default("medium"),
    private: boolean("private").notNull().default(true),
    dueDate: date("due_date", { mode: "string" }),
    rowNumber: integer("row_number").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.tagId] }),
    // A tag filter reads a tag's cases from here alone (index-only scan), its status and
    // priority filters narrowing the range; the due date and Case ID follow so the range
    // holds the list's usual sort keys, and private last for the visibility test.
    index("case_tags_filter").on(
      t.organizationId,
      t.tagId,
      t.status,
      t.priority,
      t.dueDate,
      t.rowNumber,
      t.caseId,
      t.private,
    ),
  ],
);

/** A case task (spec 2 §3 "Case task"): `closed_at` is set while the task is complete. */
export const caseTasks = pgTable(
  "case_tasks",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    caseId: uuid("case_id")
      .notNull()
      .references(() => supplierCases.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueAt: date("due_at", { mode: "string" }),
    status: text("status").$type<TaskStatus>().notNull().default("to_do"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assignedTeamId: uuid("assigned_team_id").references(() => teams.id, { onDelete: "set null" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("case_tasks_case").on(t.caseId, t.createdAt),
    // Open tasks by due date (the dashboards' overdue tasks): the oldest due of an organisation
    // come first from here, and their count reads only the index (case_id rides along for the
    // visibility check), where both scanned every task of the organisation.
    index("case_tasks_open_due")
      .on(t.organizationId, t.dueAt, t.id, t.caseId)
      .where(sql`${t.status} = 'to_do'`),
    check("case_tasks_title_length", sql`char_length(${t.title}) between 1 and 250`),
    check("case_tasks_status_values", sql`${t.status} in ('to_do', 'complete')`),
    check("case_tasks_closed", sql`(${t.status} = 'complete') = (${t.closedAt} is not null)`),
  ],
);

/** A saved case view (spec 2 §3): its name is unique among its creator's views. */
export const caseViews = pgTable(
  "case_views",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    columns: jsonb("columns").$type<unknown[]>().notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("case_views_name_unique").on(t.organizationId, t.creatorId, sql`lower(${t.name})`),
  ],
);

export type SupplierCaseRow = typeof supplierCases.$inferSelect;
export type CaseTaskRow = typeof caseTasks.$inferSelect;
export type CaseViewRow = typeof caseViews.$inferSelect;
