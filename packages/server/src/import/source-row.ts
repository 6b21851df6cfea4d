/**
 * The file cannot be read at all (missing, not the format it claims, no usable header). The CLI
 * prints the message and exits non-zero; problems in single rows are reported instead.
 */
export class ImportFileError extends Error {}

/**
 * What a file's rows are called where people look for them: a sheet or CSV row as a
 * spreadsheet numbers it (the header is row 1, so the first data row is row 2), a JSON array's
 * item (1 = first item; an object of objects counts its members the same way), a JSON-lines
 * line (1 = first line of the file).
 */
export type RowUnit = "row" | "item" | "line";

/** One data row: its number as the user sees it, its cells by header, or why it is unusable. */
export type SourceRow = {
  /** The number rowLabel names: sheet row, JSON item or JSON line, per the file's RowUnit. */
  row: number;
  values: Record<string, unknown>;
  /** Set when the row could not be split into cells (bad JSON line, extra cells). */
  problem?: string;
};

/** What a reader hands back: the header's columns and the rows after it. */
export type ReadRows = {
  columns: string[];
  rows: AsyncIterable<SourceRow>;
  /** How the rows are numbered; "row" when absent. */
  unit?: RowUnit;
};

export const noRows = (): ReadRows => ({ columns: [], rows: (async function* () {})() });

/**
 * The one place a row's number becomes words ("row 35", "item 3", "line 4"), so the CLI's report
 * and the bulk review name the same row the same way. `capital` starts the words with a capital.
 */
export function rowLabel(unit: RowUnit | undefined, row: number, capital = false): string {
  const word = unit ?? "row";
  return `${capital ? word[0]?.toUpperCase() + word.slice(1) : word} ${row}`;
}

/** Header text without a byte-order mark or surrounding spaces. */
export function cleanHeader(header: unknown): string {
  return String(header ?? "")
    .replace(/^\uFEFF/, "")
    .trim();
}
