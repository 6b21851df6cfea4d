import { createReadStream } from "node:fs";
import Papa from "papaparse";
import { SanctionsFileError } from "./sanctions-entry.ts";

const dosEndOfFile = String.fromCharCode(0x1a);

/** The records (arrays of cells) of a CSV file, streamed; blank lines are left out. */
export async function* csvRecords(filePath: string): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: false, skipEmptyLines: true });
  const input = createReadStream(filePath, { encoding: "utf8" });
  input.on("error", (error) => parser.destroy(error));
  try {
    for await (const record of input.pipe(parser) as AsyncIterable<string[]>) {
      // OFAC files end with a DOS end-of-file mark (Ctrl-Z) on a line of its own.
      if (record.length === 1 && (record[0] ?? "").replaceAll(dosEndOfFile, "").trim() === "")
        continue;
      yield record;
    }
  } catch (error) {
    throw new SanctionsFileError(`Cannot read ${filePath}: ${(error as Error).message}`);
  }
}
