import type { RiskCategoryDefinition, RiskConfigDefinition } from "@tierwise/common/risk";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
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
import { portfolios } from "../portfolios/portfolio.table.ts";

/**
 * A risk configuration (spec 3 §3 "Risk configuration"). `organization_id` null is the default
 * configuration every organisation sees; custom ones belong to one organisation. Scores use the
 * committed `definition` at `revision`; `draft` holds uncommitted edits (the spec's "in
 * progress"), so editing never moves a grade until the commit.
 */
export const riskConfigs = pgTable(
  "risk_configs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    definition: jsonb("definition").$type<RiskConfigDefinition>().notNull(),
    revision: integer("revision").notNull().default(1),
    draft: jsonb("draft").$type<RiskConfigDefinition>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organizationId, t.createdAt)],
);

/** Every committed revision of a configuration: who, when, the words of the change, the whole definition. */
export const riskConfigRevisions = pgTable(
  "risk_config_revisions",
  {
    configId: uuid("config_id")
      .notNull()
      .references(() => riskConfigs.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    definition: jsonb("definition").$type<RiskConfigDefinition>().notNull(),
    changes: text("changes").array().notNull().default(sql`'{}'::text[]`),
    committedBy: uuid("committed_by").references(() => users.id, { onDelete: "set null" }),
    committedAt: timestamp("committed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.configId, t.revision] })],
);

/** One category's result as stored: the metric grades and the values they came from. */
export type StoredCategoryScore = {
  id: string;
  score: number | null;
  grade: string;
  /** metric → [grade, value graded or null] */
  metrics: Record<string, [string, number | null]>;
};

/**
 * The latest score of a company under a configuration. Explanations are not stored: they are
 * written on read from the stored grades, the values and the committed definition.
 */
export const companyRiskScores = pgTable(
  "company_risk_scores",
  {
    configId: uuid("config_id")
      .notNull()
      .references(() => riskConfigs.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    score: doublePrecision("score"),
    grade: text("grade").notNull(),
    previousGrade: text("previous_grade"),
    categories: jsonb("categories").$type<StoredCategoryScore[]>().notNull(),
    /** What changed against the score this one replaced, in words. */
    changes: text("changes").array().notNull().default(sql`'{}'::text[]`),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.configId, t.companyId] }),
    // The hub's score orderings walk this index both ways, ties by company (risk-hub-page.ts).
    index("company_risk_scores_config_score_company").on(t.configId, t.score, t.companyId),
  ],
);

/** One point a day per company and configuration: overall and per category (category id → score). */
export const companyRiskHistory = pgTable(
  "company_risk_history",
  {
    configId: uuid("config_id")
      .notNull()
      .references(() => riskConfigs.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    score: doublePrecision("score"),
    grade: text("grade").notNull(),
    categoryScores: jsonb("category_scores").$type<Record<string, number | null>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.configId, t.companyId, t.day] })],
);

export type GradeCountsRow = { A: number; B: number; C: number; D: number; none: number };

/** A portfolio's score: the mean of its (and its descendants') distinct companies' scores. */
export const portfolioRiskScores = pgTable(
  "portfolio_risk_scores",
  {
    configId: uuid("config_id")
      .notNull()
      .references(() => riskConfigs.id, { onDelete: "cascade" }),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    score: doublePrecision("score"),
    grade: text("grade").notNull(),
    companyCount: integer("company_count").notNull(),
    gradeCounts: jsonb("grade_counts").$type<GradeCountsRow>().notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.configId, t.portfolioId] })],
);

export const portfolioRiskHistory = pgTable(
  "portfolio_risk_history",
  {
    configId: uuid("config_id")
      .notNull()
      .references(() => riskConfigs.id, { onDelete: "cascade" }),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    score: doublePrecision("score"),
    grade: text("grade").notNull(),
  },
  (t) => [primaryKey({ columns: [t.configId, t.portfolioId, t.day] })],
);

/**
 * Companies whose data changed since they were last scored: a trigger on company_data_changes
 * (the alerts feature's record of every changed metric and event) adds them, the rescoring job
 * takes them. Kept apart from the alerts' own processed flag so neither consumer waits on the other.
 */
export const riskDirtyCompanies = pgTable("risk_dirty_companies", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec 3 §3 "Risk signal user action": a person dismissing (or restoring) one signal — a metric
 * graded poor — of one company in one portfolio. Each action is a row; `is_latest` marks the one
 * that holds now.
 */
export const riskSignalUserActions = pgTable(
  "risk_signal_user_actions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    signalId: text("signal_id").notNull(),
    riskSignalContext: text("risk_signal_context").notNull(),
    riskSignalMessage: text("risk_signal_message").notNull(),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<"active" | "dismissed">().notNull(),
    reason: text("reason"),
    isLatest: boolean("is_latest").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    systemStatusAt: timestamp("system_status_at", { withTimezone: true }),
  },
  (t) => [
    index().on(t.organizationId, t.portfolioId),
    uniqueIndex("risk_signal_user_actions_latest")
      .on(t.organizationId, t.signalId, t.portfolioId, t.companyId)
      .where(sql`is_latest`),
  ],
);

export type RiskConfigRow = typeof riskConfigs.$inferSelect;
export type { RiskCategoryDefinition };
