import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "../features/companies/company.table.ts";
import { importFile } from "./import-file.ts";
import {
  companyByDuns,
  fixture,
  readCsvReport,
  useImportDatabase,
  writeScratch,
} from "./import-test-support.ts";

// A bad optional cell costs that cell, not the row: only a row that cannot say which company it
// is gets rejected.
const suite = useImportDatabase();

const companyNamed = async (displayName: string) => {
  const [row] = await suite.database.db
    .select()
    .from(companies)
    .where(eq(companies.displayName, displayName));
  if (!row) throw new Error(`no company named ${displayName}`);
  return row;
};

describe("the real S&P 500 constituents list", () => {
  it("keeps every row; founding years with notes give their leading year, with a warning", async () => {
    // The file names companies in "Security": mapped to displayName here, as a user would.
    const [header, ...rows] = readFileSync(fixture("sp500-extract.csv"), "utf8").split("\n");
    const file = writeScratch(
      suite.dir,
      "sp500.csv",
      [header?.replace("Security", "displayName"), ...rows].join("\n"),
    );
    const reportPath = path.join(suite.dir, "sp500.report.csv");
    const summary = await importFile(suite.database.db, { path: file, reportPath });
    expect(summary).toMatchObject({ read: 12, inserted: 12, rejected: 0, warnings: 10 });

    const newsCorp = await companyNamed("News Corp (Class A)");
    expect(newsCorp).toMatchObject({ foundedYear: 2013, sector: "Communication Services" });
    expect((await companyNamed("News Corp (Class B)")).foundedYear).toBe(2013);
    expect((await companyNamed("Norfolk Southern")).foundedYear).toBe(1881);
    expect((await companyNamed("Carrier Global")).foundedYear).toBe(2020);
    expect((await companyNamed("3M")).foundedYear).toBe(1902);

    const report = readCsvReport(reportPath);
    expect(report.filter((r) => r.outcome === "rejected")).toEqual([]);
    expect(report.find((r) => r.key === "News Corp (Class A)")).toEqual({
      row: "10",
      key: "News Corp (Class A)",
      outcome: "warning",
      reasons: 'foundedYear read as 2013 from "2013 (News Corporation 1980)"',
    });
    expect(report.find((r) => r.key === "3M")).toBeUndefined();
  });
});

describe("a bad optional cell", () => {
  it("is left out with a warning naming the row and the reason; the row's other values land", async () => {
    const file = writeScratch(
      suite.dir,
      "optional.csv",
      [
        "displayName,duns,statusCode,countryCode,latitude,longitude,naicsCode,employeeCount,foundedYear,website,logoUrl,familyRoleCode,parentDuns,tags,city",
        "Ashgrove Mills,610000001,dormant,Narnia,95,east,steel,-3,18th century,not a url,ftp://logo.example/a.png,zz,12,ok;,Leeds",
        "Birchwood Ltd,610000002,active,GB,53.8,-1.55,331110,many,1921 est.,birchwood.example,,,,,York",
      ].join("\n"),
    );
    const reportPath = path.join(suite.dir, "optional.report.csv");
    const summary = await importFile(suite.database.db, { path: file, reportPath });
    expect(summary).toMatchObject({ read: 2, inserted: 2, rejected: 0, warnings: 2 });

    const ashgrove = await companyByDuns(suite.database.db, "610000001");
    expect(ashgrove).toMatchObject({
      displayName: "Ashgrove Mills",
      city: "Leeds",
      statusCode: "active",
      countryCode: null,
      latitude: null,
      longitude: null,
      naicsCode: null,
      employeeCount: null,
      foundedYear: null,
      website: null,
      logoUrl: null,
      familyRoleCode: null,
      parentCompanyId: null,
    });
    // Nothing was taken from the dropped cells, so nothing claims to come from them.
    expect(Object.keys(ashgrove.provenance).sort()).toEqual([
      "city",
      "displayName",
      "duns",
      "tags",
    ]);
    expect(await companyByDuns(suite.database.db, "610000002")).toMatchObject({
      countryCode: "GB",
      latitude: 53.8,
      employeeCount: null,
      foundedYear: 1921,
      website: "https://birchwood.example",
    });

    const [first, second] = readCsvReport(reportPath);
    expect(first).toMatchObject({ row: "2", key: "610000001", outcome: "warning" });
    expect(first?.reasons.split("; ")).toEqual([
      'Not imported: statusCode must be one of active, basic, closed, deleted, draft, imported_active, imported_closed (got "dormant")',
      'Not imported: countryCode must be a two-letter ISO country code such as DE (got "Narnia")',
      'Not imported: latitude must be at most 90 (got "95")',
      'Not imported: longitude must be a number (got "east")',
      'Not imported: naicsCode must be a NAICS code of two to six digits (got "steel")',
      'Not imported: employeeCount must be at least 0 (got "-3")',
      'Not imported: foundedYear must be a number (got "18th century")',
      'Not imported: website must be a web address starting with http:// or https:// (got "not a url")',
      'Not imported: logoUrl must be a web address starting with http:// or https:// (got "ftp://logo.example/a.png")',
      expect.stringMatching(
        /^Not imported: familyRoleCode must be a D&B family role code \(.*\) \(got "zz"\)$/,
      ),
      'Not imported: parentDuns must be nine digits (got "12")',
    ]);
    expect(second).toEqual({
      row: "3",
      key: "610000002",
      outcome: "warning",
      reasons:
        'Not imported: employeeCount must be a number (got "many"); foundedYear read as 1921 from "1921 est."',
    });
  });

  it("leaves the stored value alone when the company is already known", async () => {
    const first = writeScratch(
      suite.dir,
      "known.csv",
      "duns,displayName,employeeCount\n620000001,Cedar Works,75\n",
    );
    await importFile(suite.database.db, { path: first, reportPath: false });
    const again = writeScratch(
      suite.dir,
      "known-again.csv",
      "duns,displayName,employeeCount,city\n620000001,Cedar Works,seventy,Hull\n",
    );
    const summary = await importFile(suite.database.db, { path: again, reportPath: false });
    expect(summary).toMatchObject({ updated: 1, rejected: 0, warnings: 1 });
    expect(await companyByDuns(suite.database.db, "620000001")).toMatchObject({
      employeeCount: 75,
      city: "Hull",
    });
  });

  it("a parentDuns naming the company itself is dropped, the row kept", async () => {
    const file = writeScratch(
      suite.dir,
      "self-parent.csv",
      "duns,displayName,parentDuns\n630000001,Dunlin Foods,630000001\n",
    );
    const reportPath = path.join(suite.dir, "self-parent.report.csv");
    expect(await importFile(suite.database.db, { path: file, reportPath })).toMatchObject({
      inserted: 1,
      rejected: 0,
      warnings: 1,
    });
    expect((await companyByDuns(suite.database.db, "630000001")).parentCompanyId).toBeNull();
    expect(readCsvReport(reportPath)[0]?.reasons).toBe(
      "Not imported: parentDuns is the company's own DUNS",
    );
  });
});

describe("rows that cannot say which company they are", () => {
  it("are still rejected, with every reason", async () => {
    const file = writeScratch(
      suite.dir,
      "unidentified.csv",
      [
        "displayName,duns,slug,globalId,employeeCount,source,fetchedAt",
        "Elder Tools,64000001,,,12,,",
        "Fenwick Glass,,Not A Slug!,,12,,",
        ",,,,12,,",
        "Gorse Foods,640000004,,,12,not a provider!,",
        "Heron Paper,640000005,,,12,,last Tuesday",
        "Ivy Cables,640000006,,,twelve,,",
      ].join("\n"),
    );
    const reportPath = path.join(suite.dir, "unidentified.report.csv");
    const summary = await importFile(suite.database.db, { path: file, reportPath });
    expect(summary).toMatchObject({ read: 6, inserted: 1, rejected: 5, warnings: 1 });
    const report = readCsvReport(reportPath);
    expect(report.map((r) => [r.row, r.outcome])).toEqual([
      ["2", "rejected"],
      ["3", "rejected"],
      ["4", "rejected"],
      ["5", "rejected"],
      ["6", "rejected"],
      ["7", "warning"],
    ]);
    expect(report[0]?.reasons).toBe('duns must be nine digits (got "64000001")');
    expect(report[1]?.reasons).toMatch(/^slug must be lower-case letters/);
    expect(report[2]?.reasons).toBe(
      "Row names no company: give duns, globalId, slug or displayName",
    );
    expect(report[3]?.reasons).toMatch(/^source must be a provider name/);
    expect(report[4]?.reasons).toMatch(/^fetchedAt must be a date/);
    expect((await companyByDuns(suite.database.db, "640000006")).employeeCount).toBeNull();
  });
});
