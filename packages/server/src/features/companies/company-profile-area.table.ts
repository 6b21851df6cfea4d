import type { ProfileAreaKey } from "@tierwise/common/company-profile";
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./company.table.ts";

/**
 * One provider's records for one profile area of one company. Several providers may hold the
 * same area; the provider priority (COMPANY_PROVIDER_PRIORITY) decides which one shows.
 * `records` were validated against `profileRecordSchemas[area]` when written.
 */
export const companyProfileAreas = pgTable(
  "company_profile_areas",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    area: text("area").$type<ProfileAreaKey>().notNull(),
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    records: jsonb("records").$type<unknown[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.area, t.source] })],
);

export type CompanyProfileAreaRow = typeof companyProfileAreas.$inferSelect;
