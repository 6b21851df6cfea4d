import type { RowUnit } from "@tierwise/common/company-requests";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { companyRelations, companySites } from "./n-tier.table.ts";

/** What a row of a relations file or facility list became (relations-upload.service.ts). */
export const nTierUploadOutcomes = [
  "created",
  "review",
  "unmatched",
  "invalid",
  "rejected",
] as const;
export type NTierUploadOutcome = (typeof nTierUploadOutcomes)[number];

/** One side of a row (customer or supplier) as matching judged it. */
export type NTierUploadSide = {
  /** The cleaned name and country the matcher was asked about. */
  fields: { companyName?: string; country?: string };
  band: "confident" | "review" | "weak" | "none";
  /** The company the side stands for: set when confident or decided in review. */
  companyId: string | null;
  /** The matcher's best candidates, best first (a review may confirm any of them). */
  candidates: { companyId: string; name: string; score: number; band: string }[];
  /** The company request made for this side when no company matched (the row's "Request"). */
  requestId?: string;
};

/** A site the row gives (a facility list's row always, a relations row when it has coordinates). */
export type NTierUploadSite = {
  name?: string;
  address?: string;
  countryCode?: string;
  latitude: number;
  longitude: number;
};

/**
 * A relations file or facility list an organisation uploaded: the mapping its rows were read
 * with and how many rows it had. Its rows keep every outcome, so nothing of a file is lost.
 */
export const nTierUploads = pgTable(
  "n_tier_uploads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    filename: text("filename").notNull(),
    /** "relations" when a customer column is mapped, "facilities" (sites only) otherwise. */
    kind: text("kind").$type<"relations" | "facilities">().notNull(),
    headers: text("headers").array().notNull(),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
    rowCount: integer("row_count").notNull().default(0),
    rowUnit: text("row_unit").$type<RowUnit>().notNull().default("row"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("n_tier_uploads_organization").on(t.organizationId, t.createdAt)],
);

export const nTierUploadRows = pgTable(
  "n_tier_upload_rows",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => nTierUploads.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The row's place in the file as people find it (the upload's rowUnit). */
    rowNumber: integer("row_number").notNull(),
    raw: jsonb("raw").$type<Record<string, string>>().notNull(),
    outcome: text("outcome").$type<NTierUploadOutcome>().notNull(),
    /** Why the row is invalid, unmatched or in review; warnings of the cleaning too. */
    reasons: text("reasons").array().notNull().default(sql`'{}'::text[]`),
    customer: jsonb("customer").$type<NTierUploadSide>(),
    supplier: jsonb("supplier").$type<NTierUploadSide>(),
    part: text("part"),
    site: jsonb("site").$type<NTierUploadSite>(),
    relationId: uuid("relation_id").references(() => companyRelations.id, {
      onDelete: "set null",
    }),
    siteId: uuid("site_id").references(() => companySites.id, { onDelete: "set null" }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.uploadId, t.rowNumber), index().on(t.uploadId, t.outcome)],
);

export type NTierUploadRecord = typeof nTierUploads.$inferSelect;
export type NTierUploadRowRecord = typeof nTierUploadRows.$inferSelect;
