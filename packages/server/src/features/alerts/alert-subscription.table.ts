import type { SubscriptionKind } from "@tierwise/common/alerts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";
import { alertLocations, commodities } from "./alert.table.ts";

/**
 * An organisation's subscription to a company, a location or a commodity (spec 3 §3 "Entity
 * subscription"). Subscriptions decide which alerts the organisation's members see, unless the
 * organisation has all_alerts_access. Exactly one of the three entity columns is set.
 */
export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SubscriptionKind>().notNull(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").references(() => alertLocations.id, { onDelete: "cascade" }),
    commodityId: uuid("commodity_id").references(() => commodities.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "alert_subscriptions_one_entity",
      sql`num_nonnulls(${t.companyId}, ${t.locationId}, ${t.commodityId}) = 1`,
    ),
    uniqueIndex("alert_subscriptions_company")
      .on(t.organizationId, t.companyId)
      .where(sql`${t.companyId} is not null`),
    uniqueIndex("alert_subscriptions_location")
      .on(t.organizationId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex("alert_subscriptions_commodity")
      .on(t.organizationId, t.commodityId)
      .where(sql`${t.commodityId} is not null`),
    index().on(t.organizationId, t.kind, t.createdAt),
    index().on(t.companyId),
    // Alert visibility looks subscribers up by the entity a new alert links to.
    index().on(t.locationId),
    index().on(t.commodityId),
  ],
);

/** The organisation's alert configuration (spec 3 §7: org signal config, all_alerts_access). */
export const organizationAlertConfigs = pgTable("organization_alert_configs", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  allAlertsAccess: boolean("all_alerts_access").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
