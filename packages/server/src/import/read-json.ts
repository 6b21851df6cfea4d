import { readFile } from "node:fs/promises";
import { describeJsonFault } from "./read-json-position.ts";
import { ImportFileError, type ReadRows, type RowUnit, type SourceRow } from "./source-row.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const notAnObject = "is not an object with named fields";

/** Items of an array (or members of an object of objects), numbered from 1 as people count. */
function itemRows(items: readonly unknown[]): SourceRow[] {
  return items.map((item, i) =>
    isRecord(item)
      ? { row: i + 1, values: item }
      : { row: i + 1, values: {}, problem: notAnObject },
  );
}

/** One object per line; a line that does not parse is a row with a problem, not a failed file. */
function lineRows(text: string): SourceRow[] {
  const rows: SourceRow[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    try {
      const item: unknown = JSON.parse(line);
      rows.push(
        isRecord(item)
          ? { row: i + 1, values: item }
          : { row: i + 1, values: {}, problem: notAnObject },
      );
    } catch (error) {
      rows.push({
        row: i + 1,
        values: {},
        problem: `is not valid JSON (${describeJsonFault(line, error as Error).replace(/line 1, /, "")})`,
      });
    }
  });
  return rows;
}

/** Whether the first non-blank line is a whole JSON object: the file is JSON lines. */
function startsWithJsonLine(text: string): boolean {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== "");
  try {
    return isRecord(JSON.parse(first ?? ""));
  } catch {
    return false;
  }
}

/**
 * Reads, by what the text is:
 * - a JSON array of objects: one row per item ("item 3" is the third);
 * - a JSON object whose members are all objects, as `{"0": {...}, "1": {...}}` (SEC's
 *   company_tickers.json): one row per member, counted as items in the file's order;
 * - one object: one row, item 1;
 * - JSON lines (one object per line): one row per line ("line 4").
 * Values keep their JSON types, so nested lists need no encoding. Columns are every key any
 * object uses. Text that is none of these is refused with the line and column of the fault.
 */
export async function readJsonRows(filePath: string): Promise<ReadRows> {
  const text = (await readFile(filePath, "utf8")).replace(/^\uFEFF/, "");
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("[") && !trimmed.startsWith("{")) {
    throw new ImportFileError(
      `${filePath} is neither a JSON array of objects nor JSON lines (one object per line).`,
    );
  }
  let rows: SourceRow[];
  let unit: RowUnit;
  let whole: unknown;
  let fault: Error | null = null;
  try {
    whole = JSON.parse(text);
  } catch (error) {
    fault = error as Error;
  }
  if (fault === null && Array.isArray(whole)) {
    rows = itemRows(whole);
    unit = "item";
  } else if (fault === null && isRecord(whole)) {
    const members = Object.values(whole);
    // An object of objects lists records; an object with any plain field is one record (a
    // JSON-lines file of one line, or one object spread over several lines).
    rows = members.length > 0 && members.every(isRecord) ? itemRows(members) : itemRows([whole]);
    unit = "item";
  } else if (trimmed.startsWith("{") && startsWithJsonLine(text)) {
    rows = lineRows(text);
    unit = "line";
  } else {
    throw new ImportFileError(
      `${filePath} is not valid JSON: ${fault ? describeJsonFault(text, fault) : "it holds no objects"}.`,
    );
  }
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r.values)))];
  return {
    columns,
    unit,
    rows: (async function* () {
      yield* rows;
    })(),
  };
}
