import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../../db/organization.table.ts";
import { companies } from "../company.table.ts";

/**
 * First-party data an organisation keeps about companies (spec 3 §7 "custom data"
 * aggregation): one value per key, company and organisation. Only the owning organisation
 * sees its rows, in filters and in facet counts alike.
 */
export const companyCustomData = pgTable(
  "company_custom_data",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.companyId, t.key] }),
    // Facet values travel as "key=value": a key holding "=" could not be told apart.
    check("company_custom_data_key_format", sql`${t.key} <> '' and position('=' in ${t.key}) = 0`),
    // Filtering by key=value pairs and counting companies per pair within one organisation.
    index("company_custom_data_pair").on(t.organizationId, t.key, t.value, t.companyId),
  ],
);
