import { describe, expect, it } from "vitest";
import {
  type Any,
  allRows,
  bulkOps,
  call,
  createFromFile,
  importFixture,
  uploadList,
  useBulkWorld,
} from "./bulk-test-support.ts";

/**
 * A bulk request reads the formats supplier lists come in (CSV, XLSX, Excel 97–2003, JSON) and
 * numbers each row as the import CLI's report does: by its line in the file (the header is
 * line 1), or for a JSON list by its item.
 */

const suite = useBulkWorld();

const admin = () => suite.world.people.admin.client;

describe("supplier lists in more formats", () => {
  it("numbers a CSV row by its line in the file, as the CLI report does", async () => {
    const csv = "Supplier,Country\nMüller Stahl GmbH,Deutschland\n\nContoso Manufacturing,USA\n";
    const bulk = await createFromFile(suite.h, admin(), "lines.csv", csv);
    const rows = await allRows(admin(), bulk.id);
    expect(rows.map((r: Any) => [r.rowNumber, r.raw.Supplier])).toEqual([
      [2, "Müller Stahl GmbH"],
      [4, "Contoso Manufacturing"],
    ]);
  });

  it("takes an Excel 97–2003 list, checked as one, rows numbered as the sheet shows", async () => {
    const bulk = await createFromFile(
      suite.h,
      admin(),
      "list_12.xls",
      importFixture("osh-facility-list-extract.xls"),
    );
    expect(bulk).toMatchObject({
      headers: ["country", "name", "address", "sector", "lat", "lng"],
      rowCount: 15,
    });
    const [first] = await allRows(admin(), bulk.id);
    expect(first).toMatchObject({
      rowNumber: 2,
      raw: { country: "Bangladesh", name: "Supreme Embellishment Ltd.", lat: "23.9563066" },
    });
    // Text named .xls is no workbook: refused at the upload, by content.
    const fake = await uploadList(suite.h, admin(), [
      { name: "fake.xls", data: Buffer.from("Supplier\nAcme\n") },
    ]);
    expect(fake.status).toBe(400);
  });

  it("takes SEC's company_tickers.json, one row per member, numbered as items", async () => {
    const bulk = await createFromFile(
      suite.h,
      admin(),
      "company_tickers.json",
      importFixture("sec-company-tickers-extract.json"),
    );
    expect(bulk).toMatchObject({ headers: ["cik_str", "ticker", "title"], rowCount: 12 });
    const rows = await allRows(admin(), bulk.id);
    expect(rows[2]).toMatchObject({
      rowNumber: 3,
      raw: { cik_str: "320193", ticker: "AAPL", title: "Apple Inc." },
    });
  });

  it("names the place bad JSON breaks, and lists the formats it takes", async () => {
    const sent = await uploadList(suite.h, admin(), [
      { name: "broken.json", data: Buffer.from('[\n  {"name": "Acme"},\n  {"name": Globex}\n]') },
    ]);
    expect(sent.status).toBe(200);
    const answer = await call(admin(), bulkOps.create, {
      fileKey: (sent.body as Any)[0]?.key,
      filename: "broken.json",
    });
    expect(answer).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [
        {
          path: "fileKey",
          message:
            "The file cannot be read: broken.json is not valid JSON: Unexpected token 'G' at line 3, column 12.",
        },
      ],
    });
    const pdf = await uploadList(suite.h, admin(), [
      { name: "list.pdf", data: Buffer.from("%PDF-1.7") },
    ]);
    expect(pdf.body).toMatchObject({
      error: "File(s) list.pdf could not be attached. Valid formats are csv, xls, xlsx, json.",
    });
  });
});
