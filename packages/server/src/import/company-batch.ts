import type { Database } from "../db/client.ts";
import type { CompanyRow } from "./company-row.ts";
import {
  type CompanyWrite,
  databaseReason,
  type ParentLink,
  type StoredCompany,
} from "./company-store.ts";
import type { ImportReport } from "./import-report.ts";

// How one batch of company rows finds its place: matched to a stored company or new, the
// parent links it leaves for later, and the write that falls back to row by row.

export type CompanyImportCounts = {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  companyIds: string[];
};

export type ValidRow = {
  row: number;
  key: string;
  data: CompanyRow;
  /** The slug the display name gives, used to match rows that carry no identifier. */
  nameSlug: string | undefined;
  source: string;
  fetchedAt: string;
};

export type Placement =
  | { kind: "existing"; row: ValidRow; company: StoredCompany }
  | { kind: "new"; row: ValidRow };

export function place(
  row: ValidRow,
  found: { byDuns: Map<string, StoredCompany>; bySlug: Map<string, StoredCompany> },
  byGlobalId: Map<string, StoredCompany[]>,
): Placement | string[] {
  const { data } = row;
  const conflict = (company: StoredCompany, via: string): string[] => {
    const reasons: string[] = [];
    const { duns, globalId } = company.values;
    if (data.duns && duns && duns !== data.duns) {
      reasons.push(`${via} belongs to the company with DUNS ${duns}, not ${data.duns}`);
    }
    if (data.globalId && globalId && globalId !== data.globalId) {
      reasons.push(`${via} belongs to the company with globalId ${globalId}, not ${data.globalId}`);
    }
    return reasons;
  };
  if (data.duns) {
    const company = found.byDuns.get(data.duns);
    if (company) return { kind: "existing", row, company };
  }
  if (data.globalId) {
    const companies = byGlobalId.get(data.globalId) ?? [];
    if (companies.length > 1) {
      return [
        `globalId ${data.globalId} is shared by ${companies.length} companies; add the DUNS to say which`,
      ];
    }
    const [company] = companies;
    if (company) {
      const reasons = conflict(company, `globalId ${data.globalId}`);
      return reasons.length > 0 ? reasons : { kind: "existing", row, company };
    }
  }
  if (data.slug) {
    const company = found.bySlug.get(data.slug);
    if (company) {
      const reasons = conflict(company, `slug ${data.slug}`);
      return reasons.length > 0 ? reasons : { kind: "existing", row, company };
    }
  }
  if (!data.duns && !data.globalId && !data.slug && row.nameSlug) {
    const company = found.bySlug.get(row.nameSlug);
    if (company) return { kind: "existing", row, company };
  }
  if (!data.displayName) return ["displayName is required for a new company"];
  return { kind: "new", row };
}

export function parentLink(id: string, row: ValidRow): ParentLink & { row: number; key: string } {
  return {
    id,
    parentDuns: row.data.parentDuns as string,
    source: row.source,
    fetchedAt: row.fetchedAt,
    row: row.row,
    key: row.key,
  };
}

/**
 * One statement for the batch; if the database refuses it (a company written by someone else
 * meanwhile, say), row by row, so only the offending rows are rejected, with its reason.
 */
export async function writeAll(
  db: Database,
  writes: (CompanyWrite & { row: ValidRow })[],
  write: (db: Database, writes: CompanyWrite[]) => Promise<void>,
  report: ImportReport,
  counts: CompanyImportCounts,
  failed: Set<string>,
): Promise<number> {
  if (writes.length === 0) return 0;
  try {
    await write(db, writes);
    for (const w of writes) counts.companyIds.push(w.id);
    return writes.length;
  } catch {
    let written = 0;
    for (const w of writes) {
      try {
        await write(db, [w]);
        counts.companyIds.push(w.id);
        written += 1;
      } catch (error) {
        failed.add(w.id);
        report.reject(w.row.row, w.row.key, [`Could not be saved: ${databaseReason(error)}`]);
      }
    }
    return written;
  }
}
