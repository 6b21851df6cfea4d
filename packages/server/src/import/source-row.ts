// How rows are named is shared with the web app, which names a bulk request's rows the same way.
import { type RowUnit, rowLabel } from "@tierwise/common/company-requests";

export { type RowUnit, rowLabel } from "@tierwise/common/company-requests";

/**
 * The file cannot be read at all (missing, not the format it claims, no usable header). The CLI
 * prints the message and exits non-zero; problems in single rows are reported instead.
 */
export class ImportFileError extends Error {}

/** One data row: its number as the user sees it, its cells by header, or why it is unusable. */
export type SourceRow = {
  /** The number rowLabel names: sheet row, JSON item or JSON line, per the file's RowUnit. */
  row: number;
  values: Record<string, unknown>;
  /** Set when the row could not be split into cells (bad JSON line, extra cells). */
  problem?: string;
};

/** A row its reader could not split, named as its file names it: "Line 4 is not valid JSON (…)". */
export const rowProblem = (unit: RowUnit | undefined, source: SourceRow): string =>
  `${rowLabel(unit, source.row, true)} ${source.problem ?? "cannot be read"}`;

/** A row naming a company an earlier row names: "Item 2 already lists this company". */
export const alreadyListed = (unit: RowUnit | undefined, earlier: number): string =>
  `${rowLabel(unit, earlier, true)} already lists this company`;

/** What a reader hands back: the header's columns and the rows after it. */
export type ReadRows = {
  columns: string[];
  rows: AsyncIterable<SourceRow>;
  /** How the rows are numbered; "row" when absent. */
  unit?: RowUnit;
};

export const noRows = (): ReadRows => ({ columns: [], rows: (async function* () {})() });

/** Header text without a byte-order mark or surrounding spaces. */
export function cleanHeader(header: unknown): string {
  return String(header ?? "")
    .replace(/^\uFEFF/, "")
    .trim();
}

/**
 * A spreadsheet row from its filled cells by column (0 = the header's first): the cells under
 * a named column by header, and a problem naming how many lie outside the header's columns.
 */
export function sheetRow(
  row: number,
  columns: readonly string[],
  cells: Iterable<[column: number, value: unknown]>,
): SourceRow {
  const values: Record<string, unknown> = {};
  let extra = 0;
  for (const [column, value] of cells) {
    const name = columns[column];
    if (name) values[name] = value;
    else extra += 1;
  }
  return extra > 0
    ? { row, values, problem: `has ${extra} cells outside the header's columns` }
    : { row, values };
}
