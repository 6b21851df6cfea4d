import type { ReviewDecision } from "@tierwise/common/company-requests";
import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../../db/organization.table.ts";
import { users } from "../../../db/user.table.ts";
import { companies } from "../../companies/company.table.ts";

/**
 * An organisation's decisions on matches, remembered for later uploads and single requests: a
 * confirmed pair (a whitelist entry) links the company straight away, a rejected pair (a
 * blacklist entry) is never offered again. Keyed by what a request is compared by: the
 * normalised name (normaliseCompanyName) and the country ('' when none was given).
 */
export const companyMatchDecisions = pgTable(
  "company_match_decisions",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    nameKey: text("name_key").notNull(),
    country: text("country").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    decision: text("decision").$type<ReviewDecision>().notNull(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.nameKey, t.country, t.companyId] })],
);
