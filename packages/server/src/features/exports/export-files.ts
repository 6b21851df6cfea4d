import path from "node:path";
import type { Config } from "../../config.ts";
import type { ExportJob, ExportJobFormat } from "./export-job.table.ts";

/** Finished files stay downloadable this long, then are deleted. */
export const exportRetentionMs = 24 * 60 * 60 * 1000;

/** Companies read and written per step; progress moves after each step. */
export const exportChunkSize = 500;

/**
 * A running job that has not reported progress for this long has died with its process (the
 * job runner does not retry exports); it is shown as failed so the page can offer a retry.
 */
export const exportStaleMs = 10 * 60 * 1000;

const extensions: Record<ExportJobFormat, string> = { CSV: "csv", XLSX: "xlsx", PDF: "pdf" };

export const contentTypes: Record<ExportJobFormat, string> = {
  CSV: "text/csv; charset=utf-8",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  PDF: "application/pdf",
};

/**
 * <DATA_DIR>/exports/<job id>.<ext>, absolute: the path is stored on the job so the process
 * that writes the file (web or `npm run worker`, sharing DATA_DIR) and the one serving it agree.
 */
export function exportFilePath(config: Config, id: string, format: ExportJobFormat): string {
  return path.resolve(config.DATA_DIR, "exports", `${id}.${extensions[format]}`);
}

export function exportFileName(base: string, format: ExportJobFormat, now = new Date()): string {
  const safe = base
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${safe || "export"}-${now.toISOString().slice(0, 10)}.${extensions[format]}`;
}

/** The SPA page that waits for a job (spec 1 §2: /export-companies-download/{uuid}, /pdf-download/{uuid}). */
export function exportPagePath(job: Pick<ExportJob, "id" | "kind">): string {
  return job.kind === "pdf" ? `/pdf-download/${job.id}` : `/export-companies-download/${job.id}`;
}

/** The GET route that streams the finished file. */
export function exportDownloadPath(job: Pick<ExportJob, "id" | "kind">): string {
  return `${exportPagePath(job)}/file`;
}
