import { readFile } from "node:fs/promises";
import {
  type IngestResult,
  type IngestTools,
  ingestInboundMail,
} from "./inbound-ingest.service.ts";

export type EmlImportResult =
  | { file: string; result: IngestResult }
  | { file: string; error: string };

/**
 * Imports saved messages (.eml, RFC 5322 as a mail client saves it) through the same ingestion
 * as the SMTP listener: each lands in the thread it answers or is reported as unmatched.
 */
export async function importEmlFiles(
  tools: IngestTools,
  files: readonly string[],
): Promise<EmlImportResult[]> {
  const results: EmlImportResult[] = [];
  for (const file of files) {
    try {
      results.push({ file, result: await ingestInboundMail(tools, await readFile(file)) });
    } catch (error) {
      results.push({ file, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}

/** One line a file, for people reading the importer's output. */
export function describeImport(entry: EmlImportResult): string {
  if ("error" in entry) return `${entry.file}: failed: ${entry.error}`;
  const { result } = entry;
  if (result.outcome === "unmatched") return `${entry.file}: not imported: ${result.reason}`;
  if (result.outcome === "duplicate") return `${entry.file}: already in its thread`;
  const where = result.emails.map((e) => `thread ${e.threadId} (${e.status})`).join(", ");
  return `${entry.file}: imported into ${where}, matched by ${result.matchedBy}`;
}
