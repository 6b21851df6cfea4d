import type { OrganizationSettings } from "@tierwise/common/organization-settings";
import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  name: text("name").notNull(),
  /** provider (runs the portal), customer, or teams (the reduced "for teams" offering). */
  type: text("type", { enum: ["provider", "customer", "teams"] })
    .notNull()
    .default("customer"),
  logoUrl: text("logo_url"),
  brandColor: text("brand_color"),
  productName: text("product_name"),
  ssoEnabled: boolean("sso_enabled").notNull().default(false),
  active: boolean("active").notNull().default(true),
  /** Feature flags, roles, limits, custom view: validated by organizationSettingsSchema. */
  settings: jsonb("settings").$type<OrganizationSettings>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
