/**
 * uuencode (the pre-MIME `begin 644 name` … `end` blocks). mailparser decodes base64 and
 * quoted-printable parts but hands uuencoded data over as it is: as a part with
 * Content-Transfer-Encoding x-uuencode, or as blocks inside a text/plain body (Outlook
 * Express and Usenet clients sent files that way). No maintained npm package decodes it; the
 * format is four characters to three bytes, below.
 */

export type UuFile = { fileName: string; content: Buffer };

const beginLine = /^begin(?:-base64)? [0-7]{3,4} (.+)$/;

/** Bytes of one encoded line: its first character holds the length, the rest 6 bits a char. */
function decodeLine(line: string): Buffer {
  const length = (line.charCodeAt(0) - 32) & 63;
  const bytes = Buffer.alloc(length);
  let written = 0;
  for (let i = 1; written < length; i += 4) {
    const sextet = (offset: number) => ((line.charCodeAt(i + offset) || 32) - 32) & 63;
    const [a, b, c, d] = [sextet(0), sextet(1), sextet(2), sextet(3)];
    const triple = [(a << 2) | (b >> 4), ((b & 15) << 4) | (c >> 2), ((c & 3) << 6) | d];
    for (const byte of triple) {
      if (written < length) bytes[written++] = byte & 255;
    }
  }
  return bytes;
}

/**
 * Finds every complete uuencoded block in a text. Returns the files and the text without the
 * blocks (the blocks are not readable; the files are kept as attachments instead).
 */
export function extractUuencoded(text: string): { files: UuFile[]; rest: string } {
  const lines = text.split(/\r?\n/);
  const files: UuFile[] = [];
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const begin = beginLine.exec(lines[i] ?? "");
    const endAt = begin ? lines.findIndex((line, at) => at > i && line.trim() === "end") : -1;
    if (!begin || endAt < 0) {
      kept.push(lines[i] ?? "");
      continue;
    }
    const body = lines.slice(i + 1, endAt).filter((line) => line.length > 0);
    files.push({
      fileName: (begin[1] ?? "file").trim(),
      content: Buffer.concat(body.map(decodeLine)),
    });
    i = endAt;
  }
  return {
    files,
    rest: kept
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  };
}
