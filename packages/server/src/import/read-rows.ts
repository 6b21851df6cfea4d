import { stat } from "node:fs/promises";
import path from "node:path";
import { readCsvRows } from "./read-csv.ts";
import { readJsonRows } from "./read-json.ts";
import { readXlsRows } from "./read-xls.ts";
import { readXlsxRows } from "./read-xlsx.ts";
import { ImportFileError, type ReadRows, type RowUnit } from "./source-row.ts";

export const fileFormats = ["csv", "json", "xls", "xlsx"] as const;
export type FileFormat = (typeof fileFormats)[number];

export type RowSource = ReadRows & { format: FileFormat; unit: RowUnit };

const formatByExtension: Readonly<Record<string, FileFormat>> = {
  ".csv": "csv",
  ".txt": "csv",
  ".json": "json",
  ".jsonl": "json",
  ".ndjson": "json",
  ".xls": "xls",
  ".xlsx": "xlsx",
};

/**
 * The formats a supplier list for a bulk request may be uploaded in, by extension: the upload
 * route checks the name and bytes against it, the bulk request reads the file by it.
 */
export const supplierListFormats: Readonly<Record<string, FileFormat>> = {
  ".csv": "csv",
  ".xls": "xls",
  ".xlsx": "xlsx",
  ".json": "json",
};

/** The format from --format, else from the file's extension. */
export function formatOf(filePath: string, override?: string): FileFormat {
  if (override) {
    const wanted = override.toLowerCase();
    if ((fileFormats as readonly string[]).includes(wanted)) return wanted as FileFormat;
    throw new ImportFileError(`Unknown format "${override}": use csv, json, xls or xlsx.`);
  }
  const format = formatByExtension[path.extname(filePath).toLowerCase()];
  if (!format) {
    throw new ImportFileError(
      `Cannot tell the format of ${path.basename(filePath)} from its extension: name it .csv, .json, .jsonl, .xls or .xlsx, or pass --format.`,
    );
  }
  return format;
}

/** Opens a file and reads its header; rows are then read lazily, in file order. */
export async function openRows(filePath: string, format: FileFormat): Promise<RowSource> {
  const info = await stat(filePath).catch(() => null);
  if (!info) throw new ImportFileError(`File not found: ${filePath}`);
  if (!info.isFile()) throw new ImportFileError(`Not a file: ${filePath}`);
  const readers = {
    csv: readCsvRows,
    json: readJsonRows,
    xls: (file: string) => readXlsRows(file),
    xlsx: (file: string) => readXlsxRows(file),
  } satisfies Record<FileFormat, (file: string) => Promise<ReadRows>>;
  const source = await readers[format](filePath);
  const columns = source.columns.filter((c) => c !== "");
  if (columns.length === 0)
    throw new ImportFileError(`${path.basename(filePath)} has no header row.`);
  return { format, columns, rows: source.rows, unit: source.unit ?? "row" };
}
