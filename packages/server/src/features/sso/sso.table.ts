import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";

/** One OpenID Connect provider per organisation (issue 3, "Single sign-on"). */
export const ssoConnections = pgTable("sso_connections", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  organizationId: uuid("organization_id")
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: "cascade" }),
  /** The provider's issuer URL; its discovery document is read from there. */
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  /** Never returned by the API. */
  clientSecret: text("client_secret").notNull(),
  /** Lower-case domains without "@": e-mails at these domains sign in through this provider. */
  emailDomains: text("email_domains").array().notNull().default(sql`'{}'::text[]`),
  enabled: boolean("enabled").notNull().default(true),
  /** Create unknown users (with the organisation's default role) at their first SSO sign-in. */
  jitProvisioning: boolean("jit_provisioning").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A started SSO sign-in, until the provider sends the browser back (single use, short-lived).
 * Keyed by the SHA-256 of the OAuth `state`; the browser holds the state itself in a cookie.
 */
export const ssoLoginAttempts = pgTable(
  "sso_login_attempts",
  {
    stateHash: text("state_hash").primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nextPath: text("next_path").notNull().default("/"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.expiresAt)],
);
