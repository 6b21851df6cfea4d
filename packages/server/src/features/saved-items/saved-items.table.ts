import type { CompanySearchParams } from "@tierwise/common/company-search";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";

// Spec 3 §3 "Saved items". Both belong to one user within one organisation: nobody else sees
// them, and the same user sees a different set after switching organisation.

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** Validated with companySearchParamsSchema before it is stored. */
    searchParams: jsonb("search_params").$type<CompanySearchParams>().notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organizationId, t.userId, t.updatedAt),
    check("saved_searches_name_length", sql`char_length(${t.name}) between 1 and 100`),
    check(
      "saved_searches_description_length",
      sql`${t.description} is null or char_length(${t.description}) <= 1000`,
    ),
  ],
);

export const savedComparisons = pgTable(
  "saved_comparisons",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** In display order; 2 to COMPARE_MAX_COMPANIES visible companies, checked on write. */
    companyIds: uuid("company_ids").array().notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organizationId, t.userId, t.updatedAt),
    check("saved_comparisons_name_length", sql`char_length(${t.name}) between 1 and 100`),
    check(
      "saved_comparisons_description_length",
      sql`${t.description} is null or char_length(${t.description}) <= 1000`,
    ),
    check("saved_comparisons_company_count", sql`cardinality(${t.companyIds}) >= 2`),
  ],
);
