import type { Database } from "../../db/client.ts";
import type { ExportJob, ExportJobKind } from "./export-job.table.ts";

/** What a registered writer gets: the job, where to write, and a progress callback (0..1). */
export type ExportWriterInput = {
  db: Database;
  job: ExportJob;
  format: "CSV" | "XLSX";
  path: string;
  publicUrl: string;
  onProgress(share: number): Promise<void>;
};

/** Writes a job's whole file and answers its number of rows. */
export type ExportWriter = (input: ExportWriterInput) => Promise<number>;

const writers = new Map<ExportJobKind, ExportWriter>();

/**
 * Another feature's table export (n-tier) joins the export jobs here, so its file gets the same
 * queue, progress, download page and route while exports never imports that feature: exports is
 * what it builds on. Registered when the feature's module loads, as GraphQL types are.
 */
export function registerExportWriter(kind: ExportJobKind, writer: ExportWriter) {
  writers.set(kind, writer);
}

export const exportWriterOf = (kind: ExportJobKind) => writers.get(kind);
