import type {
  BulkRequestStatus,
  BulkRowOutcome,
  ColumnMapping,
  RequestLogReason,
  RequestStatus,
  ReviewDecision,
  RowUnit,
} from "@tierwise/common/company-requests";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companies } from "../companies/company.table.ts";
import { portfolios } from "../portfolios/portfolio.table.ts";

/**
 * A bulk request (spec 3 §3 "Bulk request"): one uploaded supplier list. Its rows are kept in
 * `bulk_request_rows` before they are processed, so processing can stop anywhere (a kill, a
 * restart) and resume with the rows that have no outcome yet; every processed row commits with
 * its outcome in the same transaction as what it wrote.
 */
export const bulkRequests = pgTable(
  "bulk_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    /** The uploaded file in the file store (the upload endpoint's key). */
    fileKey: text("file_key").notNull(),
    status: text("status").$type<BulkRequestStatus>().notNull().default("uploaded"),
    /** The file's headers in their order, and the mapping used (proposed, then the user's). */
    headers: text("headers").array().notNull().default(sql`'{}'::text[]`),
    mapping: jsonb("mapping").$type<ColumnMapping>(),
    /**
     * What the file calls its rows (a sheet row, a JSON item, a JSON line), so messages and the
     * rows table name them as the file does.
     */
    rowUnit: text("row_unit").$type<RowUnit>().notNull().default("row"),
    /** Rows read from the file (spec's `rowNumber`) and rows with an outcome so far. */
    rowCount: integer("row_count").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    portfolioIds: uuid("portfolio_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** The processing job (core jobs), for progress. */
    jobId: uuid("job_id"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organizationId, t.createdAt)],
);

/** One row of a bulk upload: what the file said, what we made of it, and what became of it. */
export const bulkRequestRows = pgTable(
  "bulk_request_rows",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    bulkRequestId: uuid("bulk_request_id")
      .notNull()
      .references(() => bulkRequests.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /**
     * The row's place in the file as people find it there (its `rowUnit`): the line of a CSV or
     * sheet, the header being 1; the item of a JSON array; the line of JSON lines.
     */
    rowNumber: integer("row_number").notNull(),
    /** The cells as read, by header. */
    raw: jsonb("raw").$type<Record<string, string>>().notNull(),
    /** The cleaned request fields (after mapping), once processed. */
    cleaned: jsonb("cleaned").$type<Record<string, unknown>>(),
    warnings: text("warnings").array().notNull().default(sql`'{}'::text[]`),
    errors: text("errors").array().notNull().default(sql`'{}'::text[]`),
    /** Null until processed. */
    outcome: text("outcome").$type<BulkRowOutcome>(),
    /** The best candidate and its score (0–1), and the other candidates for the review screen. */
    matchCompanyId: uuid("match_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    matchScore: real("match_score"),
    candidates: jsonb("candidates").$type<{ companyId: string; score: number }[]>(),
    /** The row this one duplicates (in the file), for the report and the rows table. */
    duplicateOfRow: integer("duplicate_of_row"),
    decision: text("decision").$type<ReviewDecision>(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The request made for this row (outcome requested, or a rejected review). */
    requestId: uuid("request_id"),
  },
  (t) => [uniqueIndex().on(t.bulkRequestId, t.rowNumber), index().on(t.bulkRequestId, t.outcome)],
);

/** A company request (spec 3 §3 "Company request"). */
export const companyRequests = pgTable(
  "company_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The creator. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    /** The known company the request resolved to (complete, replaced). */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    duns: text("duns"),
    website: text("website"),
    /** The website's registrable host without "www.", for matching and duplicates. */
    websiteDomain: text("website_domain"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    address: text("address"),
    legalName: text("legal_name"),
    zipCode: text("zip_code"),
    note: text("note"),
    uei: text("uei"),
    taxId: text("tax_id"),
    cageCode: text("cage_code"),
    outOfBusiness: boolean("out_of_business").notNull().default(false),
    branchind: boolean("branchind").notNull().default(false),
    status: text("status").$type<RequestStatus>().notNull().default("requested"),
    /** The status a retired request had, so undo puts it back. */
    statusBeforeRetire: text("status_before_retire").$type<RequestStatus>(),
    bulkRequestId: uuid("bulk_request_id").references(() => bulkRequests.id, {
      onDelete: "set null",
    }),
    /** Lower-cased, punctuation-free name with legal suffixes dropped: duplicate detection. */
    nameKey: text("name_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organizationId, t.createdAt),
    index().on(t.organizationId, t.status, t.createdAt),
    index().on(t.organizationId, t.userId, t.createdAt),
    index().on(t.organizationId, t.nameKey, t.country),
    // Duplicate checks (same website domain, same DUNS) and the tax ids of resolved requests
    // that matching reads: partial, so requests without the value cost no index entry.
    index("company_requests_org_website_domain")
      .on(t.organizationId, t.websiteDomain)
      .where(sql`${t.websiteDomain} is not null`),
    index("company_requests_org_duns")
      .on(t.organizationId, t.duns)
      .where(sql`${t.duns} is not null`),
    index("company_requests_org_resolved_tax_id")
      .on(t.organizationId, t.taxId)
      .where(sql`${t.companyId} is not null and ${t.taxId} is not null`),
    index().on(t.bulkRequestId, t.status),
  ],
);

/** A request's log (spec 3 §3: comment, reason, contentMemberEmail, createdAt, user). */
export const companyRequestLogs = pgTable(
  "company_request_logs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid("request_id")
      .notNull()
      .references(() => companyRequests.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    comment: text("comment"),
    reason: text("reason").$type<RequestLogReason>().notNull(),
    /** The status the entry moved the request to, when it did. */
    status: text("status").$type<RequestStatus>(),
    /** The e-mail of the provider's content team member who answered, when one did. */
    contentMemberEmail: text("content_member_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.requestId, t.createdAt)],
);

/** The portfolios a request (and its company, once known) is to be added to. */
export const companyRequestPortfolios = pgTable(
  "company_request_portfolios",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => companyRequests.id, { onDelete: "cascade" }),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.portfolioId] }), index().on(t.portfolioId)],
);

/**
 * Column mappings remembered per organisation for the next file with the same headers
 * (`headerKey`: the normalised headers, sorted and joined).
 */
export const columnMappings = pgTable(
  "column_mappings",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    headerKey: text("header_key").notNull(),
    mapping: jsonb("mapping").$type<ColumnMapping>().notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.organizationId, t.headerKey)],
);

export type CompanyRequestRow = typeof companyRequests.$inferSelect;
export type CompanyRequestLogRow = typeof companyRequestLogs.$inferSelect;
export type BulkRequestRow = typeof bulkRequests.$inferSelect;
export type BulkRequestRowRow = typeof bulkRequestRows.$inferSelect;

/**
 * How many requests an organisation has per page side (bulk or individual), status, creator and
 * country, kept by statement triggers on company_requests (migration company_request_counts).
 * The /requests lists show a total on every page; counting ~1M rows took ~250 ms, while summing
 * these counters reads a few hundred rows. Filters the counters do not carry (search, dates, one
 * bulk request) still count the rows. `country` is '' for requests without one.
 */
export const companyRequestCounts = pgTable(
  "company_request_counts",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    bulk: boolean("bulk").notNull(),
    status: text("status").$type<RequestStatus>().notNull(),
    userId: uuid("user_id").notNull(),
    country: text("country").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.bulk, t.status, t.userId, t.country] })],
);
