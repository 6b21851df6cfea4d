import { createReadStream } from "node:fs";
import ExcelJS from "exceljs";
import { cleanHeader, ImportFileError, noRows, type ReadRows, sheetRow } from "./source-row.ts";
import { checkXlsxArchive } from "./xlsx-guard.ts";
import { XlsxLimitError, type XlsxLimits, xlsxLimitMessages, xlsxLimits } from "./xlsx-limits.ts";

/** A spreadsheet cell as a plain value: formulas give their result, rich text its text. */
export function xlsxCellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date || typeof value !== "object") return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    return xlsxCellValue((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ("hyperlink" in value) return xlsxCellValue(value.text as ExcelJS.CellValue);
  if ("error" in value) return String(value.error);
  return undefined;
}

/**
 * The first worksheet of an XLSX workbook, streamed. The first non-empty row is the header;
 * row numbers are the sheet's own, so they match what Excel shows. The zip is checked against
 * the limits first (xlsx-guard.ts), as the reader keeps every shared string in memory; the text
 * the rows hand out is counted too, as one shared string may fill any number of cells.
 */
export async function readXlsxRows(
  filePath: string,
  limits: XlsxLimits = xlsxLimits,
): Promise<ReadRows> {
  try {
    await checkXlsxArchive(() => createReadStream(filePath), limits);
  } catch (error) {
    if (error instanceof XlsxLimitError) throw error;
    throw new ImportFileError(
      `${filePath} is not a readable XLSX workbook (${(error as Error).message}).`,
    );
  }
  let textChars = 0;
  /** A cell's value, counted against the limits; `row` names it in the message. */
  const checked = (cell: ExcelJS.CellValue, row: number) => {
    const value = xlsxCellValue(cell);
    if (typeof value !== "string") return value;
    if (value.length > limits.maxCellChars) {
      throw new XlsxLimitError(xlsxLimitMessages.cell(limits, row));
    }
    textChars += value.length;
    if (textChars > limits.maxTextChars) throw new XlsxLimitError(xlsxLimitMessages.text(limits));
    return value;
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    // Styles tell date cells from numbers.
    styles: "cache",
    worksheets: "emit",
  });
  // ExcelJS reads a worksheet that comes before xl/workbook.xml in the archive with no workbook
  // model yet and fails ("reading 'sheets'"); its own writer sometimes orders entries so, under
  // load. The rows need no model: start with an empty one, which workbook.xml then replaces.
  const withModel = reader as unknown as { model?: { sheets: unknown[] } };
  withModel.model ??= { sheets: [] };
  let sheetRows: AsyncIterator<ExcelJS.Row>;
  let header: IteratorResult<ExcelJS.Row>;
  try {
    const sheets = reader[Symbol.asyncIterator]();
    const sheet = await sheets.next();
    if (sheet.done) return noRows();
    sheetRows = sheet.value[Symbol.asyncIterator]();
    header = await sheetRows.next();
  } catch (error) {
    throw new ImportFileError(
      `${filePath} is not a readable XLSX workbook (${(error as Error).message}).`,
    );
  }
  if (header.done) return noRows();
  const headerCells = header.value.values as ExcelJS.CellValue[];
  // row.values is 1-based: index 0 is always empty.
  const columns = headerCells
    .slice(1)
    .map((cell) => cleanHeader(checked(cell, header.value.number) ?? ""));

  async function* rows() {
    for (;;) {
      let next: IteratorResult<ExcelJS.Row>;
      try {
        next = await sheetRows.next();
      } catch (error) {
        throw new ImportFileError(`Cannot read ${filePath}: ${(error as Error).message}`);
      }
      if (next.done) return;
      const cells = next.value.values as ExcelJS.CellValue[];
      const filled: [column: number, value: unknown][] = [];
      // row.values is 1-based, as for the header.
      for (let i = 1; i < cells.length; i++) {
        const value = checked(cells[i], next.value.number);
        if (value !== undefined && value !== "") filled.push([i - 1, value]);
      }
      if (filled.length > 0) yield sheetRow(next.value.number, columns, filled);
    }
  }
  return { columns, rows: rows() };
}
