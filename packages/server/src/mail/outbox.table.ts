import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mail that was not sent over SMTP (no SMTP_URL): kept here so that nothing is lost. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  links: jsonb("links").$type<string[]>().notNull().default([]),
  transport: text("transport", { enum: ["outbox", "smtp"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
