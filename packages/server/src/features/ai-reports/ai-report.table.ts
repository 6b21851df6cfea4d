import type {
  AiFactKind,
  AiReportStatus,
  AiReportType,
  AiRiskLevel,
} from "@tierwise/common/ai-reports";
import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { jobs } from "../../jobs/job.table.ts";
import { companies } from "../companies/company.table.ts";

/** One input to the generator (issue 15 "Facts in, ids attached"); `id` is "<kind>:<key>". */
export type AiFact = {
  id: string;
  kind: AiFactKind;
  label: string;
  value: string;
  source: string;
  date: string | null;
  href: string | null;
};

/** A sentence and the fact ids it cites (kept only when the citation check passed). */
export type AiSentence = { text: string; factIds: string[] };

export type AiCategorySummary = {
  title: string;
  riskLevel: AiRiskLevel;
  signalPoints: AiSentence[];
  otherFindings: AiSentence[];
  recommendedActions: AiSentence[];
};

/**
 * An AI risk summary report (spec 3 §3 "AI risk summary report"; issue 15). A row is written
 * in_progress by the create mutation and filled by the job, success or error. Reports are
 * versioned per company and type within the organisation; the facts the generator was given
 * are kept with the report, so its citations resolve as they were, not as the data is now.
 */
export const aiReports = pgTable(
  "ai_reports",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").$type<AiReportType>().notNull(),
    status: text("status").$type<AiReportStatus>().notNull().default("in_progress"),
    version: integer("version").notNull(),
    riskLevel: text("risk_level").$type<AiRiskLevel>(),
    summary: jsonb("summary").$type<AiSentence[]>().notNull().default([]),
    categories: jsonb("categories").$type<AiCategorySummary[]>().notNull().default([]),
    dataProviders: text("data_providers").array().notNull().default(sql`'{}'::text[]`),
    facts: jsonb("facts").$type<AiFact[]>().notNull().default([]),
    droppedSentenceCount: integer("dropped_sentence_count").notNull().default(0),
    /** "local", or the model name used on LLM_BASE_URL. */
    generator: text("generator").notNull().default("local"),
    errorMessage: text("error_message"),
    /** Against the previous successful report of the same company and type, in words. */
    changes: text("changes").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The generation job. A report still in progress whose job has failed (its start failed:
     * the person could no longer act, the worker died on the last attempt) reads as error.
     */
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    // Newest first per company and type (history, current) reads this index backwards.
    uniqueIndex("ai_reports_version_unique").on(t.organizationId, t.companyId, t.type, t.version),
    // The database keeps "one in progress per company and type" even when two requests race.
    uniqueIndex("ai_reports_one_in_progress")
      .on(t.organizationId, t.companyId, t.type)
      .where(sql`status = 'in_progress'`),
  ],
);

export type AiReportRow = typeof aiReports.$inferSelect;
