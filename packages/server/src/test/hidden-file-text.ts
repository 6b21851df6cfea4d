import { pdfTextContent, readZip } from "../features/cases/export/export-test-readers.ts";

/**
 * The text a person reads in a downloaded file, for the secret search: a PDF's text (its
 * streams are compressed), each entry of a zip (a case export, an XLSX workbook) read the same
 * way, and anything else as UTF-8. The raw bytes are searched too.
 */
export function readableText(body: Buffer, depth = 0): string {
  const raw = body.toString("utf8");
  if (depth < 2 && body.subarray(0, 4).toString("latin1") === "PK\x03\x04") {
    const entries = [...readZip(body)].map(
      ([name, data]) => `${name}\n${readableText(data, depth + 1)}`,
    );
    return [raw, ...entries].join("\n");
  }
  if (body.subarray(0, 5).toString("latin1") === "%PDF-") return `${raw}\n${pdfTextContent(body)}`;
  return raw;
}
