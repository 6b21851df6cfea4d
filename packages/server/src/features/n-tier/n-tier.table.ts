import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { type CompanyStatusCode, companies } from "../companies/company.table.ts";

/**
 * Supplier → customer, with the parts supplied and the sites where it happens. A null
 * `organization_id` is catalogue data that comes with the companies (the demo generator, a
 * provider import) and every organisation sees it; a relation an organisation declares carries
 * its id and no other organisation ever sees it.
 */
export const companyRelations = pgTable(
  "company_relations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    supplierCompanyId: uuid("supplier_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    customerCompanyId: uuid("customer_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    parts: text("parts").array().notNull().default(sql`'{}'::text[]`),
    /** The supplier's sites this relation runs through (company_sites ids). */
    siteIds: uuid("site_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** Where the relation came from: "demo", "upload", a provider's name. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Null organisations are distinct to a plain unique index; catalogue pairs must be unique too.
    unique("company_relations_pair_unique")
      .on(t.organizationId, t.supplierCompanyId, t.customerCompanyId)
      .nullsNotDistinct(),
    // The walk goes from customers to their suppliers.
    index("company_relations_customer").on(t.customerCompanyId),
    // Walking down to customers (the exposure question) reads only the index, where the planner
    // scanned the table: its statement 290 → 60 ms (EXPLAIN ANALYZE, 20,000-company network,
    // 300,000 relations, busy machine).
    index("company_relations_supplier_customer").on(
      t.supplierCompanyId,
      t.customerCompanyId,
      t.organizationId,
    ),
    // The quick tier update reads the relations added since the last computation.
    index("company_relations_created").on(t.createdAt),
  ],
);

/**
 * Counters of what a network is computed from, raised by triggers (migration
 * n_tier_input_versions_triggers) on every statement that changes it: "relations:catalogue" and
 * "relations:<organisation id>" for the catalogue's and an organisation's declared relations,
 * "risks:<organisation id>" for default-configuration risk scores of companies in that
 * organisation's network. The fingerprint reads three counters instead of hashing every visible
 * relation (0.25–0.4 s a read at 300,000 relations) and joining every node's score (0.15 s at
 * 20,000 nodes), both measured on a busy machine.
 */
export const nTierInputVersions = pgTable("n_tier_input_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** A location of a company (a plant, a warehouse) with coordinates; null organisation = catalogue. */
export const companySites = pgTable(
  "company_sites",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name"),
    address: text("address"),
    countryCode: text("country_code"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    source: text("source").notNull(),
  },
  (t) => [
    index("company_sites_company").on(t.companyId),
    // The exposure question starts from the sites in its countries: an index-only scan of them
    // (25,000 of 500,000 for a country) where the table was read whole; its statement 149 → 82 ms
    // (EXPLAIN ANALYZE, 1,000,000 relations, busy machine).
    index("company_sites_country").on(t.countryCode, t.companyId, t.organizationId),
    // A drawn region reads its band of latitudes from here, longitude and company in the index:
    // its exposed companies 117 → 17 ms for a 10° × 15° box (EXPLAIN ANALYZE, 500,000 sites at
    // 200 cities, 20,000-company network); a near-world box still reads the table (365 ms both).
    index("company_sites_location").on(t.latitude, t.longitude, t.companyId, t.organizationId),
  ],
);

/**
 * One organisation's computed network (n-tier.compute.ts): every company within three tiers of
 * its portfolios, with its shortest tier and the measures the views sort by. Replaced whole by
 * each computation.
 */
export const nTierNodes = pgTable(
  "n_tier_nodes",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tier: integer("tier").notNull(),
    /** Betweenness, normalised to 0..1. */
    centrality: doublePrecision("centrality").notNull().default(0),
    degree: integer("degree").notNull().default(0),
    impact: integer("impact").notNull().default(0),
    riskCount: integer("risk_count").notNull().default(0),
    /**
     * Companies of this network the company supplies, distinct, through relations the
     * organisation sees; written by each full computation with the network (as centrality and
     * impact are), so the dashboards' concentration widget reads it instead of joining every
     * relation to the network at every view (125-145 ms of database CPU a view, 20,000 relations).
     */
    networkCustomers: integer("network_customers").notNull().default(0),
    hasRisks: boolean("has_risks").notNull().default(false),
    /** What the company supplies on its relations within this network. */
    parts: text("parts").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Copies of the company's columns the table filters and sorts by (display name, country,
     * sector, status), so a page, its total and its order read this table alone and join
     * companies only for the rows shown: joining all 20,000 nodes of a network to companies
     * twice made a page's p95 158 ms (issue 29, goal 80). Written by each computation and kept
     * equal to the company's by the trigger of migration n_tier_nodes_company_columns_trigger.
     */
    name: text("name").notNull().default(""),
    countryCode: text("country_code"),
    industry: text("industry"),
    companyStatus: text("company_status").$type<CompanyStatusCode>().notNull().default("active"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.companyId] }),
    // The table's default order (tier, then name) and its name order read these in order.
    index("n_tier_nodes_tier").on(t.organizationId, t.tier, t.name, t.companyId),
    index("n_tier_nodes_name").on(t.organizationId, t.name, t.companyId),
    // The risk-score trigger finds the networks a rescored company is in.
    index("n_tier_nodes_company").on(t.companyId),
  ],
);

/**
 * When an organisation's network was computed and from what: a fingerprint of its portfolio
 * companies and visible relations. A read that finds another fingerprint queues a computation.
 */
export const nTierComputations = pgTable("n_tier_computations", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  fingerprint: text("fingerprint").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the computation began reading its inputs: the quick tier update walks the relations added since. */
  inputsReadAt: timestamp("inputs_read_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRelationRow = typeof companyRelations.$inferSelect;
export type NTierNodeRow = typeof nTierNodes.$inferSelect;
