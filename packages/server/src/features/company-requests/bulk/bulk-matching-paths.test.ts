import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importFile } from "../../../import/import-file.ts";
import type { SupplierFields } from "../../../import/supplier-row.ts";
import { companies } from "../../companies/company.table.ts";
import { generateCompanies } from "../../companies/demo-data/generate-companies.ts";
import { insertCompanies } from "../../companies/demo-data/insert-companies.ts";
import { bulkRequestRows } from "../company-request.table.ts";
import { requestOps } from "../company-requests-test-support.ts";
import { matchCompaniesBatch } from "../matching/match-companies.ts";
import {
  type Any,
  allRows,
  bulkOps,
  call,
  createFromFile,
  importFixture,
  importFixturePath,
  sp500Mapping,
  startAndRun,
  useBulkWorld,
} from "./bulk-test-support.ts";
import { importSupplierList } from "./supplier-list-from-file.ts";

/**
 * One matcher for single requests, supplier lists and the command line, on the real S&P 500
 * list (import/fixtures/README.md): loaded into the catalogue beside 5,000 invented demo
 * companies ("Rossi Aerospace", "Falton Semiconductor"), then uploaded as an organisation's list.
 */

/** The catalogue's S&P companies by name (the demo companies carry a profile seed). */
let own: Map<string, string>;
const suite = useBulkWorld(async ({ h }) => {
  await insertCompanies(h.database.db, generateCompanies({ count: 5_000, seed: 20_261_122 }));
  await importFile(h.database.db, {
    path: importFixturePath("sp500-constituents.csv"),
    mapPath: importFixturePath("sp500-map.json"),
    reportPath: false,
  });
  const imported = await h.database.db
    .select({ id: companies.id, name: companies.displayName })
    .from(companies)
    .where(isNull(companies.profileSeed));
  own = new Map(imported.map((c) => [c.name, c.id]));
}, 300_000);

const storedRows = async (bulkRequestId: string) =>
  (
    await suite.h.database.db
      .select()
      .from(bulkRequestRows)
      .where(eq(bulkRequestRows.bulkRequestId, bulkRequestId))
      .orderBy(bulkRequestRows.rowNumber)
  ).map((row) => ({ ...row, cleaned: (row.cleaned ?? {}) as SupplierFields }));
const ownOf = (row: { cleaned: SupplierFields }) => own.get(row.cleaned.companyName ?? "");

const csv = (lines: string[]) => ["name,country", ...lines].join("\n");

describe("one matcher for every path", () => {
  it("matches the S&P 500 list to its own companies, never to a wrong one", async () => {
    const admin = suite.world.people.admin.client;
    const created = await createFromFile(
      suite.h,
      admin,
      "sp500.csv",
      importFixture("sp500-constituents.csv"),
    );
    const done = await startAndRun(suite.h, admin, created.id, sp500Mapping);
    const rows = await storedRows(created.id);
    const ownMatched = rows.filter((r) => r.outcome === "matched" && r.matchCompanyId === ownOf(r));
    console.log(
      `S&P 500: ${ownMatched.length} of ${rows.length} rows matched to their own company`,
    );
    expect(ownMatched.length / rows.length).toBeGreaterThanOrEqual(0.99);
    // Whatever is not matched waits for review with its own company, not another.
    for (const row of rows.filter((r) => !ownMatched.includes(r))) {
      expect(row.outcome).toBe("review");
      expect(row.matchCompanyId).toBe(ownOf(row));
    }
    expect(done.counts).toMatchObject({ requested: 0, invalid: 0 });

    // The single-request path gives every row the same best candidate and score.
    const inputs = rows.map((r) => ({ ...r.cleaned, companyName: r.cleaned.companyName ?? "" }));
    const single = await matchCompaniesBatch(suite.h.database.db, inputs, 5, {
      organizationId: suite.world.acme.id,
    });
    expect(single.map((c) => [c[0]?.company.id, c[0]?.score])).toEqual(
      rows.map((r) => [r.matchCompanyId, r.matchScore]),
    );
  }, 300_000);

  it("matches short names, symbols and '&' on both paths: 3M, Entergy, GE Aerospace, AT&T", async () => {
    const names = ["3M", "Entergy", "GE Aerospace", "AT&T"];
    const admin = suite.world.people.admin.client;
    const created = await createFromFile(
      suite.h,
      admin,
      "four.csv",
      csv(names.map((name) => `${name},US`)),
    );
    await startAndRun(suite.h, admin, created.id, { name: "companyName", country: "country" });
    const rows = await allRows(admin, created.id);
    for (const [i, name] of names.entries()) {
      const single = await call(suite.world.people.member.client, requestOps.create, {
        input: { companyName: name, country: "US" },
      });
      expect(single.__typename).toBe("LikelyMatches");
      expect(single.candidates[0]).toMatchObject({
        company: { id: own.get(name) },
        band: "confident",
      });
      expect(rows[i]).toMatchObject({
        outcome: "matched",
        candidate: { company: { id: own.get(name) }, score: single.candidates[0].score },
      });
    }
  }, 120_000);

  it("remembers a confirmed review pair and a rejected one for the organisation's next list", async () => {
    const admin = suite.world.people.admin.client;
    // The right names in another country: review, not a match.
    const list = csv(["Entergy,FR", "Evergy,FR"]);
    const first = await createFromFile(suite.h, admin, "slips.csv", list);
    await startAndRun(suite.h, admin, first.id, { name: "companyName", country: "country" });
    const waiting = await allRows(admin, first.id);
    expect(waiting.map((r: Any) => r.outcome)).toEqual(["review", "review"]);
    const decided = await call(admin, bulkOps.review, {
      input: {
        bulkRequestId: first.id,
        decisions: [
          { rowId: waiting[0].id, decision: "confirm" },
          { rowId: waiting[1].id, decision: "reject" },
        ],
      },
    });
    expect(decided.__typename).toBe("ReviewBulkRowsSuccess");

    const again = await createFromFile(suite.h, admin, "slips-again.csv", list);
    await startAndRun(suite.h, admin, again.id, { name: "companyName", country: "country" });
    const [confirmed, rejected] = await allRows(admin, again.id);
    expect(confirmed).toMatchObject({
      outcome: "matched",
      candidate: {
        company: { id: own.get("Entergy") },
        score: 1,
        reasons: expect.arrayContaining(["Confirmed before"]),
      },
    });
    // The rejected pair is not offered again; its request from the first list is named.
    expect(rejected).toMatchObject({ outcome: "duplicate" });
    expect(rejected.candidate?.company.id).not.toBe(own.get("Evergy"));
    // A single request for the same name and country gets the same answers.
    const single = await call(suite.world.people.member.client, requestOps.create, {
      input: { companyName: "Entergy", country: "FR" },
    });
    expect(single.candidates[0]).toMatchObject({ company: { id: own.get("Entergy") }, score: 1 });
  }, 120_000);

  it("names the request a duplicate of a second upload repeats", async () => {
    const admin = suite.world.people.admin.client;
    const list = csv(["Qvistbrook Analytics,DE"]);
    const first = await createFromFile(suite.h, admin, "new.csv", list);
    await startAndRun(suite.h, admin, first.id, { name: "companyName", country: "country" });
    const [requested] = await allRows(admin, first.id);
    expect(requested.outcome).toBe("requested");
    expect(requested.requestId).toEqual(expect.any(String));
    const second = await createFromFile(suite.h, admin, "new-again.csv", list);
    await startAndRun(suite.h, admin, second.id, { name: "companyName", country: "country" });
    const [duplicate] = await allRows(admin, second.id);
    expect(duplicate).toMatchObject({ outcome: "duplicate", requestId: requested.requestId });
  }, 120_000);

  it("takes a supplier list from the command line through matching, adding nothing to the catalogue", async () => {
    const before = await suite.h.database.db.$count(companies);
    const summary = await importSupplierList(
      { db: suite.h.database.db, config: suite.h.config, log: suite.h.app.log },
      {
        path: importFixturePath("sp500-extract.csv"),
        organizationId: suite.world.globex.id,
        mapping: sp500Mapping,
      },
    );
    expect(summary).toMatchObject({ rows: 12, status: "complete", outcomes: { matched: 12 } });
    expect(await suite.h.database.db.$count(companies)).toBe(before);
    const rows = await storedRows(summary.bulkRequestId);
    expect(rows.map((r) => r.matchCompanyId)).toEqual(rows.map((r) => ownOf(r)));
  }, 120_000);
});
