import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll } from "vitest";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { companies } from "../features/companies/company.table.ts";
import { openTestDatabase } from "../test/database.ts";

export const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name);

/** A scratch folder for one test file's generated inputs and reports. */
export function scratchDir(): string {
  return mkdtempSync(path.join(tmpdir(), "tierwise-import-"));
}

/**
 * A test file's database and scratch folder, opened before its tests and the database closed
 * after them.
 */
export function useImportDatabase() {
  const suite = {} as { database: DatabaseHandle; dir: string };
  beforeAll(async () => {
    suite.database = await openTestDatabase();
    suite.dir = scratchDir();
  });
  afterAll(() => suite.database?.close());
  return suite;
}

export function writeScratch(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

export type ReportRow = { row: string; key: string; outcome: string; reasons: string };

/** An import report as parsed: its rows and, in `meta.fields`, its header. */
export function parseCsvReport<Row = ReportRow>(file: string) {
  return Papa.parse<Row>(readFileSync(file, "utf8"), { header: true, skipEmptyLines: true });
}

export function readCsvReport(file: string): ReportRow[] {
  return parseCsvReport(file).data;
}

export async function companyByDuns(db: Database, duns: string) {
  const [row] = await db.select().from(companies).where(eq(companies.duns, duns));
  if (!row) throw new Error(`no company with DUNS ${duns}`);
  return row;
}
