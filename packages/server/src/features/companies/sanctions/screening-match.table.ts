import type { MatchDecision, MatchDismissReason, MatchStrength } from "@tierwise/common/risk";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../../db/organization.table.ts";
import { users } from "../../../db/user.table.ts";
import { companies } from "../company.table.ts";
import type { SanctionsListName } from "./sanctions.table.ts";

/**
 * What screening found for a company and a list entry, with the evidence behind its score:
 * the `sanctions` profile area keeps the compatible summary (listName, program, score…), this
 * table the rest (reasons, strength, the entry's hash). One row per company, list and entry;
 * rescreening updates it in place, so its id is stable for analysts' decisions.
 */
export const screeningMatches = pgTable(
  "screening_matches",
  {
    id: uuid("id").notNull().unique().default(sql`gen_random_uuid()`),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    listName: text("list_name").$type<SanctionsListName>().notNull(),
    entryId: text("entry_id").notNull(),
    subject: text("subject").$type<"company" | "executive">().notNull(),
    /** The company's or executive's name that matched. */
    subjectName: text("subject_name").notNull(),
    /** The entry's primary name, and the name or alias of it that matched. */
    entryName: text("entry_name").notNull(),
    matchedName: text("matched_name").notNull(),
    entryCountry: text("entry_country"),
    /** 0–100 from all the evidence (match-evidence.ts). */
    score: integer("score").notNull(),
    /** 0–100 from the names alone: the score screening gave before issue 14. */
    nameScore: integer("name_score").notNull(),
    strength: text("strength").$type<MatchStrength>().notNull(),
    reasons: text("reasons").array().notNull().default(sql`'{}'::text[]`),
    entryHash: text("entry_hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.listName, t.entryId] }),
    // The rescreen job finds the companies matched to changed entries.
    index().on(t.listName, t.entryId),
  ],
);

/**
 * An organisation's verdict on a match (issue 14 "Analysts decide"). Keyed by company, list and
 * entry rather than the match row, so a verdict outlives a match that disappears and comes
 * back. `entry_hash` is the entry as it was when decided: a dismissal holds while the entry is
 * unchanged, and rescreening drops it (the match reopens) once the list says something else.
 */
export const screeningMatchDecisions = pgTable(
  "screening_match_decisions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    listName: text("list_name").$type<SanctionsListName>().notNull(),
    entryId: text("entry_id").notNull(),
    decision: text("decision").$type<MatchDecision>().notNull(),
    reason: text("reason").$type<MatchDismissReason>(),
    comment: text("comment"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
    entryHash: text("entry_hash").notNull(),
  },
  (t) => [
    unique().on(t.organizationId, t.companyId, t.listName, t.entryId),
    index().on(t.companyId, t.listName, t.entryId),
  ],
);

export type ScreeningMatchRow = typeof screeningMatches.$inferSelect;
export type ScreeningMatchDecisionRow = typeof screeningMatchDecisions.$inferSelect;
