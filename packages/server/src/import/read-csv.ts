import { createReadStream } from "node:fs";
import Papa from "papaparse";
import {
  cleanHeader,
  ImportFileError,
  noRows,
  type ReadRows,
  type SourceRow,
} from "./source-row.ts";

/**
 * Streams a CSV file (UTF-8, with or without BOM; delimiter detected) so a large file is never
 * held in memory whole. The first record is the header; blank lines are skipped but counted,
 * so row numbers match what a spreadsheet shows.
 */
export async function readCsvRows(filePath: string): Promise<ReadRows> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: false, skipEmptyLines: false });
  const input = createReadStream(filePath, { encoding: "utf8" });
  input.on("error", (error) => parser.destroy(error));
  const records = (input.pipe(parser) as AsyncIterable<string[]>)[Symbol.asyncIterator]();

  let first: IteratorResult<string[]>;
  try {
    first = await records.next();
  } catch (error) {
    throw new ImportFileError(`Cannot read ${filePath}: ${(error as Error).message}`);
  }
  if (first.done) return noRows();
  const columns = first.value.map(cleanHeader);
  if (columns.some((c) => c.includes("\uFFFD"))) {
    throw new ImportFileError(
      `${filePath} is not UTF-8 text (is it an XLSX file? use --format xlsx).`,
    );
  }

  async function* rows(): AsyncGenerator<SourceRow> {
    let row = 1;
    for (;;) {
      let next: IteratorResult<string[]>;
      try {
        next = await records.next();
      } catch (error) {
        throw new ImportFileError(
          `Cannot read ${filePath} past row ${row}: ${(error as Error).message}`,
        );
      }
      if (next.done) return;
      row += 1;
      const cells = next.value;
      if (cells.every((cell) => cell.trim() === "")) continue;
      const values: Record<string, unknown> = {};
      columns.forEach((column, i) => {
        if (column !== "") values[column] = cells[i];
      });
      const extra = cells.slice(columns.length).filter((cell) => cell.trim() !== "").length;
      yield extra > 0
        ? {
            row,
            values,
            problem: `has ${extra} more ${extra === 1 ? "cell" : "cells"} than the header has columns`,
          }
        : { row, values };
    }
  }
  return { columns, rows: rows() };
}
