import { crc32, inflateRawSync, inflateSync } from "node:zlib";

/**
 * Readers for the export tests: a zip's entries (yauzl is not a dependency; the central
 * directory is a few fixed-size records) and the text of a pdfkit PDF, compressed or not.
 */

/** Every entry of a zip by name, inflated and checked against its CRC-32. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let n = 0; n < count; n += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error("broken central directory");
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`${name}: corrupt`);
    entries.set(name, data);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The text of a pdfkit PDF: content streams are inflated when compressed, then the standard
 * fonts' hex strings inside TJ arrays are decoded (WinAnsi, Latin-1 for these characters).
 * One line per TJ operator.
 */
export function pdfTextContent(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const contents: string[] = [];
  let from = 0;
  for (;;) {
    const begin = source.indexOf("stream\n", from);
    if (begin < 0) break;
    const finish = source.indexOf("\nendstream", begin);
    if (finish < 0) break;
    const bytes = pdf.subarray(begin + "stream\n".length, finish);
    try {
      contents.push(inflateSync(bytes).toString("latin1"));
    } catch {
      contents.push(bytes.toString("latin1"));
    }
    from = finish + "\nendstream".length;
  }
  const lines: string[] = [];
  for (const content of contents) {
    for (const match of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(match[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

/** Pages of a PDF: its page objects (not the /Pages tree). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}
