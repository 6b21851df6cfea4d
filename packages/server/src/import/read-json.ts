import { readFile } from "node:fs/promises";
import { ImportFileError, type ReadRows, type SourceRow } from "./source-row.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A JSON array of objects, or JSON lines (one object per line). Values keep their JSON types, so
 * nested lists need no encoding. Columns are every key any object uses.
 */
export async function readJsonRows(filePath: string): Promise<ReadRows> {
  const text = (await readFile(filePath, "utf8")).replace(/^\uFEFF/, "");
  const trimmed = text.trimStart();
  const rows: SourceRow[] = [];
  if (trimmed.startsWith("[")) {
    let items: unknown;
    try {
      items = JSON.parse(text);
    } catch (error) {
      throw new ImportFileError(`${filePath} is not valid JSON: ${(error as Error).message}`);
    }
    (items as unknown[]).forEach((item, i) => {
      rows.push(
        isRecord(item)
          ? { row: i + 1, values: item }
          : { row: i + 1, values: {}, problem: "is not an object with named fields" },
      );
    });
  } else if (trimmed.startsWith("{")) {
    text.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() === "") return;
      try {
        const item: unknown = JSON.parse(line);
        rows.push(
          isRecord(item)
            ? { row: i + 1, values: item }
            : { row: i + 1, values: {}, problem: "is not an object with named fields" },
        );
      } catch {
        rows.push({ row: i + 1, values: {}, problem: "is not valid JSON" });
      }
    });
  } else {
    throw new ImportFileError(
      `${filePath} is neither a JSON array of objects nor JSON lines (one object per line).`,
    );
  }
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r.values)))];
  return {
    columns,
    rows: (async function* () {
      yield* rows;
    })(),
  };
}
