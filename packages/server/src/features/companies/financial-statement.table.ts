import { sql } from "drizzle-orm";
import {
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./company.table.ts";

/** One fiscal year's balance sheet, income statement and cash flow figures, in `currency` units. */
export const financialStatements = pgTable(
  "financial_statements",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fiscalYear: integer("fiscal_year").notNull(),
    currency: text("currency").notNull(),
    // Balance sheet
    totalAssets: doublePrecision("total_assets").notNull(),
    currentAssets: doublePrecision("current_assets").notNull(),
    cash: doublePrecision("cash").notNull(),
    inventory: doublePrecision("inventory").notNull(),
    totalLiabilities: doublePrecision("total_liabilities").notNull(),
    currentLiabilities: doublePrecision("current_liabilities").notNull(),
    totalEquity: doublePrecision("total_equity").notNull(),
    retainedEarnings: doublePrecision("retained_earnings").notNull(),
    workingCapital: doublePrecision("working_capital").notNull(),
    // Income statement
    revenue: doublePrecision("revenue").notNull(),
    ebit: doublePrecision("ebit").notNull(),
    netIncome: doublePrecision("net_income").notNull(),
    // Cash flow
    operatingCashFlow: doublePrecision("operating_cash_flow").notNull(),
    capitalExpenditure: doublePrecision("capital_expenditure").notNull(),
    freeCashFlow: doublePrecision("free_cash_flow").notNull(),
    source: text("source").notNull().default("tierwise"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("financial_statements_company_year_unique").on(t.companyId, t.fiscalYear)],
);

export type FinancialStatement = typeof financialStatements.$inferSelect;
export type NewFinancialStatement = typeof financialStatements.$inferInsert;
