import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { importFile } from "../../../import/import-file.ts";
import {
  companyByDuns,
  fixture,
  scratchDir,
  writeScratch,
} from "../../../import/import-test-support.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { alertCompanies, alerts } from "../alert.table.ts";
import { companyDataChanges } from "./company-data.table.ts";
import { runRulesOnPendingChanges } from "./rules/run-rules.ts";

/**
 * The company data writers feed the rules without calling them: the importers write companies
 * and profile areas as they always did, and the database records what changed (migration
 * alerts_company_data_triggers).
 */
let database: DatabaseHandle;
let dir: string;
let companyId: string;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await openTestDatabase();
  dir = scratchDir();
  await importFile(database.db, { path: fixture("companies.csv"), reportPath: false });
  companyId = (await companyByDuns(database.db, "100000001")).id;
});
afterAll(() => database.close());

const changesOf = (variable: string) =>
  database.db
    .select()
    .from(companyDataChanges)
    .where(
      and(
        eq(companyDataChanges.companyId, companyId),
        eq(companyDataChanges.variable, variable as "court_filing"),
      ),
    )
    .orderBy(asc(companyDataChanges.id));

async function importJson(area: string, name: string, records: object[]) {
  const file = writeScratch(dir, name, JSON.stringify(records));
  return importFile(database.db, { path: file, area: area as "courtFilings", reportPath: false });
}

const rating = (ratedOn: string, value: number, grade: string) => ({
  duns: "100000001",
  ratedOn,
  rating: value,
  grade,
  factors: [{ name: "Patching cadence", grade }],
});

const filing = (filedOn: string, caseNumber: string) => ({
  duns: "100000001",
  filedOn,
  court: "Bergen District Court",
  caseNumber,
  kind: "Contract dispute",
  status: "open",
});

describe("company data changes recorded for the alert rules", () => {
  it("records a metric each time an import changes it, with the value before", async () => {
    await importJson("securityRatings", "ratings-1.json", [rating(daysAgo(20), 720, "B")]);
    await importJson("securityRatings", "ratings-2.json", [rating(daysAgo(2), 610, "C")]);
    // The same value again is no change.
    await importJson("securityRatings", "ratings-3.json", [rating(daysAgo(2), 610, "C")]);
    const changes = await changesOf("security_rating");
    expect(changes.map((c) => [c.oldValue, c.newValue])).toEqual([
      [null, 720],
      [720, 610],
    ]);
  });

  it("records new court filings, but not old ones filled in or ones already held", async () => {
    await importJson("courtFilings", "filings-1.json", [
      filing(daysAgo(3), "BT-2026-101"),
      filing("2019-05-02", "BT-2019-007"),
    ]);
    // A re-import with one more filing: only that one is new.
    await importJson("courtFilings", "filings-2.json", [
      filing(daysAgo(3), "BT-2026-101"),
      filing("2019-05-02", "BT-2019-007"),
      filing(daysAgo(1), "BT-2026-144"),
    ]);
    const changes = await changesOf("court_filing");
    expect(changes.map((c) => (c.detail as { caseNumber: string }).caseNumber)).toEqual([
      "BT-2026-101",
      "BT-2026-144",
    ]);
    expect(changes[0]?.observedAt.toISOString().slice(0, 10)).toBe(daysAgo(3));
  });

  it("leads to alerts on the company when the rules run", async () => {
    await runRulesOnPendingChanges(database.db);
    const raised = await database.db
      .select({ title: alerts.title })
      .from(alerts)
      .innerJoin(alertCompanies, eq(alertCompanies.alertId, alerts.id))
      .where(eq(alertCompanies.companyId, companyId));
    expect(raised.map((a) => a.title)).toEqual([
      "Halvorsen Marine Group: contract dispute filed in Bergen District Court",
      "Halvorsen Marine Group: contract dispute filed in Bergen District Court",
    ]);
    expect(await changesOf("court_filing")).toSatisfy((rows: { processedAt: Date | null }[]) =>
      rows.every((row) => row.processedAt !== null),
    );
  });
});
