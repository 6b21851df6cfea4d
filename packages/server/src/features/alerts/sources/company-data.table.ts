import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "../../companies/company.table.ts";
import type { RuleVariable } from "./rules/rule-variables.ts";

/**
 * What changed in a company's data, as the rules engine reads it (issue 13 "Rules over company
 * data"): a new value of a metric (current ratio, credit score, security rating…) or an event
 * (a sanctions match, a court filing, a data breach, a news item) with its facts in `detail`.
 * Whoever writes company data records a row here (recordCompanyDataChanges); the rules job
 * reads the pending rows (processed_at null) in batches, raises alerts and marks them.
 */
export const companyDataChanges = pgTable(
  "company_data_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    variable: text("variable").$type<RuleVariable>().notNull(),
    /** When the new value held or the event happened (not when the row was written). */
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    oldValue: doublePrecision("old_value"),
    newValue: doublePrecision("new_value"),
    /** An event's facts (see rules/rule-variables.ts for each kind's shape). */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    /** Who reported the change (a provider, an import, the demo generator). */
    source: text("source").notNull().default("tierwise"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The job reads pending rows oldest first; processed rows stay out of the index.
    index("company_data_changes_pending").on(t.id).where(sql`processed_at is null`),
    index().on(t.companyId, t.variable),
  ],
);

/**
 * Each metric's value per company and day: the history a change over a time window (1 day to
 * 5 years) is measured against, and the series of the before/after chart. The rules job adds
 * every metric change to it before it evaluates the batch.
 */
export const companyMetricHistory = pgTable(
  "company_metric_history",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    variable: text("variable").$type<RuleVariable>().notNull(),
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    value: doublePrecision("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.variable, t.observedOn] })],
);
