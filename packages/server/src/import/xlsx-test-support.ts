import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { ZipFile } from "yazl";

/**
 * XLSX files written part by part for the zip-bomb tests (issue 26 item 6): a minimal workbook
 * (one sheet, shared strings) whose parts may be generated as they are zipped, so a file that
 * unpacks to hundreds of megabytes is made at test time, in constant memory, and never stored.
 */

const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const pkg = "http://schemas.openxmlformats.org/package/2006";
const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A part's text: a string, or chunks generated while the zip is written. */
export type PartText = string | (() => Iterable<string> | AsyncIterable<string>);

const skeleton: Record<string, string> = {
  "[Content_Types].xml": `${xmlHead}<Types xmlns="${pkg}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  "_rels/.rels": `${xmlHead}<Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/workbook.xml": `${xmlHead}<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Suppliers" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels": `${xmlHead}<Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
};

/** Zips a workbook: the skeleton above, then the shared strings, then the sheet. */
export function xlsxFromParts(parts: { sharedStrings: PartText; sheet: PartText }) {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(skeleton)) zip.addBuffer(Buffer.from(text), name);
  const add = (name: string, text: PartText) => {
    if (typeof text === "string") zip.addBuffer(Buffer.from(text), name);
    else zip.addReadStream(Readable.from(text(), { objectMode: false }), name);
  };
  add("xl/sharedStrings.xml", parts.sharedStrings);
  add("xl/worksheets/sheet1.xml", parts.sheet);
  zip.end();
  return buffer(zip.outputStream);
}

/** A cell of a shared string (t="s") or an inline string (t="inlineStr"). */
export const sharedCell = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
export const inlineCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

export const sheetXml = (rows: ReadonlyArray<readonly [number, string]>) =>
  `${xmlHead}<worksheet xmlns="${main}"><sheetData>${rows
    .map(([row, cells]) => `<row r="${row}">${cells}</row>`)
    .join("")}</sheetData></worksheet>`;

export const sharedStringsXml = (strings: readonly string[]) =>
  `${xmlHead}<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((text) => `<si><t>${text}</t></si>`)
    .join("")}</sst>`;

/** `count` characters of "A", in chunks of 1 MB. */
export function* repeated(count: number, text = "A") {
  const chunk = text.repeat(Math.ceil((1024 * 1024) / text.length));
  for (let sent = 0; sent < count; sent += chunk.length) {
    yield chunk.slice(0, Math.min(chunk.length, count - sent));
  }
}

/**
 * The zip bomb of issue 26 item 6: a workbook of about 200 KB whose second row's one cell is a
 * shared string of `chars` characters (200,000,000 in the report).
 */
export function sharedStringBomb(chars = 200_000_000) {
  return xlsxFromParts({
    sharedStrings: function* () {
      yield `${xmlHead}<sst xmlns="${main}" count="2" uniqueCount="2"><si><t>Supplier</t></si><si><t>`;
      yield* repeated(chars);
      yield "</t></si></sst>";
    },
    sheet: sheetXml([
      [1, sharedCell("A1", 0)],
      [2, sharedCell("A2", 1)],
    ]),
  });
}
