import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { requestLimits, requestMessages } from "@tierwise/common/company-requests";
import { ValidationError } from "../../../core/errors.ts";
import type { FileStore } from "../../../files/file-store.ts";
import { openRows, supplierListFormats } from "../../../import/read-rows.ts";
import {
  ImportFileError,
  type RowUnit,
  rowProblem,
  type SourceRow,
} from "../../../import/source-row.ts";
import { XlsxLimitError } from "../../../import/xlsx-limits.ts";

/**
 * One data row as stored: its number as the file's reader gives it (source-row.ts: the line of
 * a CSV or sheet, the header being 1; the item of a JSON array) and its cells as text.
 */
export type SupplierFileRow = {
  rowNumber: number;
  raw: Record<string, string>;
  /** Why the row could not be split into cells (more cells than headers). */
  errors: string[];
};

const fileError = (message: string) => new ValidationError([{ path: "fileKey", message }]);

/**
 * Characters of cell text per batch, whatever its row count: a batch is one JSON parameter, and
 * an XLSX file may repeat one long shared string in every cell (xlsxLimits.maxTextChars).
 */
const maxBatchChars = 8_000_000;

/**
 * A spreadsheet value as the text people typed: dates as YYYY-MM-DD, numbers as written; a
 * JSON list or object as JSON (not "[object Object]").
 */
function cellAsText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function storedRow(source: SourceRow, headers: readonly string[], unit: RowUnit) {
  const raw: Record<string, string> = {};
  let chars = 0;
  for (const header of headers) {
    const text = cellAsText(source.values[header]);
    if (text !== "") raw[header] = text;
    chars += text.length;
  }
  const row: SupplierFileRow = {
    // The number people find the row by in the file, as the import CLI's report gives it.
    rowNumber: source.row,
    raw,
    errors: source.problem ? [`${rowProblem(unit, source)}.`] : [],
  };
  return { row, chars };
}

/**
 * Reads an uploaded supplier list (CSV in UTF-8 or Windows-1252, the first sheet of an XLSX or
 * Excel 97–2003 workbook, or a JSON array or object of objects) with the importer's readers,
 * handing its non-empty rows to `write` in batches. The stored file is copied to a temporary
 * file first: the readers stream from disk, and the store may be S3. Refuses a file without
 * rows or with more than requestLimits.bulkMaxRows, and a workbook over the importer's limits
 * (xlsxLimits, for .xls as for .xlsx) with their message.
 */
export async function readSupplierFile(
  store: FileStore,
  upload: { storeKey: string; fileName: string },
  options: {
    batchSize: number;
    write(rows: SupplierFileRow[], headers: readonly string[]): Promise<void>;
  },
): Promise<{ headers: string[]; rowCount: number; unit: RowUnit }> {
  const format = supplierListFormats[path.extname(upload.fileName).toLowerCase()];
  if (!format) throw fileError("Upload a CSV, XLS, XLSX or JSON file.");
  const stored = await store.get(upload.storeKey);
  if (!stored) throw fileError("The uploaded file is gone. Upload it again.");
  const dir = await mkdtemp(path.join(tmpdir(), "tierwise-bulk-"));
  const local = path.join(dir, `upload.${format}`);
  try {
    await pipeline(stored.body, createWriteStream(local));
    const file = await openRows(local, format);
    const headers = [...new Set(file.columns)];
    let batch: SupplierFileRow[] = [];
    let batchChars = 0;
    let rowCount = 0;
    for await (const source of file.rows) {
      rowCount += 1;
      if (rowCount > requestLimits.bulkMaxRows) {
        throw fileError(requestMessages.tooManyRows(requestLimits.bulkMaxRows));
      }
      const { row, chars } = storedRow(source, headers, file.unit);
      batch.push(row);
      batchChars += chars;
      if (batch.length >= options.batchSize || batchChars >= maxBatchChars) {
        await options.write(batch, headers);
        batch = [];
        batchChars = 0;
      }
    }
    if (batch.length > 0) await options.write(batch, headers);
    if (rowCount === 0) throw fileError(requestMessages.noRowsFound);
    return { headers, rowCount, unit: file.unit };
  } catch (error) {
    // The limits' messages say what is wrong with the file and what to do.
    if (error instanceof XlsxLimitError) throw fileError(error.message);
    if (error instanceof ImportFileError) {
      // An empty file (or blank lines only) has no header either: to people it has no rows.
      if (error.message.endsWith("has no header row."))
        throw fileError(requestMessages.noRowsFound);
      throw fileError(
        `The file cannot be read: ${error.message.replaceAll(local, upload.fileName)}`,
      );
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
