import { and, inArray, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ReportCoverage, withoutUncoveredReports } from "../companies/company.policy.ts";
import { type Company, companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { companyExportColumns, companyExportRow } from "./company-export-columns.ts";
import { exportChunkSize } from "./export-files.ts";
import { type ExportSink, openCsvSink, openXlsxSink } from "./export-sinks.ts";

/**
 * Writes the companies to `path` in the order of `ids`, a chunk at a time, reporting the share
 * done after each chunk. Companies hidden or deleted since the export started are left out.
 */
export async function writeCompanyExport(input: {
  db: Database;
  ids: readonly string[];
  format: "CSV" | "XLSX";
  path: string;
  publicUrl: string;
  /** The organisation's reports coverage: report values of other companies stay empty. */
  coverage: ReportCoverage;
  onProgress(share: number): Promise<void>;
}): Promise<{ rowCount: number }> {
  const open = input.format === "CSV" ? openCsvSink : openXlsxSink;
  const sink: ExportSink = await open(input.path, companyExportColumns);
  let rowCount = 0;
  try {
    for (let start = 0; start < input.ids.length; start += exportChunkSize) {
      const chunk = input.ids.slice(start, start + exportChunkSize);
      const rows = await input.db
        .select()
        .from(companies)
        .where(
          and(inArray(companies.id, chunk), notInArray(companies.statusCode, [...hiddenStatuses])),
        );
      const byId = new Map<string, Company>(rows.map((row) => [row.id, row]));
      const ordered = chunk.flatMap((id) => byId.get(id) ?? []);
      await sink.writeRows(
        ordered.map((company) =>
          companyExportRow(withoutUncoveredReports(company, input.coverage), {
            publicUrl: input.publicUrl,
          }),
        ),
      );
      rowCount += ordered.length;
      await input.onProgress((start + chunk.length) / input.ids.length);
    }
    await sink.finish();
  } catch (error) {
    await sink.abort();
    throw error;
  }
  return { rowCount };
}
