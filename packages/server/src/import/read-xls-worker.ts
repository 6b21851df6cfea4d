/**
 * Runs inside a worker thread (read-xls.ts starts it): parses an Excel 97–2003 workbook with
 * SheetJS and posts the first sheet's non-empty rows back as plain values. The worker keeps the
 * parser's faults away from the server: the npm build of SheetJS (0.18.5, the last one
 * published there) has a prototype-pollution fault on crafted files (CVE-2023-30533), which
 * here can only reach this thread's own objects, thrown away with it, and a regular-expression
 * slowdown (CVE-2024-22363), which the parent's time limit ends.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import type * as SheetJs from "xlsx";
import type { XlsAnswer, XlsRow } from "./read-xls.ts";
import { type XlsxLimits, xlsxLimitMessages } from "./xlsx-limits.ts";

// Loaded as CommonJS: Node's ES-module view of the package leaves out XLSX.SSF (date formats).
const XLSX = createRequire(import.meta.url)("xlsx") as typeof SheetJs;

const { filePath, limits } = workerData as { filePath: string; limits: XlsxLimits };

const dayMs = 86_400_000;
/** Days from the spreadsheet's day 0 (1899-12-30, or 1904-01-01 in the 1904 system) to 1970. */
const unixEpochSerial = 25_569;
const date1904Offset = 1_462;

/**
 * A cell as the XLSX reader hands it out: text, a number, a boolean, a Date (at midnight UTC
 * for a date cell, whatever the server's time zone) or the error code shown ("#N/A").
 */
function cellValue(cell: SheetJs.CellObject | undefined, date1904: boolean): unknown {
  if (!cell) return undefined;
  switch (cell.t) {
    case "s":
      return String(cell.v ?? "");
    case "b":
      return Boolean(cell.v);
    case "e":
      return cell.w ?? "#ERROR";
    case "d":
      return cell.v instanceof Date ? cell.v : undefined;
    case "n": {
      const serial = Number(cell.v);
      if (cell.z !== undefined && XLSX.SSF.is_date(cell.z) && Number.isFinite(serial)) {
        const days = serial + (date1904 ? date1904Offset : 0) - unixEpochSerial;
        return new Date(Math.round(days * dayMs));
      }
      return serial;
    }
    default:
      return undefined;
  }
}

function readRows(): XlsAnswer {
  let book: SheetJs.WorkBook;
  try {
    book = XLSX.read(readFileSync(filePath), {
      type: "buffer",
      // Only the first sheet is read; formulas give their cached result.
      sheets: 0,
      cellNF: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    return { kind: "unreadable", message: (error as Error).message };
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return { kind: "rows", rows: [] };
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  // Only the cells the sheet holds are visited, never the whole range its dimension claims.
  const byRow = new Map<number, XlsRow>();
  let textChars = 0;
  for (const address of Object.keys(sheet)) {
    if (address.startsWith("!")) continue;
    const { r, c } = XLSX.utils.decode_cell(address);
    const value = cellValue(sheet[address] as SheetJs.CellObject, date1904);
    if (value === undefined || value === "") continue;
    if (typeof value === "string") {
      if (value.length > limits.maxCellChars) {
        return { kind: "limit", message: xlsxLimitMessages.cell(limits, r + 1) };
      }
      textChars += value.length;
      if (textChars > limits.maxTextChars) {
        return { kind: "limit", message: xlsxLimitMessages.text(limits) };
      }
    }
    let row = byRow.get(r);
    if (!row) {
      row = { row: r + 1, cells: [] };
      byRow.set(r, row);
    }
    row.cells.push([c, value]);
  }
  const rows = [...byRow.values()].sort((a, b) => a.row - b.row);
  for (const row of rows) row.cells.sort((a, b) => a[0] - b[0]);
  return { kind: "rows", rows };
}

parentPort?.postMessage(readRows());
