import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRows } from "./read-rows.ts";
import { readXlsxRows } from "./read-xlsx.ts";
import { ImportFileError } from "./source-row.ts";
import { XlsxLimitError, xlsxLimitMessages, xlsxLimits } from "./xlsx-limits.ts";
import { OverlongSharedString, XlsxPartScanner } from "./xlsx-part-scan.ts";
import {
  inlineCell,
  repeated,
  sharedCell,
  sharedStringBomb,
  sharedStringsXml,
  sheetXml,
  xlsxFromParts,
} from "./xlsx-test-support.ts";

/**
 * Issue 26 item 6: XLSX files that unpack to far more than they weigh are refused while the zip
 * is inflated, with a message that says what to do, on the path every XLSX reader takes
 * (openRows: the import CLI, alert files, bulk company requests).
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "tierwise-xlsx-limits-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function saved(name: string, data: Buffer | Promise<Buffer>) {
  const file = path.join(dir, name);
  await writeFile(file, await data);
  return file;
}

/** Opens the file and reads every row; the rows, or the error that stopped the reading. */
async function readAll(file: string, limits = xlsxLimits) {
  try {
    const source = await readXlsxRows(file, limits);
    const rows = [];
    for await (const row of source.rows) rows.push(row);
    return { columns: source.columns, rows };
  } catch (error) {
    return { error: error as Error };
  }
}

const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

describe("XLSX limits", () => {
  it("refuses the 196 KB file with a 200,000,000-character cell, naming its row, in little memory and time", async () => {
    const file = await saved("bomb.xlsx", sharedStringBomb());
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    let refused: unknown;
    try {
      const source = await openRows(file, "xlsx");
      for await (const _ of source.rows);
    } catch (error) {
      refused = error;
    } finally {
      clearInterval(sample);
    }
    expect(refused).toBeInstanceOf(XlsxLimitError);
    expect((refused as Error).message).toBe("Row 2 has a cell longer than 32,767 characters.");
    // Before the limits: 5 s and 290 MB more in the reader alone, 4 GB through createBulkRequest.
    expect((peak - before) / 1024 / 1024).toBeLessThan(100);
  }, 60_000);

  it("names the row of an inline cell that is too long", async () => {
    const rows: [number, string][] = [[1, inlineCell("A1", "Supplier")]];
    for (let row = 2; row <= 11; row++) rows.push([row, inlineCell(`A${row}`, `Supplier ${row}`)]);
    rows.push([12, inlineCell("A12", "x".repeat(40_000))]);
    const file = await saved(
      "long-cell.xlsx",
      xlsxFromParts({ sharedStrings: sharedStringsXml([]), sheet: sheetXml(rows) }),
    );
    const { error } = await readAll(file);
    expect(error?.message).toBe("Row 12 has a cell longer than 32,767 characters.");
  });

  it("reads cells of exactly Excel's 32,767 characters, entities counted as one character", async () => {
    // "&", "<", ">" and quotes are written as entities (ExcelJS's reader garbles characters
    // beyond ASCII where its chunks split them, so those are counted in the next test).
    const unit = `Smith & Sons <"Tools"> 'Ltd' `;
    const full = unit.repeat(Math.floor(32_767 / unit.length)).padEnd(32_767, "x");
    expect(full).toHaveLength(32_767);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Suppliers");
    sheet.addRow(["Supplier", "Note"]);
    sheet.addRow(["Northwind Traders", full]);
    const halves = [{ text: full.slice(0, 20_000) }, { text: full.slice(20_000) }];
    sheet.addRow(["Contoso", { richText: halves }]);
    const file = await saved("full-cells.xlsx", Buffer.from(await workbook.xlsx.writeBuffer()));
    const { rows, error } = await readAll(file);
    expect(error).toBeUndefined();
    expect(rows?.map((row) => row.values.Note)).toEqual([full, full]);
    const over = new ExcelJS.Workbook();
    over
      .addWorksheet("Suppliers")
      .addRows([["Supplier"], ["Contoso"], [{ richText: [...halves, { text: "!" }] }]]);
    const overFile = await saved("over.xlsx", Buffer.from(await over.xlsx.writeBuffer()));
    expect((await readAll(overFile)).error?.message).toBe(
      "Row 3 has a cell longer than 32,767 characters.",
    );
  });

  it("counts characters beyond ASCII as JavaScript and Excel do, however the bytes are split", () => {
    // "ü" is two bytes and one unit, the emoji four bytes and two units (a surrogate pair).
    const text = "Müller 😀 ".repeat(3_276).padEnd(32_767, "x");
    expect(text).toHaveLength(32_767);
    const part = (cell: string) =>
      Buffer.from(`<sst xmlns="${main}"><si><t>Supplier</t></si><si><t>${cell}</t></si></sst>`);
    for (const chunkSize of [1, 3, 7, 16_384]) {
      const scan = (cell: string) => {
        const scanner = new XlsxPartScanner("sharedStrings", xlsxLimits);
        const bytes = part(cell);
        for (let at = 0; at < bytes.length; at += chunkSize) {
          scanner.write(bytes.subarray(at, at + chunkSize));
        }
      };
      expect(() => scan(text)).not.toThrow();
      expect(() => scan(`${text}ü`)).toThrow(OverlongSharedString);
      expect(() => scan(`${text.slice(0, -1)}😀`)).toThrow(OverlongSharedString);
    }
  });

  it("refuses a workbook that unpacks to more than 200 MB, counting the bytes as they are inflated", async () => {
    expect(xlsxLimits.maxUnpackedBytes).toBe(200 * 1024 * 1024);
    // Rows without r attributes: 1 MB of them over and over, 210 MB in all, zipped to a few.
    const rowsMb = '<row><c t="s"><v>1</v></c></row>'.repeat((1024 * 1024) / 32);
    const file = await saved(
      "many-rows.xlsx",
      xlsxFromParts({
        sharedStrings: sharedStringsXml(["Supplier", "Northwind Traders"]),
        sheet: function* () {
          yield `<worksheet xmlns="${main}"><sheetData><row r="1">${sharedCell("A1", 0)}</row>`;
          for (let mb = 0; mb < 210; mb++) yield rowsMb;
          yield "</sheetData></worksheet>";
        },
      }),
    );
    const { error } = await readAll(file);
    expect(error).toBeInstanceOf(XlsxLimitError);
    expect(error?.message).toBe(
      "The file unpacks to more than 200 MB; split it into smaller files.",
    );
    // A limit set lower is kept as exactly.
    const small = await readAll(file, { ...xlsxLimits, maxUnpackedBytes: 1024 * 1024 });
    expect(small.error?.message).toBe(
      "The file unpacks to more than 1 MB; split it into smaller files.",
    );
  }, 60_000);

  it("refuses one long shared string repeated in more cells than the text limit allows", async () => {
    const rows: [number, string][] = [[1, sharedCell("A1", 0)]];
    for (let row = 2; row <= 200; row++) rows.push([row, sharedCell(`A${row}`, 1)]);
    const file = await saved(
      "repeated.xlsx",
      xlsxFromParts({
        sharedStrings: sharedStringsXml(["Supplier", "y".repeat(30_000)]),
        sheet: sheetXml(rows),
      }),
    );
    const limits = { ...xlsxLimits, maxTextChars: 1_000_000 };
    const { error } = await readAll(file, limits);
    expect(error?.message).toBe(
      "The file's cells hold more than 1,000,000 characters of text together; split it into smaller files.",
    );
    expect(xlsxLimitMessages.text(xlsxLimits)).toContain("200,000,000 characters");
    expect((await readAll(file)).rows).toHaveLength(199);
  });

  it("refuses a tag longer than 1 MB and a part with a document type declaration", async () => {
    const longTag = await saved(
      "long-tag.xlsx",
      xlsxFromParts({
        sharedStrings: sharedStringsXml(["Supplier"]),
        sheet: function* () {
          yield `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s" x="`;
          yield* repeated(2 * 1024 * 1024);
          yield `"><v>0</v></c></row></sheetData></worksheet>`;
        },
      }),
    );
    expect((await readAll(longTag)).error?.message).toBe(
      "The file holds markup or text longer than 1 MB outside its cells; save it again from a spreadsheet program.",
    );
    const doctype = await saved(
      "doctype.xlsx",
      xlsxFromParts({
        sharedStrings: `<!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa">]>${sharedStringsXml(["&a;"])}`,
        sheet: sheetXml([[1, sharedCell("A1", 0)]]),
      }),
    );
    const { error } = await readAll(doctype);
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error?.message).toMatch(
      /is not a readable XLSX workbook \(a part of it declares a document type\)/,
    );
    const notZip = await saved("text.xlsx", Buffer.from("Supplier\nNorthwind\n"));
    expect((await readAll(notZip)).error?.message).toMatch(
      /is not a readable XLSX workbook \(it is not a zip file\)/,
    );
  });
});
