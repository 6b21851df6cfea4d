import { randomUUID } from "node:crypto";
import type { Database } from "../db/client.ts";
import type { CompanyProvenance } from "../features/companies/company.table.ts";
import { cellsByField, mapColumns } from "./column-map.ts";
import {
  type CompanyImportCounts,
  type Placement,
  parentLink,
  place,
  type ValidRow,
  writeAll,
} from "./company-batch.ts";
import {
  type CompanyTag,
  type MergeableValues,
  mayReplace,
  mergeableCompanyFields,
  mergeCompanyFields,
  type ProviderPriority,
} from "./company-merge.ts";
import {
  type CompanyRow,
  companyColumnAliases,
  companyFileFields,
  parseCompanyRow,
} from "./company-row.ts";
import {
  type CompanyWrite,
  findCompanies,
  GlobalIdIndex,
  insertCompanies,
  linkParents,
  type ParentLink,
  type StoredCompany,
  updateCompanies,
} from "./company-store.ts";
import type { ImportReport } from "./import-report.ts";

export type { CompanyImportCounts } from "./company-batch.ts";

import { SlugAllocator, slugify } from "./slugs.ts";
import { alreadyListed, ImportFileError, type ReadRows, rowProblem } from "./source-row.ts";

export type CompanyImportOptions = {
  source: string;
  fetchedAt: string;
  priority: ProviderPriority;
  batchSize: number;
};

const identifierColumns = ["displayName", "duns", "globalId", "slug"];

const rowKey = (data: CompanyRow) =>
  data.duns ?? data.globalId ?? data.slug ?? data.displayName ?? "";

function incomingValues(data: CompanyRow): MergeableValues {
  const values: MergeableValues = {};
  for (const field of mergeableCompanyFields) {
    if (field === "tags") continue;
    const value = data[field as keyof CompanyRow];
    if (value !== undefined) (values as Record<string, unknown>)[field] = value;
  }
  if (data.tags) {
    const tags: CompanyTag[] = [];
    for (const name of data.tags) {
      const slug = slugify(name);
      if (!tags.some((t) => t.slug === slug)) {
        tags.push({ name, slug, primary: tags.length === 0 });
      }
    }
    values.tags = tags;
  }
  return values;
}

/**
 * Imports a companies file: every row is validated, matched to a stored company (DUNS, else
 * global id, else slug, else — for rows with none of those — the slug of its name) and merged
 * field by field under the provider priority, or inserted. Work is done a batch at a time: one
 * lookup query and one insert and one update statement per batch.
 */
export async function importCompanies(
  db: Database,
  file: ReadRows,
  options: CompanyImportOptions,
  report: ImportReport,
): Promise<CompanyImportCounts> {
  const columns = mapColumns(file.columns, companyFileFields, companyColumnAliases);
  if (![...columns.fields.values()].some((f) => identifierColumns.includes(f))) {
    throw new ImportFileError(
      `The file has none of the columns displayName, duns, globalId or slug (found: ${file.columns.join(", ")}).`,
    );
  }
  for (const column of columns.unknown) {
    report.note(`Column "${column}" is not a company field and was ignored.`);
  }
  for (const column of columns.repeated) {
    report.note(`Column "${column}" repeats a field an earlier column gives and was ignored.`);
  }

  const counts: CompanyImportCounts = {
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    companyIds: [],
  };
  // File-wide: each company once per file, whichever batch its rows fall in.
  const seen = new Map<string, number>();
  const state: RunState = {
    unit: file.unit,
    seenIds: new Map(),
    slugs: new SlugAllocator(),
    globalIds: new GlobalIdIndex(),
    idByDuns: new Map(),
    parentLinks: [],
  };
  let batch: ValidRow[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    await writeBatch(db, batch, options, report, counts, state);
    batch = [];
  };

  for await (const sourceRow of file.rows) {
    counts.read += 1;
    const cells = cellsByField(sourceRow.values, columns);
    if (sourceRow.problem) {
      const key = String(cells.duns ?? cells.displayName ?? "");
      report.reject(sourceRow.row, key, [rowProblem(file.unit, sourceRow)]);
      continue;
    }
    const parsed = parseCompanyRow(cells);
    if (!parsed.ok) {
      report.reject(sourceRow.row, String(cells.duns ?? cells.displayName ?? ""), parsed.reasons);
      continue;
    }
    const { data, warnings } = parsed;
    const key = rowKey(data);
    const reasons: string[] = [];
    if (!data.duns && !data.globalId && !data.slug && !data.displayName) {
      reasons.push("Row names no company: give duns, globalId, slug or displayName");
    }
    if (data.parentDuns && data.parentDuns === data.duns) {
      // A bad optional cell, like any other: the row lands without a parent.
      data.parentDuns = undefined;
      warnings.push("Not imported: parentDuns is the company's own DUNS");
    }
    const nameSlug = data.displayName ? slugify(data.displayName) : undefined;
    const hasIdentifier = Boolean(data.duns || data.globalId || data.slug);
    const keys = [
      data.duns && [`duns:${data.duns}`, `DUNS ${data.duns}`],
      data.globalId && [`gid:${data.globalId}`, `globalId ${data.globalId}`],
      data.slug && [`slug:${data.slug}`, `slug ${data.slug}`],
      !hasIdentifier && nameSlug && [`name:${nameSlug}`, `name ${data.displayName}`],
    ].filter((k): k is string[] => Array.isArray(k));
    for (const [k, label] of keys as [string, string][]) {
      const earlier = seen.get(k);
      if (earlier !== undefined) reasons.push(`${alreadyListed(file.unit, earlier)} (${label})`);
    }
    if (reasons.length > 0) {
      report.reject(sourceRow.row, key, reasons);
      continue;
    }
    for (const [k] of keys as [string, string][]) seen.set(k, sourceRow.row);
    if (warnings.length > 0) report.warn(sourceRow.row, key, warnings);
    batch.push({
      row: sourceRow.row,
      key,
      data,
      nameSlug,
      source: data.source ?? options.source,
      fetchedAt: data.fetchedAt ? new Date(data.fetchedAt).toISOString() : options.fetchedAt,
    });
    if (batch.length >= options.batchSize) await flush();
  }
  await flush();

  // Parents not known when their subsidiary was written: later in the file, or unknown.
  const { parentLinks } = state;
  for (let i = 0; i < parentLinks.length; i += 5_000) {
    const chunk = parentLinks.slice(i, i + 5_000);
    const linked = await linkParents(db, chunk);
    for (const link of chunk) {
      if (!linked.has(link.id)) {
        report.warn(link.row, link.key, [
          `parentDuns ${link.parentDuns} matches no company; imported without a parent`,
        ]);
      }
    }
  }
  return counts;
}

type RunState = {
  unit: ReadRows["unit"]; // what the file calls its rows, for messages naming an earlier one
  /** Company id → the row that matched it. */
  seenIds: Map<string, number>;
  slugs: SlugAllocator;
  globalIds: GlobalIdIndex;
  /** Companies this run wrote, by DUNS: parents earlier in the file resolve without a query. */
  idByDuns: Map<string, string>;
  parentLinks: (ParentLink & { row: number; key: string })[];
};

async function writeBatch(
  db: Database,
  batch: ValidRow[],
  options: CompanyImportOptions,
  report: ImportReport,
  counts: CompanyImportCounts,
  state: RunState,
): Promise<void> {
  const duns = new Set<string>();
  const slugs = new Set<string>();
  const globalIds = new Set<string>();
  for (const r of batch) {
    if (r.data.duns) duns.add(r.data.duns);
    if (r.data.slug) slugs.add(r.data.slug);
    else if (!r.data.duns && !r.data.globalId && r.nameSlug) slugs.add(r.nameSlug);
    if (r.data.globalId) globalIds.add(r.data.globalId);
    // Parents stored before this run are found by the same query.
    if (r.data.parentDuns && !state.idByDuns.has(r.data.parentDuns)) duns.add(r.data.parentDuns);
  }
  const found = await findCompanies(db, {
    duns: [...duns],
    slugs: [...slugs],
    ids: await state.globalIds.idsFor(db, [...globalIds]),
  });
  const byDuns = new Map<string, StoredCompany>();
  const bySlug = new Map<string, StoredCompany>();
  const byGlobalId = new Map<string, StoredCompany[]>();
  for (const c of found) {
    if (c.values.duns) byDuns.set(String(c.values.duns), c);
    bySlug.set(c.slug, c);
    if (c.values.globalId) {
      const id = String(c.values.globalId);
      byGlobalId.set(id, [...(byGlobalId.get(id) ?? []), c]);
    }
  }
  const placed: Placement[] = [];
  for (const row of batch) {
    const placement = place(row, { byDuns, bySlug }, byGlobalId);
    if (Array.isArray(placement)) {
      report.reject(row.row, row.key, placement);
      continue;
    }
    if (placement.kind === "existing") {
      const earlier = state.seenIds.get(placement.company.id);
      if (earlier !== undefined) {
        report.reject(row.row, row.key, [alreadyListed(state.unit, earlier)]);
        continue;
      }
      state.seenIds.set(placement.company.id, row.row);
    }
    placed.push(placement);
  }

  // New companies get their ids now, so a subsidiary in the same batch can point at them.
  const newIds = new Map<ValidRow, string>();
  const batchIdByDuns = new Map<string, string>();
  for (const p of placed) {
    if (p.kind !== "new") continue;
    const id = randomUUID();
    newIds.set(p.row, id);
    if (p.row.data.duns) batchIdByDuns.set(p.row.data.duns, id);
  }
  const parentId = (parentDuns: string) =>
    state.idByDuns.get(parentDuns) ?? batchIdByDuns.get(parentDuns) ?? byDuns.get(parentDuns)?.id;

  const inserts: (CompanyWrite & { row: ValidRow })[] = [];
  const updates: (CompanyWrite & { row: ValidRow })[] = [];
  const newRows: ValidRow[] = [];
  for (const placement of placed) {
    const { row } = placement;
    if (placement.kind === "new") {
      newRows.push(row);
      continue;
    }
    const { company } = placement;
    const merged = mergeCompanyFields(
      company.values,
      company.provenance,
      incomingValues(row.data),
      row.source,
      row.fetchedAt,
      options.priority,
    );
    const write: CompanyWrite & { row: ValidRow } = {
      id: company.id,
      values: merged.values,
      provenance: merged.provenance,
      row,
    };
    let changed = merged.changed;
    const warnings: string[] = [];
    if (merged.kept.length > 0) {
      warnings.push(
        `Kept the stored ${merged.kept.join(", ")}: a provider ranked above ${row.source} supplied ${merged.kept.length === 1 ? "it" : "them"}`,
      );
    }
    if (row.data.slug && row.data.slug !== company.slug) {
      warnings.push(`slug ${row.data.slug} ignored: the company keeps its slug ${company.slug}`);
    }
    const { parentDuns } = row.data;
    if (parentDuns) {
      const mayChange = mayReplace(
        "parentCompanyId",
        row.source,
        company.parentCompanyId,
        company.provenance,
        options.priority,
      );
      const parent = parentId(parentDuns);
      const before = company.provenance.parentCompanyId;
      const provenance = { source: row.source, fetchedAt: row.fetchedAt };
      if (parent !== undefined && parent === company.parentCompanyId) {
        // Same parent: like any other field, the source and fetch time are refreshed.
        if (mayChange && (before?.source !== row.source || before.fetchedAt !== row.fetchedAt)) {
          write.provenance = { ...write.provenance, parentCompanyId: provenance };
          changed = true;
        }
      } else if (!mayChange) {
        warnings.push(`Kept the stored parent: a provider ranked above ${row.source} supplied it`);
      } else if (parent === company.id) {
        warnings.push(`parentDuns ${parentDuns} is the company itself; parent left unchanged`);
      } else if (parent) {
        write.parentCompanyId = parent;
        write.provenance = { ...write.provenance, parentCompanyId: provenance };
        changed = true;
      } else {
        state.parentLinks.push(parentLink(company.id, row));
      }
    }
    if (warnings.length > 0) report.warn(row.row, row.key, warnings);
    if (changed) updates.push(write);
    else counts.unchanged += 1;
  }

  // Rows that name their slug keep it (it was free: no company matched it); the rest get one.
  const wanted = newRows.map((r) => r.data.slug ?? r.nameSlug ?? "company");
  for (const r of newRows) if (r.data.slug) state.slugs.reserved.add(r.data.slug);
  const derived = newRows.flatMap((r, i) => (r.data.slug ? [] : [i]));
  const allocated = await state.slugs.allocate(
    db,
    derived.map((i) => wanted[i] as string),
  );
  derived.forEach((i, k) => {
    wanted[i] = allocated[k] as string;
  });
  newRows.forEach((row, i) => {
    const values = incomingValues(row.data);
    const provenance: CompanyProvenance = {};
    for (const field of Object.keys(values)) {
      provenance[field] = { source: row.source, fetchedAt: row.fetchedAt };
    }
    const id = newIds.get(row) as string;
    const write: CompanyWrite & { row: ValidRow } = {
      id,
      slug: wanted[i] as string,
      values,
      provenance,
      row,
    };
    const { parentDuns } = row.data;
    if (parentDuns) {
      const parent = parentId(parentDuns);
      if (parent) {
        write.parentCompanyId = parent;
        provenance.parentCompanyId = { source: row.source, fetchedAt: row.fetchedAt };
      } else {
        state.parentLinks.push(parentLink(id, row));
      }
    }
    inserts.push(write);
  });

  const failed = new Set<string>();
  counts.inserted += await writeAll(db, inserts, insertCompanies, report, counts, failed);
  counts.updated += await writeAll(db, updates, updateCompanies, report, counts, failed);
  if (failed.size > 0) {
    state.parentLinks.splice(
      0,
      state.parentLinks.length,
      ...state.parentLinks.filter((link) => !failed.has(link.id)),
    );
  }
  for (const write of [...inserts, ...updates]) {
    if (failed.has(write.id)) continue;
    if (write.values.duns) state.idByDuns.set(String(write.values.duns), write.id);
    if (write.values.globalId) state.globalIds.add(String(write.values.globalId), write.id);
  }
  state.slugs.written(wanted);
}
