import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import type { Database } from "../db/client.ts";
import { companies } from "../features/companies/company.table.ts";

export const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name);

/** A scratch folder for one test file's generated inputs and reports. */
export function scratchDir(): string {
  return mkdtempSync(path.join(tmpdir(), "tierwise-import-"));
}

export function writeScratch(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

export type ReportRow = { row: string; key: string; outcome: string; reasons: string };

export function readCsvReport(file: string): ReportRow[] {
  return Papa.parse<ReportRow>(readFileSync(file, "utf8"), { header: true, skipEmptyLines: true })
    .data;
}

export async function companyByDuns(db: Database, duns: string) {
  const [row] = await db.select().from(companies).where(eq(companies.duns, duns));
  if (!row) throw new Error(`no company with DUNS ${duns}`);
  return row;
}
