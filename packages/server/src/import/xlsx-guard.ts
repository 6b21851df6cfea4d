import { createRequire } from "node:module";
import {
  type Duplex,
  pipeline,
  type Readable,
  Transform,
  type TransformCallback,
} from "node:stream";
import { XlsxLimitError, type XlsxLimits, xlsxLimitMessages, xlsxLimits } from "./xlsx-limits.ts";
import { OverlongSharedString, XlsxPartScanner, xlsxPartOf } from "./xlsx-part-scan.ts";

/**
 * The zip reader ExcelJS itself uses (unzipper's streaming Parse, loaded from ExcelJS's own
 * dependencies): the check walks the entries exactly as the reader will, local header after
 * local header, so no entry can hide from it behind a central directory that says otherwise.
 */
const fromExcelJs = createRequire(createRequire(import.meta.url).resolve("exceljs"));
const unzipper = fromExcelJs("unzipper") as { Parse(options: { forceStream: true }): Duplex };

type ZipEntry = Readable & { path: string };

/** Refuses anything but a zip's local file header at the start (unzipper would buffer it). */
class ZipStart extends Transform {
  private seen = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.seen.length < 4) {
      this.seen = Buffer.concat([this.seen, chunk.subarray(0, 4 - this.seen.length)]);
      if (this.seen.length === 4 && this.seen.readUInt32LE(0) !== 0x04034b50) {
        done(new Error("it is not a zip file"));
        return;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    done(this.seen.length < 4 ? new Error("it is not a zip file") : null);
  }
}

const ignore = () => {};

/**
 * Inflates every entry of the zip in turn and counts the bytes as they come, all entries
 * together, against maxUnpackedBytes; the parts ExcelJS parses are scanned as they stream
 * (XlsxPartScanner). Stops at the first limit passed. With `wanted` (a shared string's index)
 * the shared strings are not scanned again and the answer is the first row using that string.
 */
async function scanArchive(
  source: Readable,
  limits: XlsxLimits,
  wanted: number | null,
): Promise<number | null> {
  const zip = unzipper.Parse({ forceStream: true });
  // unzipper may still report an error after the scan stopped reading.
  zip.on("error", ignore);
  pipeline(source, new ZipStart(), zip, (error) => {
    if (error) zip.destroy(error);
  });
  let unpacked = 0;
  try {
    for await (const entry of zip as AsyncIterable<ZipEntry>) {
      entry.on("error", ignore);
      const part = xlsxPartOf(entry.path);
      const scanned = part !== null && !(wanted !== null && part === "sharedStrings");
      const scanner = scanned ? new XlsxPartScanner(part, limits, wanted) : null;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        unpacked += chunk.length;
        if (unpacked > limits.maxUnpackedBytes) {
          throw new XlsxLimitError(xlsxLimitMessages.unpacked(limits));
        }
        scanner?.write(chunk);
        if (scanner?.found) return scanner.found;
      }
    }
    return null;
  } finally {
    zip.destroy();
    source.destroy();
  }
}

/**
 * Checks an XLSX workbook against the limits before it is read: throws XlsxLimitError with the
 * message for people ("The file unpacks to more than 200 MB; …", "Row 12 has a cell longer
 * than 32,767 characters."), or another error for a file that is no zip. Memory stays small
 * whatever the file holds: nothing is kept but counters. `open` gives the file's bytes from the
 * start; it is called a second time only to find the row of a shared string that is too long.
 */
export async function checkXlsxArchive(
  open: () => Readable | Promise<Readable>,
  limits: XlsxLimits = xlsxLimits,
): Promise<void> {
  try {
    await scanArchive(await open(), limits, null);
  } catch (error) {
    if (!(error instanceof OverlongSharedString)) throw error;
    let row: number | null = null;
    try {
      row = await scanArchive(await open(), limits, error.index);
    } catch (second) {
      // A cell found too long on the way says where it is as well as the shared string would.
      if (second instanceof XlsxLimitError) throw second;
    }
    throw new XlsxLimitError(xlsxLimitMessages.cell(limits, row));
  }
}
