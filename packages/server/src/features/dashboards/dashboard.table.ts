import type { DashboardLayouts } from "@tierwise/common/dashboards/layout";
import type {
  DashboardSection,
  DashboardToolbar,
  DashboardWidget,
} from "@tierwise/common/dashboards/widget-types";
import { sql } from "drizzle-orm";
import {
  check,
  date,
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

/**
 * An organisation's dashboard (issue 30; spec 1 §3 "Dashboard"). Its content is one document
 * per part (layouts per breakpoint, toolbar, sections, widgets, bundles), always written
 * together and checked by common/dashboards/content.ts, so jsonb rather than rows per widget.
 * `version` counts saves: an update names the version it started from and is refused when
 * another save came first. Deleting sets `deleted_at` (the undo clears it); the slug stays
 * reserved meanwhile so the restored dashboard keeps its address.
 */
export const dashboards = pgTable(
  "dashboards",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    icon: text("icon"),
    layouts: jsonb("layouts").$type<DashboardLayouts>().notNull(),
    toolbar: jsonb("toolbar").$type<DashboardToolbar>().notNull(),
    sections: jsonb("sections").$type<DashboardSection[]>().notNull().default([]),
    widgets: jsonb("widgets").$type<DashboardWidget[]>().notNull().default([]),
    bundles: jsonb("bundles").$type<string[]>().notNull().default([]),
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("dashboards_organization_slug_unique").on(t.organizationId, t.slug),
    index("dashboards_organization_name")
      .on(t.organizationId, t.name)
      .where(sql`${t.deletedAt} is null`),
    check("dashboards_name_length", sql`char_length(${t.name}) between 1 and 80`),
    check("dashboards_version_positive", sql`${t.version} >= 1`),
  ],
);

export type DashboardRow = typeof dashboards.$inferSelect;

/** Spec 3 §6: "access lists have actors user, team or organisation"; dashboards' carry write. */
export const dashboardAccessActorTypes = ["user", "team", "org"] as const;
export type DashboardAccessActorType = (typeof dashboardAccessActorTypes)[number];

/** Who may change a dashboard besides administrators (aclWrite). Everyone in it reads. */
export const dashboardAccess = pgTable(
  "dashboard_access",
  {
    dashboardId: uuid("dashboard_id")
      .notNull()
      .references(() => dashboards.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    actorType: text("actor_type").$type<DashboardAccessActorType>().notNull(),
    actorId: uuid("actor_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dashboardId, t.actorType, t.actorId] }),
    index("dashboard_access_actor").on(t.organizationId, t.actorType, t.actorId),
    check("dashboard_access_actor_type", sql`${t.actorType} in ('user', 'team', 'org')`),
  ],
);

export type DashboardAccessRow = typeof dashboardAccess.$inferSelect;

/**
 * Spec 1 §9: the hosts an organisation allows dashboard bundles from, besides the portal and
 * its CDN. Origins, checked by common/dashboards/bundle-hosts.ts; read for every dashboard
 * page's Content-Security-Policy.
 */
export const dashboardBundleHosts = pgTable("dashboard_bundle_hosts", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  hosts: text("hosts").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every alert counted per UTC day of publication and per severity, news class and topic (kind
 * "severity", "class", "topic"; the keys the alert widgets group by, as the SQL function
 * alert_day_keys gives them), so a dashboard's alert widgets add up about 30 rows a key for a
 * 30-day range instead of counting 80,000 alerts of 1,000,000 at every view. Kept exact by
 * statement triggers on alerts (insert, update, delete, truncate; migration
 * dashboards_alert_day_counts), in the writing transaction; alert_day_counts_rebuild() recounts
 * it whole (after a bulk load with triggers off). It counts all alerts, so it answers for
 * organisations that see every alert (all_alerts_access); the others count their own.
 */
export const alertDayCounts = pgTable(
  "alert_day_counts",
  {
    kind: text("kind").notNull(),
    day: date("day").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.key] })],
);
