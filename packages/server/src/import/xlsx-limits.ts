import { ImportFileError } from "./source-row.ts";

/**
 * Bounds on what an XLSX workbook may unpack to (issue 26 item 6). An XLSX file is a zip: 200 KB
 * can hold a 200,000,000-character cell, and the reader (ExcelJS) keeps every shared string in
 * memory. Every XLSX read path (the import CLI, alert files, bulk company requests and their
 * upload) checks these while the zip is inflated, before the reader holds anything.
 */
export type XlsxLimits = {
  /** Bytes all the zip's entries may inflate to together; counted as they are inflated. */
  maxUnpackedBytes: number;
  /** Characters in one cell: Excel's own maximum, so no file Excel saved is refused. */
  maxCellChars: number;
  /** Bytes of one XML tag, comment or declaration (attributes included). */
  maxTagBytes: number;
  /**
   * Characters the cells of the read sheet may hand out together: a shared string is stored
   * once but may be used by every cell, so a small file can still stand for huge text.
   */
  maxTextChars: number;
};

const megabyte = 1024 * 1024;

export const xlsxLimits: XlsxLimits = {
  maxUnpackedBytes: 200 * megabyte,
  maxCellChars: 32_767,
  maxTagBytes: megabyte,
  maxTextChars: 200_000_000,
};

const mb = (bytes: number) => `${Math.floor(bytes / megabyte).toLocaleString("en-US")} MB`;
const chars = (count: number) => `${count.toLocaleString("en-US")} characters`;

export const xlsxLimitMessages = {
  unpacked: (limits: XlsxLimits) =>
    `The file unpacks to more than ${mb(limits.maxUnpackedBytes)}; split it into smaller files.`,
  cell: (limits: XlsxLimits, row: number | null) =>
    row === null
      ? `The file has a cell longer than ${chars(limits.maxCellChars)}.`
      : `Row ${row} has a cell longer than ${chars(limits.maxCellChars)}.`,
  tag: (limits: XlsxLimits) =>
    `The file holds markup or text longer than ${mb(limits.maxTagBytes)} outside its cells; save it again from a spreadsheet program.`,
  text: (limits: XlsxLimits) =>
    `The file's cells hold more than ${chars(limits.maxTextChars)} of text together; split it into smaller files.`,
};

/** A workbook over one of the limits: the message says which and what to do. */
export class XlsxLimitError extends ImportFileError {}
