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
