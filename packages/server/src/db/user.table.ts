import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Always stored lower-case; unique. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    jobTitle: text("job_title"),
    businessUnit: text("business_unit"),
    /** argon2id PHC string; null for SSO-only or not yet accepted users. */
    passwordHash: text("password_hash"),
    verified: boolean("verified").notNull().default(false),
    active: boolean("active").notNull().default(true),
    ssoUser: boolean("sso_user").notNull().default(false),
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    loginsCount: integer("logins_count").notNull().default(0),
    /** Base32 TOTP secret; set while setting up and once enabled. */
    totpSecret: text("totp_secret"),
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    /** Last accepted TOTP time step, so that each code works only once. */
    totpLastStep: integer("totp_last_step"),
    /** Notification preferences and preferred e-mail hour. */
    preferences: jsonb("preferences")
      .$type<{
        notifications?: { type: string; frequency: string }[];
        preferredEmailHour?: number;
      }>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);
