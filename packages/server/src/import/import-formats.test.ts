import { copyFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importFile } from "./import-file.ts";
import { fixture, parseCsvReport, useImportDatabase, writeScratch } from "./import-test-support.ts";

/**
 * `npm run import` on the formats supplier lists come in: SEC's company_tickers.json (an object
 * of objects) and Excel 97–2003 workbooks. The report names rows as the file does.
 */

const suite = useImportDatabase();

const csvReport = (file: string) => parseCsvReport<Record<string, string>>(file);

describe("importing other formats", () => {
  it("imports SEC's company_tickers.json member by member, not as one row of 12 columns", async () => {
    const reportPath = path.join(suite.dir, "tickers.report.json");
    const summary = await importFile(suite.database.db, {
      path: fixture("sec-company-tickers-extract.json"),
      mapPath: fixture("sec-company-tickers-map.json"),
      reportPath,
    });
    expect(summary).toMatchObject({ format: "json", read: 12, inserted: 12, rejected: 0 });
    expect(summary.notes).toEqual([
      'Column "cik_str" is not a company field and was ignored.',
      'Column "ticker" is not a company field and was ignored.',
    ]);
    const report = JSON.parse(readFileSync(reportPath, "utf8"));
    // Notes are about the file, which has no header row to put them on.
    expect(report.entries.map((e: { where: string }) => e.where)).toEqual(["file", "file"]);
  });

  it("names a JSON array's bad item by its place in the array", async () => {
    const file = writeScratch(
      suite.dir,
      "items.json",
      JSON.stringify([{ displayName: "Acme Tools", duns: "300000091" }, "Globex", {}]),
    );
    const reportPath = path.join(suite.dir, "items.report.csv");
    const summary = await importFile(suite.database.db, { path: file, reportPath });
    expect(summary).toMatchObject({ read: 3, inserted: 1, rejected: 2 });
    const report = csvReport(reportPath);
    expect(report.meta.fields).toEqual(["item", "key", "outcome", "reasons"]);
    expect(report.data.map((e) => [e.item, e.outcome])).toEqual([
      ["2", "rejected"],
      ["3", "rejected"],
    ]);
  });

  it("imports an Excel 97–2003 list through a column mapping, rows numbered as the sheet shows", async () => {
    const file = path.join(suite.dir, "list_12.xls");
    copyFileSync(fixture("osh-facility-list-extract.xls"), file);
    const reportPath = path.join(suite.dir, "list_12.report.csv");
    const summary = await importFile(suite.database.db, {
      path: file,
      mapPath: fixture("osh-facility-list-map.json"),
      reportPath,
    });
    expect(summary).toMatchObject({ format: "xls", read: 15, rejected: 0 });
    expect(summary.inserted + summary.updated + summary.unchanged).toBe(15);
    const report = csvReport(reportPath);
    expect(report.meta.fields?.[0]).toBe("row");
    // Notes sit on the header row, row 1.
    expect(report.data.every((e) => e.row === "1" && e.outcome === "note")).toBe(true);
  });
});
