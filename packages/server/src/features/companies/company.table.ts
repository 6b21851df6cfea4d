import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * PostgreSQL's 64-bit transaction id (never wraps). Read as text: it is only compared and
 * passed back, never computed with.
 */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => "xid8",
});

/**
 * A website's host without "www.", lower case ("https://www.Example.com/about" → "example.com"),
 * null when empty: company requests look known companies up by it. Kept in step with
 * `websiteDomainOf` in features/company-requests/matching/company-name.ts.
 */
export const websiteDomainSql = (website: AnyPgColumn | SQL) =>
  sql`nullif(lower(substring(regexp_replace(regexp_replace(btrim(${website}), '^[a-z][a-z0-9+.-]*://', '', 'i'), '^www[.]', '', 'i') from '^[^/:?#]*')), '')`;

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
    /**
     * A dense number per company: the in-memory search index (search/search-index) keeps its
     * columns in typed arrays at this position, and asks for changed rows by it.
     */
    searchRow: integer("search_row").notNull().generatedAlwaysAsIdentity(),
    /**
     * The transaction that last wrote the row (default on insert, trigger on update, see the
     * migration): the search index re-reads rows written since its last snapshot's xmin.
     */
    searchTxid: xid8("search_txid").notNull().default(sql`pg_current_xact_id()`),
    /**
     * The words of the display name, lower case: header suggestions match each typed word
     * against the dictionary of name words (company_name_words) and intersect the companies.
     */
    nameWords: text("name_words")
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`array_remove(regexp_split_to_array(lower(display_name), '[^[:alnum:]]+'), '')`,
      ),
    provenance: jsonb("provenance").$type<CompanyProvenance>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("companies_slug_unique").on(t.slug),
    uniqueIndex("companies_duns_unique").on(t.duns),
    check("companies_duns_nine_digits", sql`${t.duns} ~ '^[0-9]{9}$'`),
    index().on(t.parentCompanyId),
    index().on(t.statusCode),
    uniqueIndex("companies_search_row").on(t.searchRow),
    index("companies_search_txid").on(t.searchTxid),
    index("companies_name_words_gin").using("gin", t.nameWords),
    index("companies_display_name_trgm").using("gin", sql`${t.displayName} gin_trgm_ops`),
    // Advanced search (features/companies/search): keyword matching on the legal name too,
    // the name order of results without keywords, facet filters and range filters.
    index("companies_legal_name_trgm").using("gin", sql`${t.legalName} gin_trgm_ops`),
    // Company requests look known companies up by website domain (features/company-requests/
    // matching): an expression index, since the stored website keeps its scheme and path.
    index("companies_website_domain").on(websiteDomainSql(t.website)),
    index("companies_display_name_id").on(t.displayName, t.id),
    index("companies_collections_gin").using("gin", t.collections),
    index("companies_diversity_gin").using("gin", t.diversity),
    index("companies_investors_gin").using("gin", t.investors),
    index("companies_tag_slugs_gin").using("gin", t.tagSlugs),
    // text_pattern_ops serves the NAICS-prefix filter (like '33%') as well as equality.
    index("companies_naics_code_pattern").on(t.naicsCode.op("text_pattern_ops")),
    index("companies_country_code").on(t.countryCode),
    index("companies_sector").on(t.sector),
    index("companies_credit_rating").on(t.creditRating),
    // Largest first is the usual order for these sort keys; the index also serves ranges.
    index("companies_employee_count_desc").on(t.employeeCount.desc().nullsLast(), t.id),
    index("companies_revenue_usd_desc").on(t.revenueUsd.desc().nullsLast(), t.id),
    index("companies_credit_score_desc").on(t.creditScore.desc().nullsLast(), t.id),
    index("companies_security_rating_desc").on(t.securityRating.desc().nullsLast(), t.id),
    index("companies_founded_year_desc").on(t.foundedYear.desc().nullsLast(), t.id),
    // Every column search counts, so broad facet counts read this (about a third of the
    // table's size) with an index-only scan instead of the wide rows. Keep it in step with
    // the columns of search/search-filters.ts.
    index("companies_search_facets").on(
      t.statusCode,
      t.countryCode,
      t.sector,
      t.naicsCode,
      t.creditRating,
      t.creditAgencyRating,
      t.securityGrade,
      t.collections,
      t.diversity,
      t.investors,
      t.tagSlugs,
      t.employeeCount,
      t.revenueUsd,
      t.foundedYear,
      t.creditScore,
      t.fraudScore,
      t.viabilityScore,
      t.securityRating,
      t.esgScore,
      t.currentRatio,
      t.quickRatio,
      t.altmanZScore,
      t.revenueGrowth,
    ),
  ],
);

/**
 * Every word that occurs in a company's display name (kept by a trigger on companies, see the
 * migration): a small table to fuzzy-match typed words against with pg_trgm. Words of renamed
 * or deleted companies stay; they then match no company.
 */
export const companyNameWords = pgTable(
  "company_name_words",
  { word: text("word").primaryKey() },
  // fastupdate off: the pending list of new entries would otherwise be read in full by every
  // search until a vacuum merges it (measured: 3–6 ms a typed word); words are rarely added.
  (t) => [
    index("company_name_words_trgm")
      .using("gin", sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * The deletion neighbourhood of the name-word dictionary (SymSpell): each word under itself
 * and under every string made by deleting one of its letters (kept by a trigger on
 * company_name_words, see the migration). Two words are within one slip (a swap, a dropped,
 * doubled or wrong letter) of each other only if they share a variant, so header suggestions
 * find every such word for a typed one by equality lookups; the few false hits are verified.
 * Variants shorter than two letters are left out: typed words of fewer than three letters
 * are not matched this way.
 */
export const companyNameWordVariants = pgTable(
  "company_name_word_variants",
  { variant: text("variant").notNull(), word: text("word").notNull() },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);

/**
 * One row per statement that deleted or truncated companies (trigger, see the migration): the
 * in-memory search index rebuilds itself when it sees one newer than its snapshot.
 */
export const companySearchResets = pgTable("company_search_resets", {
  txid: xid8("txid").notNull().default(sql`pg_current_xact_id()`),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
