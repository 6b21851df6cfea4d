import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";

/**
 * Undo offers shown in snackbars (spec 1 §3 "Undo variants"): one row per action a user may
 * still take back, scoped to the user and the organisation it happened in.
 */
export const snackbarUndos = pgTable(
  "snackbar_undos",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Which undo variant, e.g. archive_alert or unfavourite_portfolio. */
    type: text("type").notNull(),
    /** What the variant needs to undo the action (ids, names, positions). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: timestamps can tie when offers are made in quick succession. */
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [index().on(t.userId, t.organizationId, t.createdAt)],
);
