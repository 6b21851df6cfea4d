import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { finished } from "node:stream/promises";
import ExcelJS from "exceljs";
import { type CellValue, csvLine, utf8Bom } from "./csv-cells.ts";

/** Where an export's rows go, a chunk at a time, so a large export never sits in memory. */
export type ExportSink = {
  writeRows(rows: readonly CellValue[][]): Promise<void>;
  finish(): Promise<void>;
  /** Stops writing and removes the partial file. */
  abort(): Promise<void>;
};

export type SinkColumn = { header: string; numFmt?: string; width: number };

async function write(stream: WriteStream, text: string) {
  // Respect backpressure: wait for the buffer to drain instead of queueing the whole file.
  if (!stream.write(text)) await once(stream, "drain");
}

export async function openCsvSink(
  path: string,
  columns: readonly SinkColumn[],
): Promise<ExportSink> {
  const stream = createWriteStream(path, { encoding: "utf8" });
  await once(stream, "open");
  await write(stream, utf8Bom + csvLine(columns.map((c) => c.header)));
  return {
    async writeRows(rows) {
      await write(stream, rows.map(csvLine).join(""));
    },
    async finish() {
      stream.end();
      await finished(stream);
    },
    async abort() {
      stream.destroy();
      await rm(path, { force: true }).catch(() => undefined);
    },
  };
}

/**
 * XLSX through exceljs' streaming writer: each row is written out when committed. The header
 * row is bold and frozen, numeric columns carry number formats, and an auto-filter is set.
 */
export async function openXlsxSink(
  path: string,
  columns: readonly SinkColumn[],
): Promise<ExportSink> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    // Inline strings: shared strings would be held in memory until the end.
    useSharedStrings: false,
  });
  workbook.creator = "Tierwise";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("Companies", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return {
    async writeRows(rows) {
      for (const values of rows) sheet.addRow(values.map((v) => v ?? undefined)).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      try {
        sheet.commit();
        await workbook.commit();
      } catch {
        // The file is removed below whatever state the writer is in.
      }
      await rm(path, { force: true }).catch(() => undefined);
    },
  };
}
