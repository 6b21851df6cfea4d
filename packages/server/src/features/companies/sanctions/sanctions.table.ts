import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Identifier } from "./identifiers.ts";

/** The sanctions lists Tierwise reads; each is also the `source` of its screening results. */
export const sanctionsListNames = ["opensanctions", "ofac"] as const;
export type SanctionsListName = (typeof sanctionsListNames)[number];

/**
 * What an entry is, for matching: companies are matched against `entity` entries, key
 * executives against `person` entries; vessels, aircraft and the rest are kept but not matched.
 */
export const sanctionsSubjectKinds = ["entity", "person", "other"] as const;
export type SanctionsSubjectKind = (typeof sanctionsSubjectKinds)[number];

/** One entry of a sanctions list as published (re-importing a list replaces all of its rows). */
export const sanctionsListEntries = pgTable(
  "sanctions_list_entries",
  {
    listName: text("list_name").$type<SanctionsListName>().notNull(),
    entryId: text("entry_id").notNull(),
    name: text("name").notNull(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    /** The list's own type: OpenSanctions schema (Company, Person…) or OFAC SDN type. */
    schema: text("schema").notNull(),
    kind: text("kind").$type<SanctionsSubjectKind>().notNull(),
    programs: text("programs").array().notNull().default(sql`'{}'::text[]`),
    countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
    identifiers: jsonb("identifiers").$type<Identifier[]>().notNull().default([]),
    /**
     * What the entry says, hashed (entryHash in match-evidence.ts): a new version of the list
     * with another hash for the entry reopens analysts' dismissals of its matches.
     */
    entryHash: text("entry_hash").notNull().default(""),
    /** The dataset(s) the entry came from, shown as the list name of a match. */
    datasets: text("datasets").array().notNull().default(sql`'{}'::text[]`),
    listedOn: date("listed_on", { mode: "string" }),
    raw: jsonb("raw").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listName, t.entryId] })],
);

/**
 * Every name and alias of every entry, normalised (see normalize-name.ts), with a trigram index
 * so screening finds close names through the index instead of comparing every pair.
 */
export const sanctionsListEntryNames = pgTable(
  "sanctions_list_entry_names",
  {
    listName: text("list_name").$type<SanctionsListName>().notNull(),
    entryId: text("entry_id").notNull(),
    kind: text("kind").$type<SanctionsSubjectKind>().notNull(),
    name: text("name").notNull(),
    normalizedName: text("normalized_name").notNull(),
  },
  (t) => [
    index().on(t.listName, t.entryId),
    index("sanctions_list_entry_names_trgm").using("gin", sql`${t.normalizedName} gin_trgm_ops`),
    // How many entries share a name (a match's rarity) is an equality lookup.
    index("sanctions_list_entry_names_normalized").on(t.listName, t.normalizedName),
  ],
);

export type SanctionsListEntry = typeof sanctionsListEntries.$inferSelect;
export type NewSanctionsListEntry = typeof sanctionsListEntries.$inferInsert;
