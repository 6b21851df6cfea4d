import { open, stat } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import { cleanHeader, ImportFileError, noRows, type ReadRows, sheetRow } from "./source-row.ts";
import { XlsxLimitError, type XlsxLimits, xlsxLimitMessages, xlsxLimits } from "./xlsx-limits.ts";

/** A non-empty sheet row: its number as Excel shows it and its filled cells by column (0 = A). */
export type XlsRow = { row: number; cells: [column: number, value: unknown][] };
/** What the worker (read-xls-worker.ts) answers. */
export type XlsAnswer =
  | { kind: "rows"; rows: XlsRow[] }
  | { kind: "limit"; message: string }
  | { kind: "unreadable"; message: string };

/** An OLE compound file, which every Excel 97–2003 workbook is. */
const compoundFileSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export type XlsReadOptions = {
  /** How long the parser may take; it is stopped after (a crafted file can make it crawl). */
  timeoutMs: number;
  /** Heap the parser may use: the whole workbook is parsed in memory. */
  maxHeapMb: number;
};
export const xlsReadOptions: XlsReadOptions = { timeoutMs: 120_000, maxHeapMb: 2_048 };

const tooBigInMemory =
  "The file is too large to read as an Excel 97–2003 workbook; save it as XLSX or CSV, or split it into smaller files.";

async function signatureOf(filePath: string): Promise<Buffer> {
  const file = await open(filePath, "r");
  try {
    const head = Buffer.alloc(compoundFileSignature.length);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Parses the workbook in a worker thread, within the time and memory it is given. */
function parseInWorker(
  filePath: string,
  limits: XlsxLimits,
  options: XlsReadOptions,
): Promise<XlsAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./read-xls-worker.ts", import.meta.url), {
      workerData: { filePath, limits },
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new ImportFileError(
              `${filePath} took more than ${options.timeoutMs / 1000} s to read; save it as XLSX or CSV and try again.`,
            ),
          ),
        ),
      options.timeoutMs,
    );
    worker.once("message", (answer: XlsAnswer) => settle(() => resolve(answer)));
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new XlsxLimitError(tooBigInMemory)
            : new ImportFileError(`Cannot read ${filePath}: ${error.message}`),
        ),
      ),
    );
    worker.once("exit", () =>
      settle(() => reject(new ImportFileError(`Cannot read ${filePath}: the reader stopped.`))),
    );
  });
}

/**
 * The first worksheet of an Excel 97–2003 workbook (.xls), read with SheetJS in a worker thread
 * (see read-xls-worker.ts for why). The XLSX limits hold here too: the file is not compressed,
 * so its size is what it unpacks to (maxUnpackedBytes); cells and their text together are
 * counted as for XLSX. The first non-empty row is the header; row numbers are the sheet's own,
 * as Excel shows them.
 */
export async function readXlsRows(
  filePath: string,
  limits: XlsxLimits = xlsxLimits,
  options: XlsReadOptions = xlsReadOptions,
): Promise<ReadRows> {
  const info = await stat(filePath);
  if (info.size > limits.maxUnpackedBytes) {
    throw new XlsxLimitError(xlsxLimitMessages.unpacked(limits));
  }
  const head = await signatureOf(filePath);
  if (!head.equals(compoundFileSignature)) {
    const zip = head.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1"));
    throw new ImportFileError(
      zip
        ? `${filePath} is an XLSX workbook, not an Excel 97–2003 one: name it .xlsx.`
        : `${filePath} is not an Excel 97–2003 workbook (.xls).`,
    );
  }
  const answer = await parseInWorker(filePath, limits, options);
  if (answer.kind === "limit") throw new XlsxLimitError(answer.message);
  if (answer.kind === "unreadable") {
    throw new ImportFileError(
      `${filePath} is not a readable Excel 97–2003 workbook (${answer.message}).`,
    );
  }
  const [header, ...data] = answer.rows;
  if (!header) return noRows();
  const columns: string[] = [];
  for (const [column, value] of header.cells) columns[column] = cleanHeader(value);
  for (let i = 0; i < columns.length; i++) columns[i] ??= "";

  async function* rows() {
    for (const { row, cells } of data) yield sheetRow(row, columns, cells);
  }
  return { columns, rows: rows() };
}
