import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../../db/organization.table.ts";
import { sessions } from "../../auth/session.table.ts";

/**
 * The companies last compared on /compare (spec 3 §2 "Stored competitors are remembered per
 * session"). One row per session and organisation: a user who switches organisation within a
 * session does not carry one organisation's comparison into the other. Ending the session
 * deletes the row.
 */
export const compareCompetitors = pgTable(
  "compare_competitors",
  {
    sessionTokenHash: text("session_token_hash")
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** In display order; the first is the main company (the URL's `id`). */
    companyIds: uuid("company_ids").array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionTokenHash, t.organizationId] }),
    // A guard beside the service's configured maximum (COMPARE_MAX_COMPANIES allows up to 20).
    check("compare_competitors_company_count", sql`cardinality(${t.companyIds}) <= 20`),
  ],
);
