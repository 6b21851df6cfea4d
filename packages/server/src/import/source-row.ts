/**
 * The file cannot be read at all (missing, not the format it claims, no usable header). The CLI
 * prints the message and exits non-zero; problems in single rows are reported instead.
 */
export class ImportFileError extends Error {}

/** One data row: its number as the user sees it, its cells by header, or why it is unusable. */
export type SourceRow = {
  /** CSV/XLSX: the sheet row (header = row 1); JSON lines: the line; JSON array: the item (1 = first). */
  row: number;
  values: Record<string, unknown>;
  /** Set when the row could not be split into cells (bad JSON line, extra cells). */
  problem?: string;
};

/** What a reader hands back: the header's columns and the rows after it. */
export type ReadRows = { columns: string[]; rows: AsyncIterable<SourceRow> };

export const noRows = (): ReadRows => ({ columns: [], rows: (async function* () {})() });

/** Header text without a byte-order mark or surrounding spaces. */
export function cleanHeader(header: unknown): string {
  return String(header ?? "")
    .replace(/^\uFEFF/, "")
    .trim();
}
