import path from "node:path";
import { type ProfileAreaKey, profileAreaKeys } from "@tierwise/common/company-profile";
import type { Database } from "../db/client.ts";
import type { ProviderPriority } from "./company-merge.ts";
import { importArea } from "./import-area.ts";
import { importCompanies } from "./import-companies.ts";
import { defaultReportPath, ImportReport, writeReport } from "./import-report.ts";
import { type FileFormat, formatOf, openRows } from "./read-rows.ts";
import { ImportFileError } from "./source-row.ts";
import { mapSupplierRows, readColumnMapping } from "./supplier-mapping.ts";

export type ImportOptions = {
  /** The file to read: .csv, .json (array, object of objects or JSON lines), .jsonl, .xls or .xlsx. */
  path: string;
  /** `companies` (default without `area`) or `area` (needs `area`). */
  kind?: "companies" | "area";
  /** A profile area key (profileAreaKeys): the rows are that area's records. */
  area?: ProfileAreaKey;
  /** Overrides the format the extension implies. */
  format?: FileFormat | string;
  /** The provider the values come from, unless a row's `source` column says otherwise. */
  source?: string;
  /** When the values were fetched, unless a row's `fetchedAt` column says; default now. */
  fetchedAt?: Date | string;
  /** Where to write the report (.csv or .json); default `<name>.import-report.csv` beside the file; false: none. */
  reportPath?: string | false;
  /** COMPANY_PROVIDER_PRIORITY: provider order per area or company field. */
  providerPriority?: ProviderPriority;
  /** Rows per lookup and write (companies files). */
  batchSize?: number;
  /**
   * A saved column mapping (JSON, header → mapping target) for a supplier list with headers of
   * its own: its columns are read and cleaned as bulk requests read them. Companies files only.
   */
  mapPath?: string;
};

export type ImportSummary = {
  file: string;
  format: FileFormat;
  kind: "companies" | "area";
  area: ProfileAreaKey | null;
  source: string;
  /** Data rows read (blank rows not counted). */
  read: number;
  /** Companies created, or (area files) company/provider record lists created. */
  inserted: number;
  /** Companies changed, or (area files) record lists replaced. */
  updated: number;
  /** Companies matched where every value was already stored or is held by a higher-ranked provider. */
  unchanged: number;
  rejected: number;
  warnings: number;
  /** About the file as a whole: ignored columns. */
  notes: string[];
  seconds: number;
  reportPath: string | null;
  /** Companies inserted or changed: the ones to screen against sanctions lists afterwards. */
  companyIds: string[];
};

const providerName = /^[a-z0-9][a-z0-9_.-]{0,49}$/;

/**
 * Imports one file of companies or of one profile area's records. Bad rows are rejected and
 * listed in the report with their row numbers and reasons; good rows in the same file land.
 * Throws ImportFileError when the file cannot be read at all.
 */
export async function importFile(db: Database, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const kind = options.kind ?? (options.area ? "area" : "companies");
  if (kind === "area" && !options.area) {
    throw new ImportFileError("An area import needs --area (one of the profile area keys).");
  }
  if (options.area && !(profileAreaKeys as readonly string[]).includes(options.area)) {
    throw new ImportFileError(
      `Unknown area "${options.area}". Areas: ${profileAreaKeys.join(", ")}.`,
    );
  }
  const source = (options.source ?? "import").toLowerCase();
  if (!providerName.test(source)) {
    throw new ImportFileError(
      `--source must be a provider name such as dnb (got "${options.source}").`,
    );
  }
  const fetchedAt = new Date(options.fetchedAt ?? Date.now());
  if (Number.isNaN(fetchedAt.getTime())) {
    throw new ImportFileError(`fetchedAt is not a date: ${String(options.fetchedAt)}`);
  }
  if (options.mapPath && kind === "area") {
    throw new ImportFileError(
      "--map reads supplier lists of companies; it cannot be used with --area.",
    );
  }
  const mapping = options.mapPath ? await readColumnMapping(options.mapPath) : null;
  const format = formatOf(options.path, options.format);
  const report = new ImportReport();
  const opened = await openRows(options.path, format);
  report.unit = opened.unit;
  const file = mapping ? mapSupplierRows(opened, mapping, report) : opened;
  const common = {
    source,
    fetchedAt: fetchedAt.toISOString(),
    priority: options.providerPriority ?? {},
  };
  const counts =
    kind === "area" && options.area
      ? await importArea(db, file, { ...common, area: options.area }, report)
      : await importCompanies(
          db,
          file,
          { ...common, batchSize: options.batchSize ?? 2_000 },
          report,
        );

  const reportPath =
    options.reportPath === false ? null : (options.reportPath ?? defaultReportPath(options.path));
  const summary: ImportSummary = {
    file: path.resolve(options.path),
    format,
    kind,
    area: kind === "area" ? (options.area ?? null) : null,
    source,
    read: counts.read,
    inserted: counts.inserted,
    updated: counts.updated,
    unchanged: counts.unchanged,
    rejected: report.rejected,
    warnings: report.warnings,
    notes: report.notes(),
    seconds: Math.round(performance.now() - started) / 1000,
    reportPath,
    companyIds: counts.companyIds,
  };
  if (reportPath) {
    const { companyIds: _ids, ...printable } = summary;
    await writeReport(reportPath, report, printable).catch((error: Error) => {
      throw new ImportFileError(
        `The rows were imported (${summary.inserted} inserted, ${summary.updated} updated, ${summary.rejected} rejected) but the report could not be written to ${reportPath}: ${error.message}`,
      );
    });
  }
  return summary;
}
