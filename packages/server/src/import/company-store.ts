import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { CompanyProvenance } from "../features/companies/company.table.ts";
import type { MergeableCompanyField, MergeableValues } from "./company-merge.ts";

/** Table column of each field an import writes. */
const columnOf: Readonly<Record<MergeableCompanyField, string>> = {
  displayName: "display_name",
  legalName: "legal_name",
  duns: "duns",
  globalId: "global_id",
  statusCode: "status_code",
  countryCode: "country_code",
  region: "region",
  city: "city",
  latitude: "latitude",
  longitude: "longitude",
  naicsCode: "naics_code",
  naicsTitle: "naics_title",
  sector: "sector",
  employeeCount: "employee_count",
  foundedYear: "founded_year",
  website: "website",
  logoUrl: "logo_url",
  familyRoleCode: "family_role_code",
  tags: "tags",
};
const fieldEntries = Object.entries(columnOf) as [MergeableCompanyField, string][];
const selectList = sql.raw(
  `id, slug, parent_company_id, provenance, ${fieldEntries.map(([, c]) => c).join(", ")}`,
);

export type StoredCompany = {
  id: string;
  slug: string;
  parentCompanyId: string | null;
  provenance: CompanyProvenance;
  values: MergeableValues;
};

function toStored(row: Record<string, unknown>): StoredCompany {
  const values: MergeableValues = {};
  for (const [field, column] of fieldEntries) {
    (values as Record<string, unknown>)[field] = row[column] ?? null;
  }
  return {
    id: String(row.id),
    slug: String(row.slug),
    parentCompanyId: (row.parent_company_id as string | null) ?? null,
    provenance: (row.provenance as CompanyProvenance | null) ?? {},
    values,
  };
}

/** Companies by DUNS, slug or id: one query, each branch answered by an index. */
export async function findCompanies(
  db: Database,
  keys: { duns: string[]; slugs: string[]; ids: string[] },
): Promise<StoredCompany[]> {
  if (keys.duns.length === 0 && keys.slugs.length === 0 && keys.ids.length === 0) return [];
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${selectList} from companies
        where duns = any(${sql.param(keys.duns)}::text[])
           or slug = any(${sql.param(keys.slugs)}::text[])
           or id = any(${sql.param(keys.ids)}::uuid[])`,
    "objects",
  );
  return rows.map(toStored);
}

/**
 * Company ids by global id. The column has no index, so instead of scanning the table once per
 * batch the run reads every global id once (when a file first needs one) and keeps the map up
 * to date with what it writes.
 */
export class GlobalIdIndex {
  private map: Map<string, string[]> | null = null;

  async idsFor(db: Database, globalIds: string[]): Promise<string[]> {
    if (globalIds.length === 0) return [];
    if (!this.map) {
      this.map = new Map();
      const rows = await db.execute<{ id: string; global_id: string }>(
        sql`select id, global_id from companies where global_id is not null`,
        "objects",
      );
      for (const row of rows) this.add(row.global_id, row.id);
    }
    return globalIds.flatMap((g) => this.map?.get(g) ?? []);
  }

  add(globalId: string, id: string): void {
    if (!this.map) return;
    const ids = this.map.get(globalId) ?? [];
    if (!ids.includes(id)) this.map.set(globalId, [...ids, id]);
  }
}

/** A company as a JSON object keyed by column, for jsonb_populate_recordset. */
export type CompanyWrite = {
  id: string;
  slug?: string;
  /** Set when the parent is known at write time; undefined keeps the stored parent. */
  parentCompanyId?: string;
  values: MergeableValues;
  provenance: CompanyProvenance;
};

function toColumns(write: CompanyWrite): Record<string, unknown> {
  const row: Record<string, unknown> = { id: write.id, provenance: write.provenance };
  if (write.slug) row.slug = write.slug;
  if (write.parentCompanyId) row.parent_company_id = write.parentCompanyId;
  for (const [field, column] of fieldEntries) {
    const value = write.values[field];
    if (value !== undefined) row[column] = value;
  }
  if (write.values.tags) row.tag_slugs = write.values.tags.map((t) => t.slug);
  return row;
}

const insertColumns = [
  "id",
  "slug",
  "parent_company_id",
  ...fieldEntries.map(([, c]) => c),
  "tag_slugs",
  "provenance",
];
const insertSelect = insertColumns.map((c) =>
  c === "status_code"
    ? "coalesce(v.status_code, 'active')"
    : c === "tags"
      ? "coalesce(v.tags, '[]'::jsonb)"
      : c === "tag_slugs"
        ? "coalesce(v.tag_slugs, '{}'::text[])"
        : `v.${c}`,
);
const insertSql = (json: string) =>
  sql`insert into companies (${sql.raw(insertColumns.join(", "))})
      select ${sql.raw(insertSelect.join(", "))}
      from jsonb_populate_recordset(null::companies, ${json}::jsonb) v`;

const updateColumns = [
  "parent_company_id",
  ...fieldEntries.map(([, c]) => c),
  "tag_slugs",
  "provenance",
];
const updateSql = (json: string) =>
  sql`update companies c set ${sql.raw(
    updateColumns
      .map((c) =>
        c === "tags"
          ? "tags = coalesce(v.tags, '[]'::jsonb)"
          : c === "tag_slugs"
            ? "tag_slugs = coalesce(v.tag_slugs, '{}'::text[])"
            : c === "parent_company_id"
              ? "parent_company_id = coalesce(v.parent_company_id, c.parent_company_id)"
              : `${c} = v.${c}`,
      )
      .join(", "),
  )}
      from jsonb_populate_recordset(null::companies, ${json}::jsonb) v where c.id = v.id`;

/** Inserts new companies in one statement (one JSON parameter, whatever the batch size). */
export async function insertCompanies(db: Database, writes: CompanyWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await db.execute(insertSql(JSON.stringify(writes.map(toColumns))));
}

/** Rewrites the importable columns of existing companies with their merged values. */
export async function updateCompanies(db: Database, writes: CompanyWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await db.execute(updateSql(JSON.stringify(writes.map(toColumns))));
}

export type ParentLink = { id: string; parentDuns: string; source: string; fetchedAt: string };

/**
 * Points companies at their parents by the parents' DUNS, after the whole file is in (a parent
 * may come later in the file). Returns the ids whose parent DUNS matched a company.
 */
export async function linkParents(db: Database, links: ParentLink[]): Promise<Set<string>> {
  if (links.length === 0) return new Set();
  const json = JSON.stringify(
    links.map((l) => ({
      id: l.id,
      parent_duns: l.parentDuns,
      source: l.source,
      fetched_at: l.fetchedAt,
    })),
  );
  const result = await db.execute<{ id: string }>(
    sql`update companies c
        set parent_company_id = p.id,
            provenance = c.provenance || jsonb_build_object(
              'parentCompanyId', jsonb_build_object('source', v.source, 'fetchedAt', v.fetched_at))
        from jsonb_to_recordset(${json}::jsonb) as v(id uuid, parent_duns text, source text, fetched_at text)
        join companies p on p.duns = v.parent_duns
        where c.id = v.id and p.id <> c.id
        returning c.id`,
    "objects",
  );
  return new Set(result.map((r) => r.id));
}

/** The database's own words for a failed write, without the SQL text drizzle wraps it in. */
export function databaseReason(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause;
  const message = cause?.message ?? (error as Error).message ?? String(error);
  return message.split("\n")[0] ?? message;
}
