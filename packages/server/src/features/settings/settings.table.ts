import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The free-form settings store (spec 1 §3): one JSON document per user or organisation. */
export const settingsDocuments = pgTable(
  "settings_documents",
  {
    scope: text("scope", { enum: ["user", "organization"] }).notNull(),
    ownerId: uuid("owner_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.ownerId] })],
);
