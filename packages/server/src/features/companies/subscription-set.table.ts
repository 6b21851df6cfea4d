import type { DataPackage } from "@tierwise/common/company-profile";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { companies } from "./company.table.ts";

/**
 * Spec 3 §3 "Subscription set": the companies an organisation subscribes to and the data
 * packages it has for them. `availableSeats` is `companyLimit` minus the companies held.
 */
export const subscriptionSets = pgTable(
  "subscription_sets",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    companyLimit: integer("company_limit"),
    allCompanies: boolean("all_companies").notNull().default(false),
    addCompanyAllowed: boolean("add_company_allowed").notNull().default(true),
    dataPackages: text("data_packages")
      .$type<DataPackage>()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organizationId)],
);

export const subscriptionSetCompanies = pgTable(
  "subscription_set_companies",
  {
    subscriptionSetId: uuid("subscription_set_id")
      .notNull()
      .references(() => subscriptionSets.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionSetId, t.companyId] }), index().on(t.companyId)],
);

export type SubscriptionSet = typeof subscriptionSets.$inferSelect;
