import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Secrets the server makes for itself at first use (e.g. the key of signed e-mail links). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
