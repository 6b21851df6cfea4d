import { readFileSync } from "node:fs";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { companies } from "../features/companies/company.table.ts";
import { openTestDatabase } from "../test/database.ts";
import { importFile } from "./import-file.ts";
import {
  companyByDuns,
  fixture,
  readCsvReport,
  scratchDir,
  writeScratch,
} from "./import-test-support.ts";
import { ImportFileError } from "./source-row.ts";

let database: DatabaseHandle;
let dir: string;
const fetchedAt = "2026-05-01T12:00:00.000Z";

beforeAll(async () => {
  database = await openTestDatabase();
  dir = scratchDir();
});
afterAll(() => database.close());

const companyCount = async () =>
  (await database.db.select({ n: count() }).from(companies))[0]?.n ?? 0;

describe("importing a companies file", () => {
  it("reads a CSV with a byte-order mark: every field, tags, provenance and a parent listed later", async () => {
    const summary = await importFile(database.db, {
      path: fixture("companies.csv"),
      fetchedAt,
      reportPath: path.join(dir, "companies.report.csv"),
    });
    expect(summary).toMatchObject({
      format: "csv",
      kind: "companies",
      read: 5,
      inserted: 5,
      updated: 0,
      rejected: 0,
    });
    const group = await companyByDuns(database.db, "100000001");
    const services = await companyByDuns(database.db, "100000002");
    expect(services.parentCompanyId).toBe(group.id);
    expect(group).toMatchObject({
      slug: "halvorsen-marine-group",
      displayName: "Halvorsen Marine Group",
      legalName: "Halvorsen Marine Group ASA",
      globalId: "HMG-001",
      countryCode: "NO",
      latitude: 60.39,
      employeeCount: 5200,
      foundedYear: 1921,
      tagSlugs: ["shipping", "tier-1"],
    });
    expect(group.tags[0]).toEqual({ name: "shipping", slug: "shipping", primary: true });
    expect(group.provenance.employeeCount).toEqual({ source: "import", fetchedAt });
    expect(services.provenance.parentCompanyId).toEqual({ source: "import", fetchedAt });
    expect(services.website).toBe("https://halvorsen-services.example");
    const muller = await companyByDuns(database.db, "100000003");
    expect(muller.slug).toBe("muller-sohne-prazisionsteile");
    expect(muller.city).toBe("Nürnberg");
    const [quillon] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.slug, "quillon-textiles"));
    expect(quillon).toMatchObject({ duns: null, statusCode: "active", countryCode: "IN" });
    expect(summary.companyIds).toHaveLength(5);
  });

  it("rejects rows that name no company, and leaves out bad optional cells with a warning", async () => {
    const reportPath = path.join(dir, "bad.report.csv");
    const summary = await importFile(database.db, {
      path: fixture("companies-bad.csv"),
      fetchedAt,
      reportPath,
    });
    expect(summary).toMatchObject({ read: 8, inserted: 4, rejected: 4, warnings: 2 });
    expect(summary.notes).toEqual([
      'Column "favouriteColour" is not a company field and was ignored.',
    ]);
    const report = readCsvReport(reportPath);
    const rejected = report.filter((r) => r.outcome === "rejected");
    expect(rejected.map((r) => r.row)).toEqual(["3", "7", "8", "10"]);
    const reasons = Object.fromEntries(rejected.map((r) => [r.row, r.reasons]));
    expect(reasons["3"]).toBe('duns must be nine digits (got "20000002")');
    const warned = report.filter((r) => r.outcome === "warning");
    expect(warned.map((r) => r.row)).toEqual(["4", "6"]);
    expect(warned[0]?.reasons).toContain("Not imported: statusCode must be one of active");
    expect(warned[0]?.reasons).toContain('(got "dormant")');
    expect(warned[1]?.reasons.split("; ")).toEqual([
      'Not imported: countryCode must be a two-letter ISO country code such as DE (got "XX")',
      'Not imported: latitude must be at most 90 (got "95")',
      'Not imported: employeeCount must be a number (got "many")',
      expect.stringMatching(/^Not imported: foundedYear must be at most \d{4} \(got "3000"\)$/),
      'Not imported: website must be a web address starting with http:// or https:// (got "not a url")',
    ]);
    expect(reasons["7"]).toBe("Row 2 already lists this company (DUNS 200000001)");
    expect(reasons["8"]).toBe("displayName is required for a new company");
    expect(reasons["10"]).toBe("Row 10 has 1 more cell than the header has columns");
    expect(report.find((r) => r.outcome === "note")?.row).toBe("1");
    const elmstead = await companyByDuns(database.db, "200000006");
    expect(elmstead).toMatchObject({
      statusCode: "active",
      countryCode: "FR",
      website: "https://elmstead.example",
    });
    expect(await companyByDuns(database.db, "200000004")).toMatchObject({
      displayName: "Dunmore Chemicals",
      countryCode: null,
      latitude: null,
      employeeCount: null,
      foundedYear: null,
      website: null,
    });
  });

  it("writes a JSON report when asked, with the summary", async () => {
    const reportPath = path.join(dir, "bad.report.json");
    await importFile(database.db, { path: fixture("companies-bad.csv"), fetchedAt, reportPath });
    const report = JSON.parse(readFileSync(reportPath, "utf8"));
    expect(report.summary).toMatchObject({ read: 8, rejected: 4, unchanged: 4, warnings: 2 });
    expect(report.entries.find((e: { row: number }) => e.row === 3).reasons).toEqual([
      'duns must be nine digits (got "20000002")',
    ]);
  });

  it("reads a JSON array with native values and JSON lines, line by line", async () => {
    const array = await importFile(database.db, {
      path: fixture("companies.json"),
      reportPath: path.join(dir, "json.report.csv"),
    });
    expect(array).toMatchObject({ format: "json", read: 3, inserted: 3, rejected: 0 });
    // A JSON array's entries are named by item (the first column says so), not by row.
    expect(readCsvReport(path.join(dir, "json.report.csv"))[0]).toMatchObject({
      item: "3",
      key: "300000003",
      outcome: "warning",
      reasons: "Not imported: employeeCount must be at least 0 (got -5)",
    });
    // A DUNS stored as a JSON number lost its leading zero.
    const ostrava = await companyByDuns(database.db, "012345678");
    expect(ostrava.tagSlugs).toEqual(["castings", "tier-2"]);
    // The row's own source and fetch time win over the defaults.
    expect(ostrava.provenance.displayName).toEqual({
      source: "dnb",
      fetchedAt: "2026-03-01T08:00:00.000Z",
    });

    const lines = await importFile(database.db, {
      path: fixture("companies.jsonl"),
      reportPath: path.join(dir, "jsonl.report.csv"),
    });
    expect(lines).toMatchObject({ read: 3, inserted: 2, rejected: 1 });
    expect(readCsvReport(path.join(dir, "jsonl.report.csv"))[0]).toMatchObject({
      line: "2",
      // Named as the report names it: a JSON-lines file counts lines, not rows.
      reasons: "Line 2 is not valid JSON (Expected ',' or '}' after property value at column 51)",
    });
    expect((await companyByDuns(database.db, "300000013")).tagSlugs).toEqual(["paper", "pulp"]);
    expect((await companyByDuns(database.db, "300000011")).employeeCount).toBe(95);
  });

  it("reads the first sheet of an XLSX workbook with its own row numbers, numbers and dates", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Suppliers");
    sheet.addRow(["Display name", "DUNS", "Country", "Employees", "Fetched at", "Tags"]);
    sheet.addRow([
      "Wexford Castings",
      45000001,
      "ie",
      210,
      new Date(Date.UTC(2025, 10, 3)),
      "castings",
    ]);
    sheet.addRow([]);
    sheet.addRow(["Yarrow Polymers", "450000002", "Narnia", "eighty", null, null]);
    sheet.addRow([
      { richText: [{ text: "Zenith " }, { text: "Fasteners" }] },
      "450000003",
      "SE",
      { formula: "40+2", result: 42 },
      null,
      "fasteners;tier-2",
    ]);
    workbook.addWorksheet("Notes").addRow(["ignored"]);
    const file = path.join(dir, "suppliers.xlsx");
    await workbook.xlsx.writeFile(file);

    const reportPath = path.join(dir, "xlsx.report.csv");
    const summary = await importFile(database.db, { path: file, reportPath });
    expect(summary).toMatchObject({ format: "xlsx", read: 3, inserted: 3, rejected: 0 });
    const [bad] = readCsvReport(reportPath);
    expect(bad?.row).toBe("4");
    expect(bad?.outcome).toBe("warning");
    expect(bad?.reasons).toBe(
      'Not imported: countryCode must be a two-letter ISO country code such as DE (got "Narnia"); Not imported: employeeCount must be a number (got "eighty")',
    );
    const wexford = await companyByDuns(database.db, "045000001");
    expect(wexford).toMatchObject({ countryCode: "IE", employeeCount: 210 });
    expect(wexford.provenance.employeeCount?.fetchedAt).toBe("2025-11-03T00:00:00.000Z");
    expect(await companyByDuns(database.db, "450000003")).toMatchObject({
      displayName: "Zenith Fasteners",
      employeeCount: 42,
      tagSlugs: ["fasteners", "tier-2"],
    });
  });

  it("updates the same companies on a re-import instead of adding them", async () => {
    const before = await companyCount();
    const again = await importFile(database.db, {
      path: fixture("companies.csv"),
      fetchedAt,
      reportPath: false,
    });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 5, rejected: 0 });
    expect(await companyCount()).toBe(before);

    const file = writeScratch(
      dir,
      "update.csv",
      "duns,employeeCount,city\n100000001,5400,Bergen\n100000002,,Haugesund\n",
    );
    const update = await importFile(database.db, {
      path: file,
      fetchedAt: "2026-06-01T00:00:00Z",
      reportPath: false,
    });
    expect(update).toMatchObject({ inserted: 0, updated: 2, unchanged: 0 });
    expect(await companyCount()).toBe(before);
    const group = await companyByDuns(database.db, "100000001");
    expect(group.employeeCount).toBe(5400);
    expect(group.provenance.employeeCount?.fetchedAt).toBe("2026-06-01T00:00:00.000Z");
    const services = await companyByDuns(database.db, "100000002");
    // A blank cell leaves the stored value alone.
    expect(services).toMatchObject({ city: "Haugesund", employeeCount: 830 });
  });

  it("lets the provider priority decide, field by field, which value stays", async () => {
    const dnb = writeScratch(
      dir,
      "dnb.csv",
      "duns,displayName,employeeCount\n100000004,Tannery Row Leather Co,70\n",
    );
    expect(
      await importFile(database.db, { path: dnb, source: "dnb", fetchedAt, reportPath: false }),
    ).toMatchObject({ updated: 1 });
    let tannery = await companyByDuns(database.db, "100000004");
    expect(tannery).toMatchObject({ displayName: "Tannery Row Leather Co", employeeCount: 70 });
    expect(tannery.provenance.displayName?.source).toBe("dnb");

    // "import" ranks below dnb by default: nothing changes, and the report says why.
    const mine = writeScratch(
      dir,
      "mine.csv",
      "duns,displayName,employeeCount\n100000004,Tannery Row,80\n",
    );
    const reportPath = path.join(dir, "priority.report.csv");
    expect(await importFile(database.db, { path: mine, reportPath })).toMatchObject({
      updated: 0,
      unchanged: 1,
      warnings: 1,
    });
    expect(readCsvReport(reportPath)[0]).toMatchObject({
      row: "2",
      outcome: "warning",
      reasons:
        "Kept the stored displayName, employeeCount: a provider ranked above import supplied them",
    });
    tannery = await companyByDuns(database.db, "100000004");
    expect(tannery).toMatchObject({ displayName: "Tannery Row Leather Co", employeeCount: 70 });

    // COMPANY_PROVIDER_PRIORITY names one field: only that field changes hands.
    expect(
      await importFile(database.db, {
        path: mine,
        reportPath: false,
        providerPriority: { employeeCount: ["import", "dnb"] },
      }),
    ).toMatchObject({ updated: 1, warnings: 1 });
    tannery = await companyByDuns(database.db, "100000004");
    expect(tannery).toMatchObject({ displayName: "Tannery Row Leather Co", employeeCount: 80 });
    expect(tannery.provenance.employeeCount?.source).toBe("import");
    expect(tannery.provenance.displayName?.source).toBe("dnb");
  });

  it("gives new companies free slugs when names repeat", async () => {
    await database.db
      .insert(companies)
      .values({ slug: "acme-widgets-2", displayName: "Acme Widgets (older)" });
    const file = writeScratch(
      dir,
      "acme.csv",
      "displayName,duns\nAcme Widgets,500000001\nAcme Widgets,500000002\nAcme Widgets,500000003\n",
    );
    expect(await importFile(database.db, { path: file, reportPath: false })).toMatchObject({
      inserted: 3,
    });
    const slugs = await database.db
      .select({ slug: companies.slug })
      .from(companies)
      .where(like(companies.slug, "acme-widgets%"))
      .orderBy(companies.slug);
    expect(slugs.map((s) => s.slug)).toEqual([
      "acme-widgets",
      "acme-widgets-2",
      "acme-widgets-3",
      "acme-widgets-4",
    ]);
  });

  it("refuses files it cannot read, with a message and no partial work", async () => {
    const before = await companyCount();
    const attempts: [string, RegExp][] = [
      [path.join(dir, "missing.csv"), /^File not found: /],
      [writeScratch(dir, "list.pdf", "%PDF-1.7"), /Cannot tell the format of list\.pdf/],
      [writeScratch(dir, "broken.json", '[{"displayName": "x",'), /is not valid JSON/],
      [
        writeScratch(dir, "prose.json", "just words"),
        /neither a JSON array of objects nor JSON lines/,
      ],
      [
        writeScratch(dir, "fake.xlsx", "displayName\nNot a workbook\n"),
        /is not a readable XLSX workbook/,
      ],
      [
        writeScratch(dir, "colours.csv", "colour,size\nred,9\n"),
        /none of the columns displayName, duns, globalId or slug/,
      ],
      [writeScratch(dir, "empty.csv", ""), /has no header row/],
    ];
    for (const [file, message] of attempts) {
      await expect(importFile(database.db, { path: file, reportPath: false })).rejects.toThrow(
        message,
      );
    }
    await expect(
      importFile(database.db, { path: fixture("companies.csv"), format: "pdf" }),
    ).rejects.toBeInstanceOf(ImportFileError);
    await expect(
      importFile(database.db, { path: fixture("companies.csv"), area: "nonsense" as "news" }),
    ).rejects.toThrow(/Unknown area "nonsense"/);
    expect(await companyCount()).toBe(before);
  });
});
