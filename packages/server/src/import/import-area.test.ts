import path from "node:path";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { companyProfileAreas } from "../features/companies/company-profile-area.table.ts";
import { openTestDatabase } from "../test/database.ts";
import { importFile } from "./import-file.ts";
import {
  companyByDuns,
  fixture,
  readCsvReport,
  scratchDir,
  writeScratch,
} from "./import-test-support.ts";

let database: DatabaseHandle;
let dir: string;
let groupId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = scratchDir();
  await importFile(database.db, { path: fixture("companies.csv"), reportPath: false });
  groupId = (await companyByDuns(database.db, "100000001")).id;
});
afterAll(() => database.close());

const areaRows = (companyId: string, area: string) =>
  database.db
    .select()
    .from(companyProfileAreas)
    .where(
      and(
        eq(companyProfileAreas.companyId, companyId),
        eq(companyProfileAreas.area, area as "fundingRounds"),
      ),
    )
    .orderBy(companyProfileAreas.source);

describe("importing a profile area", () => {
  it("stores each company's records from a JSON file, nested lists included", async () => {
    const summary = await importFile(database.db, {
      path: fixture("funding-rounds.json"),
      area: "fundingRounds",
      fetchedAt: "2026-04-01T00:00:00Z",
      reportPath: false,
    });
    expect(summary).toMatchObject({ kind: "area", area: "fundingRounds", read: 3, inserted: 2 });
    const [stored] = await areaRows(groupId, "fundingRounds");
    expect(stored?.source).toBe("import");
    expect(stored?.fetchedAt.toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(stored?.records).toEqual([
      {
        announcedOn: "2021-06-30",
        roundType: "Series B",
        amountUsd: 45_000_000,
        investors: [{ slug: "fjord-capital", name: "Fjord Capital" }],
      },
      {
        announcedOn: "2019-02-11",
        roundType: "Series A",
        amountUsd: 12_000_000,
        investors: [
          { slug: "fjord-capital", name: "Fjord Capital" },
          { slug: "nordlys-ventures", name: "Nordlys Ventures" },
        ],
      },
    ]);
    // The investors search column follows the records.
    expect((await companyByDuns(database.db, "100000001")).investors).toEqual([
      "Fjord Capital",
      "Nordlys Ventures",
    ]);
  });

  it("reads nested values as JSON text in CSV cells and reports each bad row", async () => {
    const reportPath = path.join(dir, "rounds.report.csv");
    const summary = await importFile(database.db, {
      path: fixture("funding-rounds.csv"),
      area: "fundingRounds",
      source: "pitchbook",
      reportPath,
    });
    expect(summary).toMatchObject({ read: 5, inserted: 2, updated: 0, rejected: 3 });
    expect(readCsvReport(reportPath)).toEqual([
      {
        row: "3",
        key: "DUNS 999999999",
        outcome: "rejected",
        reasons: "No company has DUNS 999999999; import the company first",
      },
      {
        row: "4",
        key: "DUNS 100000003",
        outcome: "rejected",
        reasons: 'announcedOn must be a date like 2024-03-31 (got "2024-02-30")',
      },
      {
        row: "5",
        key: "DUNS 100000003",
        outcome: "rejected",
        reasons: 'roundType is required; investors is not valid JSON: "not json"',
      },
    ]);
    const rows = await areaRows(groupId, "fundingRounds");
    expect(rows.map((r) => r.source)).toEqual(["import", "pitchbook"]);
    expect(rows[1]?.records).toEqual([
      {
        announcedOn: "2024-04-15",
        roundType: "Series C",
        amountUsd: 80_000_000,
        investors: [{ slug: "aurora-growth", name: "Aurora Growth" }],
      },
    ]);
    // Funding shows pitchbook first (spec 3 §3), so search follows pitchbook's rounds.
    expect((await companyByDuns(database.db, "100000001")).investors).toEqual(["Aurora Growth"]);
  });

  it("replaces only the re-imported provider's records, and the priority picks the column's source", async () => {
    const file = writeScratch(
      dir,
      "rounds-again.json",
      JSON.stringify([
        {
          duns: "100000001",
          announcedOn: "2025-01-20",
          roundType: "Series C extension",
          amountUsd: 20_000_000,
          investors: [{ slug: "skagen-partners", name: "Skagen Partners" }],
        },
      ]),
    );
    const summary = await importFile(database.db, {
      path: file,
      area: "fundingRounds",
      reportPath: false,
      providerPriority: { fundingRounds: ["import", "pitchbook"] },
    });
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    const rows = await areaRows(groupId, "fundingRounds");
    expect(rows.map((r) => [r.source, r.records.length])).toEqual([
      ["import", 1],
      ["pitchbook", 1],
    ]);
    expect((await companyByDuns(database.db, "100000001")).investors).toEqual(["Skagen Partners"]);
  });

  it("keeps credit-score search columns on the latest record", async () => {
    const summary = await importFile(database.db, {
      path: fixture("credit-scores.csv"),
      area: "creditScore",
      source: "dnb",
      reportPath: false,
    });
    expect(summary).toMatchObject({ inserted: 2, rejected: 0 });
    expect(await companyByDuns(database.db, "100000001")).toMatchObject({
      creditScore: 78,
      creditRating: "A",
      creditAgencyRating: "A-",
    });
    expect((await companyByDuns(database.db, "100000003")).creditScore).toBe(44);
  });

  it("reads an XLSX area sheet: date cells, enums in any case, lists as JSON text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Ratings");
    sheet.addRow(["companySlug", "ratedOn", "rating", "grade", "factors"]);
    sheet.addRow([
      "muller-sohne-prazisionsteile",
      new Date(Date.UTC(2026, 0, 15)),
      720,
      "b",
      '[{"name":"Patching cadence","grade":"C"}]',
    ]);
    sheet.addRow(["muller-sohne-prazisionsteile", "2026-02-15", 1200, "Z", "[]"]);
    const file = path.join(dir, "ratings.xlsx");
    await workbook.xlsx.writeFile(file);
    const reportPath = path.join(dir, "ratings.report.csv");
    const summary = await importFile(database.db, {
      path: file,
      area: "securityRatings",
      reportPath,
    });
    expect(summary).toMatchObject({ read: 2, inserted: 1, rejected: 1 });
    expect(readCsvReport(reportPath)[0]?.reasons).toBe(
      'rating must be at most 900 (got 1200); grade must be one of A, B, C, D, F (got "Z")',
    );
    const muller = await companyByDuns(database.db, "100000003");
    const [stored] = await areaRows(muller.id, "securityRatings");
    expect(stored?.records).toEqual([
      {
        ratedOn: "2026-01-15",
        rating: 720,
        grade: "B",
        factors: [{ name: "Patching cadence", grade: "C" }],
      },
    ]);
    expect(muller).toMatchObject({ securityRating: 720, securityGrade: "B" });
  });

  it("refuses an area file that names no company", async () => {
    const file = writeScratch(dir, "anonymous.csv", "year,count\n2025,40\n");
    await expect(
      importFile(database.db, { path: file, area: "employees", reportPath: false }),
    ).rejects.toThrow(/no column naming the company/);
  });
});
