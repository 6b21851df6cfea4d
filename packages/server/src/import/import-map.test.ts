import { spawnSync } from "node:child_process";
import path from "node:path";
import { requestMessages } from "@tierwise/common/company-requests";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "../features/companies/company.table.ts";
import { testDatabaseKind } from "../test/database.ts";
import { importFile } from "./import-file.ts";
import { fixture, readCsvReport, useImportDatabase, writeScratch } from "./import-test-support.ts";
import { ImportFileError } from "./source-row.ts";

const suite = useImportDatabase();

const bySlug = async (slug: string) => {
  const [row] = await suite.database.db.select().from(companies).where(eq(companies.slug, slug));
  if (!row) throw new Error(`no company ${slug}`);
  return row;
};

describe("npm run import -- <supplier list> --map <mapping.json>", () => {
  it("imports the S&P 500 extract through its mapping: places split, countries found", async () => {
    const reportPath = path.join(suite.dir, "sp500.report.csv");
    const summary = await importFile(suite.database.db, {
      path: fixture("sp500-extract.csv"),
      mapPath: fixture("sp500-map.json"),
      reportPath,
    });
    expect(summary).toMatchObject({ read: 12, inserted: 12, rejected: 0 });
    expect(await bySlug("3m")).toMatchObject({
      displayName: "3M",
      city: "Saint Paul",
      region: "Minnesota",
      countryCode: "US",
      // Not in the mapping, so read by our own header names as before.
      sector: "Industrials",
      foundedYear: 1902,
    });
    expect(await bySlug("amcor")).toMatchObject({
      city: "Warmley",
      region: "Bristol",
      countryCode: "GB",
      foundedYear: 2019,
    });
    expect(await bySlug("aon-plc")).toMatchObject({
      city: "London",
      region: null,
      countryCode: "GB",
    });
    expect(await bySlug("northrop-grumman")).toMatchObject({
      city: "West Falls Church",
      region: "Virginia",
      countryCode: "US",
    });
    expect(summary.notes).toContain(
      'Column "GICS Sub-Industry" is not a company field and was ignored.',
    );
    const warnings = readCsvReport(reportPath).filter((r) => r.outcome === "warning");
    expect(warnings.find((w) => w.key === "AbbVie")?.reasons).toBe(
      'foundedYear read as 2013 from "2013 (1888)"',
    );
  });

  it("imports an Open Supply Hub facility list: country names and codes, tidied addresses noted", async () => {
    const summary = await importFile(suite.database.db, {
      path: fixture("osh-facility-list-extract.csv"),
      mapPath: fixture("osh-facility-list-map.json"),
      reportPath: false,
    });
    expect(summary).toMatchObject({ read: 15, inserted: 15, rejected: 0 });
    expect(summary.notes).toContain(
      'Column "address" is mapped to address, which companies do not have; it was ignored.',
    );
    const countries = await suite.database.db
      .select({ name: companies.displayName, country: companies.countryCode })
      .from(companies)
      .where(eq(companies.countryCode, "US"));
    expect(countries.map((c) => c.name).sort()).toEqual(
      expect.arrayContaining(["Impress Designs Inc.", "OT Sports"]),
    );
    expect(await bySlug("box-ring")).toMatchObject({ countryCode: "PK" });
    expect(await bySlug("eg-trading-joint-stock-company")).toMatchObject({ countryCode: "VN" });
    expect(await bySlug("centro-textil-s-a")).toMatchObject({ countryCode: "NI" });
  });

  it("warns about countries it cannot read and refuses a mapping that is not one", async () => {
    const list = writeScratch(suite.dir, "list.csv", "Vendor,Nation\nAtlantis Shipping,Atlantis\n");
    const mapPath = writeScratch(
      suite.dir,
      "map.json",
      JSON.stringify({ Vendor: "companyName", Nation: "country" }),
    );
    const reportPath = path.join(suite.dir, "list.report.csv");
    const summary = await importFile(suite.database.db, { path: list, mapPath, reportPath });
    expect(summary).toMatchObject({ inserted: 1, warnings: 1 });
    expect(readCsvReport(reportPath)[0]?.reasons).toBe(requestMessages.unknownCountry("Atlantis"));

    const noName = writeScratch(suite.dir, "bad-map.json", JSON.stringify({ Vendor: "city" }));
    await expect(importFile(suite.database.db, { path: list, mapPath: noName })).rejects.toThrow(
      new ImportFileError(
        `The mapping ${noName} is not a column mapping: ${requestMessages.companyNameNotMapped}`,
      ),
    );
    const wrongTarget = writeScratch(
      suite.dir,
      "wrong-map.json",
      JSON.stringify({ Vendor: "name" }),
    );
    await expect(
      importFile(suite.database.db, { path: list, mapPath: wrongTarget }),
    ).rejects.toThrow(ImportFileError);
  });

  it.runIf(testDatabaseKind === "pglite")(
    "is an option of the command",
    () => {
      const result = spawnSync(
        process.execPath,
        [
          path.join(import.meta.dirname, "../import-cli.ts"),
          fixture("sp500-extract.csv"),
          // A mapped list goes to the catalogue only when asked (--organization would match it).
          "--catalogue",
          "--map",
          fixture("sp500-map.json"),
          "--no-report",
          "--no-screen",
        ],
        {
          encoding: "utf8",
          env: {
            ...process.env,
            DATABASE_URL: "",
            DATA_DIR: path.join(suite.dir, "data"),
            LOG_LEVEL: "silent",
          },
          timeout: 120_000,
        },
      );
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain("read 12, inserted 12, updated 0, unchanged 0, rejected 0");
    },
    120_000,
  );
});
