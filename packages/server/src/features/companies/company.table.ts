import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Company status codes, as listed in spec 3 §3 "Company". */
export const companyStatusCodes = [
  "active",
  "basic",
  "closed",
  "deleted",
  "draft",
  "imported_active",
  "imported_closed",
] as const;
export type CompanyStatusCode = (typeof companyStatusCodes)[number];

/** Where one field's value came from and when it was fetched. */
export type FieldProvenance = { source: string; fetchedAt: string };
/** Field name (camelCase, as in the table) → its provenance. */
export type CompanyProvenance = Record<string, FieldProvenance>;

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull(),
    displayName: text("display_name").notNull(),
    legalName: text("legal_name"),
    logoUrl: text("logo_url"),
    /** D&B number: exactly nine digits, unique when present. */
    duns: text("duns"),
    globalId: text("global_id"),
    statusCode: text("status_code").$type<CompanyStatusCode>().notNull().default("active"),
    countryCode: text("country_code"),
    region: text("region"),
    city: text("city"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    naicsCode: text("naics_code"),
    naicsTitle: text("naics_title"),
    sector: text("sector"),
    employeeCount: integer("employee_count"),
    foundedYear: integer("founded_year"),
    website: text("website"),
    /** The parent in a corporate family; null for a family's top. */
    // Search columns: the latest value of each profile metric, kept on the row so advanced
    // search can filter and aggregate a million companies without joining their profiles.
    revenueUsd: doublePrecision("revenue_usd"),
    revenueGrowth: doublePrecision("revenue_growth"),
    currentRatio: doublePrecision("current_ratio"),
    quickRatio: doublePrecision("quick_ratio"),
    altmanZScore: doublePrecision("altman_z_score"),
    creditScore: integer("credit_score"),
    creditRating: text("credit_rating"),
    creditAgencyRating: text("credit_agency_rating"),
    fraudScore: integer("fraud_score"),
    viabilityScore: integer("viability_score"),
    securityRating: integer("security_rating"),
    securityGrade: text("security_grade"),
    esgScore: doublePrecision("esg_score"),
    diversity: text("diversity").array().notNull().default(sql`'{}'::text[]`),
    investors: text("investors").array().notNull().default(sql`'{}'::text[]`),
    collections: text("collections").array().notNull().default(sql`'{}'::text[]`),
    /** Company tags (spec 3 §3: name, slug, primary) — the first is the primary one. */
    tags: jsonb("tags")
      .$type<{ name: string; slug: string; primary: boolean }[]>()
      .notNull()
      .default([]),
    tagSlugs: text("tag_slugs").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The demo provider's seed for this company: profile areas not stored yet are produced
     * from it on first read and stored with their source and fetch time. Null for imported
     * companies, whose areas come only from imports.
     */
    profileSeed: integer("profile_seed"),
    /** D&B family-tree role (`familyRoles` in common): 9141 global ultimate … 9140 branch. */
    familyRoleCode: text("family_role_code"),
    parentCompanyId: uuid("parent_company_id").references((): AnyPgColumn => companies.id, {
      onDelete: "set null",
    }),
    provenance: jsonb("provenance").$type<CompanyProvenance>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("companies_slug_unique").on(t.slug),
    uniqueIndex("companies_duns_unique").on(t.duns),
    check("companies_duns_nine_digits", sql`${t.duns} ~ '^[0-9]{9}$'`),
    index().on(t.parentCompanyId),
    index().on(t.statusCode),
    index("companies_display_name_trgm").using("gin", sql`${t.displayName} gin_trgm_ops`),
  ],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
