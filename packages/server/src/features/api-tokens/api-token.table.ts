import type { ApiScope } from "@tierwise/common/policy/api-scopes";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";

export type ApiTokenKind = "personal" | "service";

/**
 * A service account: a user row that never signs in (no password, an unroutable address) with
 * a membership in one organisation, so that its tokens act through the very same actor, rules
 * and tenancy as a person's. This table marks which users are service accounts and names them.
 */
export const apiServiceAccounts = pgTable(
  "api_service_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_service_accounts_organization_name_unique").on(
      t.organizationId,
      sql`lower(${t.name})`,
    ),
  ],
);

/** An API token (issue 33): only the hash of its secret is kept; the secret is shown once. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Whom the token acts as: its owner (personal) or the service account (service). */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ApiTokenKind>().notNull(),
    name: text("name").notNull(),
    scopes: text("scopes").array().$type<ApiScope>().notNull(),
    /** sha256 of the secret, hex. */
    tokenHash: text("token_hash").notNull(),
    /** The secret's first characters, so people can tell their tokens apart. */
    tokenPrefix: text("token_prefix").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("api_tokens_token_hash_unique").on(t.tokenHash),
    index().on(t.organizationId, t.kind, t.createdAt),
  ],
);
