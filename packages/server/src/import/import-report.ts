import { writeFile } from "node:fs/promises";
import path from "node:path";
import Papa from "papaparse";
import { type RowUnit, rowLabel } from "./source-row.ts";

/**
 * `rejected`: the row was not imported. `warning`: imported, with something left out (an invalid
 * optional cell, a value a higher-priority provider holds, an unknown parent). `note`: about the
 * file as a whole, such as a column that was ignored: on the header row (row 1) of a sheet or
 * CSV file, on no item or line (0) of a JSON file.
 */
export type ReportOutcome = "rejected" | "warning" | "note";
export type ReportEntry = { row: number; key: string; outcome: ReportOutcome; reasons: string[] };

/** Collects what the user must hear about, row by row. */
export class ImportReport {
  readonly entries: ReportEntry[] = [];
  rejected = 0;
  warnings = 0;
  /** How the file numbers its rows (its reader says): the report names them so. */
  unit: RowUnit = "row";

  reject(row: number, key: string, reasons: string[]): void {
    this.rejected += 1;
    this.entries.push({ row, key, outcome: "rejected", reasons });
  }

  warn(row: number, key: string, reasons: string[]): void {
    this.warnings += 1;
    this.entries.push({ row, key, outcome: "warning", reasons });
  }

  note(reason: string): void {
    this.entries.push({
      row: this.unit === "row" ? 1 : 0,
      key: "",
      outcome: "note",
      reasons: [reason],
    });
  }

  notes(): string[] {
    return this.entries.filter((e) => e.outcome === "note").flatMap((e) => e.reasons);
  }

  sorted(): ReportEntry[] {
    return [...this.entries].sort((a, b) => a.row - b.row);
  }
}

/** Where the report goes unless --report says otherwise: beside the input file. */
export function defaultReportPath(inputPath: string): string {
  const parsed = path.parse(inputPath);
  return path.join(parsed.dir, `${parsed.name}.import-report.csv`);
}

/** Where an entry is, in words (source-row.ts rowLabel); a note on no row is about the file. */
export function entryPlace(unit: RowUnit, entry: ReportEntry): string {
  return entry.row === 0 ? "file" : rowLabel(unit, entry.row);
}

/**
 * Writes the report: JSON (summary and entries, each with `where`: "row 35", "item 3") when the
 * path ends in .json, else CSV with the columns row, key, outcome, reasons (several reasons
 * joined by "; "), where the first column is named as the file counts: row, item or line.
 */
export async function writeReport(
  reportPath: string,
  report: ImportReport,
  summary: Record<string, unknown>,
): Promise<void> {
  const entries = report.sorted();
  if (path.extname(reportPath).toLowerCase() === ".json") {
    const placed = entries.map((e) => ({ ...e, where: entryPlace(report.unit, e) }));
    await writeFile(reportPath, `${JSON.stringify({ summary, entries: placed }, null, 2)}\n`);
    return;
  }
  const csv = Papa.unparse(
    {
      fields: [report.unit, "key", "outcome", "reasons"],
      data: entries.map((e) => [e.row === 0 ? "" : e.row, e.key, e.outcome, e.reasons.join("; ")]),
    },
    { newline: "\n" },
  );
  await writeFile(reportPath, `${csv}\n`);
}
