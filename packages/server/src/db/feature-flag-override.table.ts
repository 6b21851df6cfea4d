import type { BooleanFeatureFlag } from "@tierwise/common/feature-flags";
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organization.table.ts";

/**
 * Per-user and per-program exceptions to an organisation's feature flags (spec 1 §6.4). `key`
 * is a user id for scope "user" and a program key for scope "program".
 */
export const featureFlagOverrides = pgTable(
  "feature_flag_overrides",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    scope: text("scope", { enum: ["user", "program"] }).notNull(),
    key: text("key").notNull(),
    flag: text("flag").$type<BooleanFeatureFlag>().notNull(),
    value: boolean("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.scope, t.key, t.flag] })],
);
