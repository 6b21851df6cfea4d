/**
 * CSV writing for company exports: RFC 4180 quoting, CRLF line ends, and protection against
 * formula injection (CSV injection).
 *
 * Spreadsheet programs run a cell that begins with = + - @ as a formula, and some also treat a
 * leading tab or carriage return as the start of one. A company name such as
 * `=HYPERLINK("http://evil","Click")` would then run when the export is opened. Every text
 * cell that begins with one of those characters is written with a single quote in front
 * (OWASP's advice): spreadsheets show the text as typed, and the quote marks it as text.
 * Numbers are written as numbers and never escaped: a negative number cannot hold a formula,
 * and "'-0.5" would no longer be a number.
 */
export type CellValue = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

/** A text cell made safe to open in a spreadsheet. */
export function escapeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function csvCell(value: CellValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = escapeFormula(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Excel reads a CSV file as UTF-8 only when it starts with a byte-order mark. */
export const utf8Bom = "\uFEFF";
