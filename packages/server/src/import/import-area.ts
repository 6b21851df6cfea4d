import type { ProfileAreaKey } from "@tierwise/common/company-profile";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { recordFields, recordFromCells } from "./area-record.ts";
import { syncAreaSearchColumns } from "./area-search-columns.ts";
import { cellDateTime, cellText, shown } from "./cell-values.ts";
import { cellsByField, mapColumns } from "./column-map.ts";
import type { ProviderPriority } from "./company-merge.ts";
import { cellDuns, dunsPattern } from "./company-row.ts";
import type { ImportReport } from "./import-report.ts";
import { ImportFileError, type ReadRows, rowProblem } from "./source-row.ts";

export type AreaImportOptions = {
  area: ProfileAreaKey;
  source: string;
  fetchedAt: string;
  priority: ProviderPriority;
};

export type AreaImportCounts = {
  read: number;
  /** Company and provider pairs that had no records of this area before. */
  inserted: number;
  /** Company and provider pairs whose records were replaced. */
  updated: number;
  unchanged: number;
  companyIds: string[];
};

type CompanyKey = { by: "duns" | "globalId" | "slug"; value: string };
type AreaRow = {
  row: number;
  key: CompanyKey;
  source: string;
  fetchedAt: string;
  record: Record<string, unknown>;
};

/**
 * The columns that name the company and the provider, unless the area's record has a field of
 * that name (competitors and vendors have `slug`, news and blogs `source`): then the column is
 * the record's, and the company is named by `companySlug` / the provider by --source.
 */
function reservedColumns(area: ProfileAreaKey): string[] {
  const fields = recordFields(area);
  return ["duns", "globalId", "companySlug", "slug", "source", "fetchedAt"].filter(
    (c) => !fields.has(c),
  );
}

function companyKey(cells: Record<string, unknown>): CompanyKey | string {
  const duns = cellDuns(cells.duns);
  if (duns !== undefined) {
    return typeof duns === "string" && dunsPattern.test(duns)
      ? { by: "duns", value: duns }
      : `duns must be nine digits (got ${shown(cells.duns)})`;
  }
  const globalId = cellText(cells.globalId);
  if (typeof globalId === "string") return { by: "globalId", value: globalId };
  const slug = cellText(cells.companySlug ?? cells.slug);
  if (typeof slug === "string") return { by: "slug", value: slug.toLowerCase() };
  return "Row names no company: give duns, globalId or companySlug";
}

const keyLabel = (key: CompanyKey) =>
  key.by === "duns" ? `DUNS ${key.value}` : `${key.by} ${key.value}`;

/** company id by "by:value" for every key, a few thousand keys per query. */
async function resolveCompanies(db: Database, keys: CompanyKey[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const column = { duns: "duns", globalId: "global_id", slug: "slug" } as const;
  for (const by of ["duns", "globalId", "slug"] as const) {
    const values = [...new Set(keys.filter((k) => k.by === by).map((k) => k.value))];
    for (let i = 0; i < values.length; i += 5_000) {
      const chunk = values.slice(i, i + 5_000);
      const rows = await db.execute<{ id: string; value: string }>(
        sql`select id, ${sql.raw(column[by])} as value from companies
            where ${sql.raw(column[by])} = any(${sql.param(chunk)}::text[])`,
        "objects",
      );
      // A global id shared by several companies names none of them.
      const counts = new Map<string, number>();
      for (const r of rows) counts.set(r.value, (counts.get(r.value) ?? 0) + 1);
      for (const r of rows) if (counts.get(r.value) === 1) found.set(`${by}:${r.value}`, r.id);
    }
  }
  return found;
}

/**
 * Imports one profile area: rows are records, each naming its company. All of a company's rows
 * from one provider replace that provider's stored records of the area (a re-import updates);
 * other providers' records stay, and the provider priority decides which show.
 */
export async function importArea(
  db: Database,
  file: ReadRows,
  options: AreaImportOptions,
  report: ImportReport,
): Promise<AreaImportCounts> {
  const { area } = options;
  const reserved = reservedColumns(area);
  const fields = [...reserved, ...recordFields(area).keys()];
  const columns = mapColumns(file.columns, fields);
  const mapped = new Set(columns.fields.values());
  if (
    !["duns", "globalId", "companySlug", "slug"].some((c) => reserved.includes(c) && mapped.has(c))
  ) {
    throw new ImportFileError(
      `The file has no column naming the company: add duns, globalId or companySlug (found: ${file.columns.join(", ")}).`,
    );
  }
  for (const column of columns.unknown) {
    report.note(`Column "${column}" is not a field of ${area} and was ignored.`);
  }
  for (const column of columns.repeated) {
    report.note(`Column "${column}" repeats a field an earlier column gives and was ignored.`);
  }

  const counts: AreaImportCounts = {
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    companyIds: [],
  };
  const rows: AreaRow[] = [];
  for await (const sourceRow of file.rows) {
    counts.read += 1;
    const cells = cellsByField(sourceRow.values, columns);
    const key = companyKey(cells);
    const label = typeof key === "string" ? String(cellText(cells.duns) ?? "") : keyLabel(key);
    if (sourceRow.problem) {
      report.reject(sourceRow.row, label, [rowProblem(file.unit, sourceRow)]);
      continue;
    }
    const reasons: string[] = typeof key === "string" ? [key] : [];
    const source = reserved.includes("source") ? cellText(cells.source) : undefined;
    if (source !== undefined && !/^[a-z0-9][a-z0-9_.-]{0,49}$/i.test(String(source))) {
      reasons.push(
        `source must be a provider name such as dnb or pitchbook (got ${shown(source)})`,
      );
    }
    const fetchedAt = reserved.includes("fetchedAt") ? cellDateTime(cells.fetchedAt) : undefined;
    if (fetchedAt !== undefined && Number.isNaN(Date.parse(String(fetchedAt)))) {
      reasons.push(`fetchedAt must be a date or date and time (got ${shown(cells.fetchedAt)})`);
    }
    const result = recordFromCells(area, cells);
    if ("reasons" in result) reasons.push(...result.reasons);
    if (reasons.length > 0 || typeof key === "string" || !("record" in result)) {
      report.reject(sourceRow.row, label, reasons);
      continue;
    }
    rows.push({
      row: sourceRow.row,
      key,
      source: source === undefined ? options.source : String(source).toLowerCase(),
      fetchedAt:
        fetchedAt === undefined ? options.fetchedAt : new Date(String(fetchedAt)).toISOString(),
      record: result.record,
    });
  }

  const companies = await resolveCompanies(
    db,
    rows.map((r) => r.key),
  );
  const groups = new Map<
    string,
    { companyId: string; source: string; fetchedAt: string; records: unknown[] }
  >();
  for (const r of rows) {
    const companyId = companies.get(`${r.key.by}:${r.key.value}`);
    if (!companyId) {
      report.reject(r.row, keyLabel(r.key), [
        `No company has ${keyLabel(r.key)}; import the company first`,
      ]);
      continue;
    }
    const groupKey = `${companyId}\u0000${r.source}`;
    const group = groups.get(groupKey);
    if (group) {
      group.records.push(r.record);
      if (r.fetchedAt > group.fetchedAt) group.fetchedAt = r.fetchedAt;
    } else {
      groups.set(groupKey, {
        companyId,
        source: r.source,
        fetchedAt: r.fetchedAt,
        records: [r.record],
      });
    }
  }

  const all = [...groups.values()];
  for (let i = 0; i < all.length; i += 2_000) {
    const chunk = all.slice(i, i + 2_000).map((g) => ({
      company_id: g.companyId,
      source: g.source,
      fetched_at: g.fetchedAt,
      records: g.records,
    }));
    // xmax is 0 for a row this statement inserted, set for one it updated.
    const written = await db.execute<{ inserted: boolean }>(
      sql`insert into company_profile_areas (company_id, area, source, fetched_at, records)
          select v.company_id, ${area}, v.source, v.fetched_at, v.records
          from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
            as v(company_id uuid, source text, fetched_at timestamptz, records jsonb)
          on conflict (company_id, area, source)
          do update set records = excluded.records, fetched_at = excluded.fetched_at
          returning (xmax = 0) as inserted`,
      "objects",
    );
    for (const w of written) {
      if (w.inserted) counts.inserted += 1;
      else counts.updated += 1;
    }
  }
  counts.companyIds = [...new Set(all.map((g) => g.companyId))];
  await syncAreaSearchColumns(db, area, counts.companyIds, options.priority);
  return counts;
}
