import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type * as SheetJs from "xlsx";
import { fixture, scratchDir, writeScratch } from "./import-test-support.ts";
import { describeJsonFault, jsonFaultOffset } from "./read-json-position.ts";
import { formatOf, openRows } from "./read-rows.ts";
import { readXlsRows } from "./read-xls.ts";
import { ImportFileError, rowLabel, type SourceRow } from "./source-row.ts";
import { XlsxLimitError, xlsxLimitMessages, xlsxLimits } from "./xlsx-limits.ts";

/**
 * Supplier lists arrive as Excel 97–2003 workbooks (.xls) and as JSON such as SEC's
 * company_tickers.json, an object of objects. Both are read as rows, numbered as people find
 * them in the file, within the limits XLSX files have.
 */

const XLSX = createRequire(import.meta.url)("xlsx") as typeof SheetJs;

let dir: string;
beforeAll(() => {
  dir = scratchDir();
});

async function rowsOf(source: { rows: AsyncIterable<SourceRow> }) {
  const rows: SourceRow[] = [];
  for await (const row of source.rows) rows.push(row);
  return rows;
}

/** An .xls workbook written by SheetJS's own BIFF8 writer from rows of cells. */
function xlsFile(name: string, rows: unknown[][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), "List");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["not read"]]), "Notes");
  const file = path.join(dir, name);
  XLSX.writeFile(book, file, { bookType: "biff8" });
  return file;
}

describe("Excel 97–2003 workbooks (.xls)", () => {
  it("reads a real facility list as its CSV twin reads, row numbers as the sheet shows", async () => {
    expect(formatOf("list_12.xls")).toBe("xls");
    const xls = await openRows(fixture("osh-facility-list-extract.xls"), "xls");
    const csv = await openRows(fixture("osh-facility-list-extract.csv"), "csv");
    expect(xls.columns).toEqual(["country", "name", "address", "sector", "lat", "lng"]);
    const fromXls = await rowsOf(xls);
    const fromCsv = await rowsOf(csv);
    expect(fromXls.map((r) => r.row)).toEqual(fromCsv.map((r) => r.row));
    expect(fromXls[0]?.row).toBe(2);
    // The workbook keeps coordinates as numbers; the CSV has their text.
    const asText = (row: SourceRow) =>
      Object.fromEntries(Object.entries(row.values).map(([k, v]) => [k, String(v)]));
    expect(fromXls.map(asText)).toEqual(fromCsv.map(asText));
    expect(fromXls[0]?.values.lat).toBe(23.9563066);
  });

  it("gives dates at midnight UTC, skips blank rows and flags cells past the header", async () => {
    const file = xlsFile("dated.xls", [
      ["Supplier", "Since", "Active"],
      ["Fabrikam Industries", new Date(Date.UTC(2020, 0, 31)), true],
      [],
      ["Tailspin Toys", null, false, "stray"],
    ]);
    const rows = await rowsOf(await openRows(file, "xls"));
    expect(rows).toEqual([
      {
        row: 2,
        values: { Supplier: "Fabrikam Industries", Since: new Date("2020-01-31"), Active: true },
      },
      {
        row: 4,
        values: { Supplier: "Tailspin Toys", Active: false },
        problem: "has 1 cells outside the header's columns",
      },
    ]);
  });

  it("holds .xls files to the XLSX limits: size, cell length and text together", async () => {
    const file = xlsFile("long.xls", [["Supplier"], ["Acme"], ["x".repeat(300)]]);
    const small = { ...xlsxLimits, maxCellChars: 200, maxTextChars: 250, maxUnpackedBytes: 1e6 };
    await expect(readXlsRows(file, small)).rejects.toThrow(
      new XlsxLimitError(xlsxLimitMessages.cell(small, 3)),
    );
    const wide = { ...small, maxCellChars: 1_000 };
    await expect(readXlsRows(file, wide)).rejects.toThrow(xlsxLimitMessages.text(wide));
    const tiny = { ...xlsxLimits, maxUnpackedBytes: 1_024 };
    await expect(readXlsRows(file, tiny)).rejects.toThrow(xlsxLimitMessages.unpacked(tiny));
  });

  it("refuses what is no Excel 97–2003 workbook, saying what it is", async () => {
    const zip = writeScratch(dir, "renamed.xls", "PK\u0003\u0004 not really");
    await expect(openRows(zip, "xls")).rejects.toThrow(/is an XLSX workbook.*name it \.xlsx/);
    const text = writeScratch(dir, "text.xls", "Supplier\nAcme\n");
    await expect(openRows(text, "xls")).rejects.toThrow(/is not an Excel 97–2003 workbook/);
    const locked = path.join(import.meta.dirname, "../features/comments/fixtures");
    await expect(
      openRows(path.join(locked, "fixture-password-protected.xls"), "xls"),
    ).rejects.toThrow(/not a readable Excel 97–2003 workbook \(File is password-protected\)/);
  });
});

describe("JSON files", () => {
  it("reads SEC's object of objects as one row per member, named as items", async () => {
    const file = await openRows(fixture("sec-company-tickers-extract.json"), "json");
    expect(file).toMatchObject({ unit: "item", columns: ["cik_str", "ticker", "title"] });
    const rows = await rowsOf(file);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      row: 1,
      values: { cik_str: 1045810, ticker: "NVDA", title: "NVIDIA CORP" },
    });
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rowLabel(file.unit, 3, true)).toBe("Item 3");
  });

  it("reads an array by item, JSON lines by line and one object as one item", async () => {
    const array = await openRows(writeScratch(dir, "a.json", '[{"n":"A"},{"n":"B"}]'), "json");
    expect(array.unit).toBe("item");
    expect((await rowsOf(array)).map((r) => r.row)).toEqual([1, 2]);
    const lines = await openRows(writeScratch(dir, "l.json", '{"n":"A"}\n\n{"n":"B"}\n'), "json");
    expect(lines.unit).toBe("line");
    expect((await rowsOf(lines)).map((r) => r.row)).toEqual([1, 3]);
    const one = await openRows(
      writeScratch(dir, "o.json", '{\n  "n": "A",\n  "c": "DE"\n}'),
      "json",
    );
    expect(await rowsOf(one)).toEqual([{ row: 1, values: { n: "A", c: "DE" } }]);
    const broken = await rowsOf(
      await openRows(writeScratch(dir, "b.jsonl", '{"n":"A"}\n{"n" "B"}\n'), "json"),
    );
    expect(broken[1]).toEqual({
      row: 2,
      values: {},
      problem: "is not valid JSON (Expected ':' after property name at column 6)",
    });
  });

  it("names the line and column where bad JSON breaks", async () => {
    const bad = writeScratch(dir, "bad.json", '[\n  {"name": "Acme"},\n  {"name": Globex}\n]');
    const error = await openRows(bad, "json").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe(
      `${bad} is not valid JSON: Unexpected token 'G' at line 3, column 12.`,
    );
    const cut = writeScratch(dir, "cut.json", '[{"name": "Acme"},');
    await expect(openRows(cut, "json")).rejects.toThrow(
      /is not valid JSON: Unexpected end at line 1, column 19\.$/,
    );
  });

  it("finds the fault where JSON.parse says it is, and none in valid JSON", () => {
    const broken = [
      '{"a":1,}',
      "[1,2",
      '{"a" 1}',
      '["a\u0001"]',
      '{"a":[1,{"b":tru}]}',
      "[01]",
      '["\\x"]',
      "[1] 2",
      "[1,]",
      "{,}",
    ];
    for (const text of broken) {
      let message = "";
      try {
        JSON.parse(text);
      } catch (error) {
        message = (error as Error).message;
      }
      const position = /at position (\d+)/.exec(message)?.[1];
      const offset = jsonFaultOffset(text);
      expect(offset, text).not.toBeNull();
      if (position !== undefined) expect(offset, text).toBe(Number(position));
    }
    for (const text of ['{"a":[1,2.5e3,-0,{"b":null}],"c":"\\u00e9\\n"}', " [ ] ", "{}", '"x"']) {
      expect(jsonFaultOffset(text), text).toBeNull();
    }
    expect(
      describeJsonFault("[x]", new SyntaxError(`Unexpected token 'x', "[x]" is not valid JSON`)),
    ).toBe("Unexpected token 'x' at line 1, column 2");
  });
});
