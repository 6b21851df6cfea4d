import { requestMessages } from "@tierwise/common/company-requests";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/audit-log.table.ts";
import { portfolioCompanies } from "../../portfolios/portfolio.table.ts";
import {
  companyRequestLogs,
  companyRequestPortfolios,
  companyRequests,
} from "../company-request.table.ts";
import {
  type Any,
  allRows,
  bulkOps,
  call,
  createFromFile,
  report,
  startAndRun,
  useBulkWorld,
} from "./bulk-test-support.ts";

const suite = useBulkWorld();

const mapping = {
  Vendor: "companyName",
  Land: "country",
  Site: "website",
  DUNS: "duns",
  Location: "city",
  Sector: "ignore",
};

// Rows are named by their line in the file, the header being row 1. Rows 2–4 match known
// companies (DUNS; name and country; domain), row 5 is one slip from a known name in its country
// (review band), rows 6–7 are unknown (requests), rows 8–10 are bad, rows 11–13 repeat rows 6, 2
// and 7 (by name and country, by DUNS, by domain).
const list = [
  "Vendor,Land,Site,DUNS,Location,Sector",
  "Contoso Mfg,U.S.A.,,150000015,,Industrials",
  'Northwind Traders GmbH,Deutschland,,,"Hamburg,, Germany",Retail',
  "Fabrikam,People's Republic of China,www.fabrikam.example,,,Materials",
  "Northwind Tradrs,DE,,,,Retail",
  'Tailspin Toys,CHN,tailspin.example,804735132 (parent 001368083),"Saint Paul, Minnesota",Toys',
  "Wide World Importers,United States of America,,,,Retail",
  ",Germany,,,,No name",
  "Bad Duns Ltd,France,,12345,,Energy",
  "Bad Site Inc,France,not a website,,,Energy",
  "TAILSPIN TOYS,China,,,,Toys",
  "Contoso again,US,,150-000-015,,Industrials",
  "Wide World (web),,http://WWW.wideworld.example/about,,,Retail",
].join("\n");

describe("processing a supplier list", () => {
  let bulk: Any;
  let rows: Any[];
  beforeAll(async () => {
    // Fabrikam is known by its website; Wide World's web row repeats row 7 once row 7 has a site.
    await suite.h.database.db
      .update((await import("../../companies/company.table.ts")).companies)
      .set({ website: "https://fabrikam.example" })
      .where(
        eq(
          (await import("../../companies/company.table.ts")).companies.id,
          suite.world.companies.fabrikam.id,
        ),
      );
    const listWithSite = list.replace(
      "Wide World Importers,United States of America,,",
      "Wide World Importers,United States of America,wideworld.example,",
    );
    const created = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "suppliers.csv",
      listWithSite,
    );
    bulk = await startAndRun(suite.h, suite.world.people.admin.client, created.id, mapping, [
      suite.world.portfolio.id,
    ]);
    rows = await allRows(suite.world.people.admin.client, created.id);
  });

  it("cleans values, matches in three bands and finds duplicates, every row with an outcome", () => {
    expect(rows.map((r) => [r.rowNumber, r.outcome])).toEqual([
      [2, "matched"],
      [3, "matched"],
      [4, "matched"],
      [5, "review"],
      [6, "requested"],
      [7, "requested"],
      [8, "invalid"],
      [9, "invalid"],
      [10, "invalid"],
      [11, "duplicate"],
      [12, "duplicate"],
      [13, "duplicate"],
    ]);
    const byRow = (n: number) => rows.find((r) => r.rowNumber === n);
    expect(byRow(2).candidate).toMatchObject({
      company: { id: suite.world.companies.contoso.id },
      band: "confident",
    });
    expect(byRow(2).candidate.reasons).toContain("Same DUNS");
    expect(byRow(3).cleaned).toMatchObject({ country: "DE", city: "Hamburg" });
    expect(byRow(4).cleaned.country).toBe("CN");
    expect(byRow(5).candidate).toMatchObject({
      company: { id: suite.world.companies.northwind.id },
      band: "review",
    });
    expect(byRow(6).cleaned).toMatchObject({
      country: "CN",
      duns: "804735132",
      city: "Saint Paul",
      state: "Minnesota",
    });
    expect(byRow(6).warnings).toEqual([
      requestMessages.numberWithNote("804735132", "804735132 (parent 001368083)"),
    ]);
    expect(byRow(7).cleaned.country).toBe("US");
    expect(byRow(8).errors).toEqual([requestMessages.companyNameRequired]);
    expect(byRow(9).errors).toEqual([requestMessages.invalidDuns]);
    expect(byRow(10).errors).toEqual([requestMessages.invalidWebsite]);
    expect(byRow(11).errors).toEqual([requestMessages.duplicateInFile("row", 6)]);
    expect(byRow(12).errors).toEqual([requestMessages.duplicateInFile("row", 2)]);
    expect(byRow(13).errors).toEqual([requestMessages.duplicateInFile("row", 7)]);
  });

  it("counts outcomes and requests from the rows and waits for the review", () => {
    expect(bulk).toMatchObject({
      status: "review",
      progress: 1,
      mapping,
      counts: {
        total: 12,
        processed: 12,
        matched: 3,
        review: 1,
        requested: 2,
        invalid: 3,
        duplicate: 3,
        byStatus: [{ status: "requested", count: 2 }],
      },
      portfolios: [{ id: suite.world.portfolio.id }],
      reportUrl: `/bulk-requests/${bulk.id}/report.csv`,
    });
  });

  it("makes a request per unknown row and adds matched companies to the chosen portfolio", async () => {
    const db = suite.h.database.db;
    const made = await db
      .select()
      .from(companyRequests)
      .where(eq(companyRequests.bulkRequestId, bulk.id))
      .orderBy(companyRequests.companyName);
    expect(made.map((r) => [r.companyName, r.country, r.status, r.nameKey])).toEqual([
      ["Tailspin Toys", "CN", "requested", "tailspin toys"],
      ["Wide World Importers", "US", "requested", "wide world importers"],
    ]);
    expect(
      rows
        .filter((r) => r.requestId)
        .map((r) => r.requestId)
        .sort(),
    ).toEqual(made.map((r) => r.id).sort());
    const logs = await db.select().from(companyRequestLogs);
    expect(logs.filter((l) => made.some((r) => r.id === l.requestId)).map((l) => l.reason)).toEqual(
      ["created", "created"],
    );
    const links = await db.select().from(companyRequestPortfolios);
    expect(links.filter((l) => made.some((r) => r.id === l.requestId))).toHaveLength(2);
    const items = await db
      .select({ companyId: portfolioCompanies.companyId })
      .from(portfolioCompanies)
      .where(eq(portfolioCompanies.portfolioId, suite.world.portfolio.id));
    expect(items.map((i) => i.companyId).sort()).toEqual(
      [
        suite.world.companies.contoso.id,
        suite.world.companies.northwind.id,
        suite.world.companies.fabrikam.id,
      ].sort(),
    );
  });

  it("logs every decision", async () => {
    const entries = await suite.h.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, bulk.id), eq(auditLog.action, "bulkRequest.rows_processed")),
      );
    const decided = entries.flatMap((e) => (e.after as Any).rows);
    expect(decided.map((d: Any) => [d.row, d.outcome])).toEqual(
      rows.map((r) => [r.rowNumber, r.outcome]),
    );
    expect(decided.find((d: Any) => d.row === 2)).toMatchObject({
      companyId: suite.world.companies.contoso.id,
    });
  });

  it("reports every invalid and duplicate row with its cells and why", async () => {
    const answer = await report(suite.h, suite.world.people.admin.client, bulk.reportUrl);
    expect(answer.status).toBe(200);
    expect(answer.rows.map((r) => [r.row, r.outcome, r.reasons, r.Vendor])).toEqual([
      ["8", "invalid", requestMessages.companyNameRequired, ""],
      ["9", "invalid", requestMessages.invalidDuns, "Bad Duns Ltd"],
      ["10", "invalid", requestMessages.invalidWebsite, "Bad Site Inc"],
      ["11", "duplicate", requestMessages.duplicateInFile("row", 6), "TAILSPIN TOYS"],
      ["12", "duplicate", requestMessages.duplicateInFile("row", 2), "Contoso again"],
      ["13", "duplicate", requestMessages.duplicateInFile("row", 7), "Wide World (web)"],
    ]);
  });

  it("proposes the mapping people chose for the next file with the same headers", async () => {
    const next = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "suppliers-2.csv",
      "sector,site,location,duns,LAND,vendor\nEnergy,,,,FR,Total Energie\n",
    );
    expect(next.mappingRemembered).toBe(true);
    expect(Object.fromEntries(next.proposedMapping.map((c: Any) => [c.header, c.target]))).toEqual({
      sector: "ignore",
      site: "website",
      location: "city",
      duns: "duns",
      LAND: "country",
      vendor: "companyName",
    });
    const other = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "other.csv",
      "Vendor\nAcme\n",
    );
    expect(other.mappingRemembered).toBe(false);
  });
});

describe("hostile and awkward files", () => {
  it("keeps formula cells as text and quotes them in the report", async () => {
    const csv = [
      "Vendor,Land,DUNS",
      '"=HYPERLINK(""http://evil.example"",""Click"")",DE,',
      "+SUM(1+1),FR,",
      "@cmd,GB,notdigits",
      "-2+3,US,=1+2",
    ].join("\n");
    const created = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "formulas.csv",
      csv,
    );
    const done = await startAndRun(suite.h, suite.world.people.admin.client, created.id, {
      Vendor: "companyName",
      Land: "country",
      DUNS: "duns",
    });
    const rows = await allRows(suite.world.people.admin.client, created.id);
    expect(rows.map((r: Any) => [r.outcome, r.cleaned.companyName])).toEqual([
      ["requested", '=HYPERLINK("http://evil.example","Click")'],
      ["requested", "+SUM(1+1)"],
      ["invalid", "@cmd"],
      ["invalid", "-2+3"],
    ]);
    const made = await suite.h.database.db
      .select({ name: companyRequests.companyName })
      .from(companyRequests)
      .where(eq(companyRequests.bulkRequestId, created.id));
    expect(made.map((r) => r.name).sort()).toEqual([
      "+SUM(1+1)",
      '=HYPERLINK("http://evil.example","Click")',
    ]);
    const answer = await report(suite.h, suite.world.people.admin.client, done.reportUrl);
    expect(answer.text).toContain(`'@cmd`);
    expect(answer.text).toContain(`'-2+3`);
    expect(answer.text).toContain(`'=1+2`);
    expect(answer.rows.map((r) => r.Vendor)).toEqual(["'@cmd", "'-2+3"]);
  });

  it("marks rows for which the organisation has an open request as duplicates", async () => {
    const db = suite.h.database.db;
    await db.insert(companyRequests).values({
      organizationId: suite.world.acme.id,
      userId: suite.world.people.admin.id,
      companyName: "Litware Inc.",
      country: "FR",
      nameKey: "litware",
      status: "needs_action",
    });
    const created = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "again.csv",
      "Vendor,Land\nLitware,France\nLitware,Spain\n",
    );
    await startAndRun(suite.h, suite.world.people.admin.client, created.id, {
      Vendor: "companyName",
      Land: "country",
    });
    const rows = await allRows(suite.world.people.admin.client, created.id);
    expect(rows.map((r: Any) => [r.outcome, r.errors])).toEqual([
      ["duplicate", [requestMessages.duplicateOfRequest]],
      ["requested", []],
    ]);
  });

  it("refuses a mapping without a company name or naming columns the file does not have", async () => {
    const created = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "m.csv",
      "Vendor\nAcme\n",
    );
    const start = (input: Any) => call(suite.world.people.admin.client, bulkOps.start, { input });
    expect(await start({ bulkRequestId: created.id, mapping: { Vendor: "city" } })).toMatchObject({
      __typename: "ValidationError",
      message: requestMessages.companyNameNotMapped,
    });
    expect(
      await start({ bulkRequestId: created.id, mapping: { Vendor: "companyName", Nope: "city" } }),
    ).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ path: "mapping" }] });
    expect(
      await start({
        bulkRequestId: created.id,
        mapping: { Vendor: "companyName" },
        portfolioIds: ["00000000-0000-4000-8000-000000000000"],
      }),
    ).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ path: "portfolioIds" }] });
  });
});
