import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../db/audit-log.table.ts";
import { buildCompany } from "../../../test/company-factory.ts";
import { portfolioCompanies } from "../../portfolios/portfolio.table.ts";
import { companyMatchDecisions } from "../matching/match-decision.table.ts";
import {
  type Any,
  allRows,
  bulkOps,
  call,
  createFromFile,
  processedList,
  startAndRun,
  useBulkWorld,
} from "./bulk-test-support.ts";

/**
 * Correcting what matching made of a supplier list: a matched row sent back to review ("Not
 * this company"), a review settled with another of the row's candidates, and a duplicate naming
 * the row it repeats, in the words of the file (row, item).
 */

let bulk: Any;
let rows: Any[];
let northwindTrading: { id: string };
const line = (n: number) => rows.find((r) => r.rowNumber === n);

const suite = useBulkWorld(async (built) => {
  // A second company close to the review row's name: the review offers both.
  northwindTrading = await buildCompany(built.h.database.db, {
    displayName: "Northwind Trading",
    countryCode: "DE",
  });
  ({ bulk, rows } = await processedList(
    built,
    "corrections.csv",
    [
      "Supplier,Country,DUNS",
      "Contoso Mfg,US,150000015",
      "Northwind Tradrs,DE,",
      "Wide World Importers,US,",
      "Contoso again,US,150-000-015",
    ].join("\n"),
    { Supplier: "companyName", Country: "country", DUNS: "duns" },
  ));
});

const review = (client: Any, decisions: Record<string, unknown>[]) =>
  call(client, bulkOps.review, { input: { bulkRequestId: bulk.id, decisions } });
const reopen = (client: Any, rowIds: string[], bulkRequestId = bulk.id) =>
  call(client, bulkOps.reopen, { input: { bulkRequestId, rowIds } });

describe("a row's candidates and the row it repeats", () => {
  it("lists the candidates matching stored, the best one first", () => {
    expect(rows.map((r) => [r.rowNumber, r.outcome])).toEqual([
      [2, "matched"],
      [3, "review"],
      [4, "requested"],
      [5, "duplicate"],
    ]);
    const candidates = line(3).candidates.map((c: Any) => c.company.id);
    expect(candidates[0]).toBe(suite.world.companies.northwind.id);
    expect(candidates).toContain(northwindTrading.id);
    expect(line(3).candidates[0]).toEqual(line(3).candidate);
    expect(line(4).candidates.map((c: Any) => c.company.id)).not.toContain(
      suite.world.companies.contoso.id,
    );
  });

  it("names the earlier row a duplicate repeats, by number and in its message", async () => {
    expect(bulk.rowUnit).toBe("row");
    expect(line(5)).toMatchObject({
      duplicateOfRow: 2,
      errors: ["Same company as row 2."],
      requestId: null,
    });
    expect(line(2).duplicateOfRow).toBeNull();
    // The rows table shows a duplicate beside the row it repeats.
    const pair = await call(suite.world.people.admin.client, bulkOps.rows, {
      id: bulk.id,
      rowNumbers: [2, 5],
    });
    expect(pair.items.map((r: Any) => r.rowNumber)).toEqual([2, 5]);
  });

  it("calls the rows of a JSON list items", async () => {
    const json = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "suppliers.json",
      JSON.stringify([
        { Supplier: "Tailspin Toys", Country: "CN" },
        { Supplier: "TAILSPIN TOYS", Country: "China" },
      ]),
    );
    const processed = await startAndRun(suite.h, suite.world.people.admin.client, json.id, {
      Supplier: "companyName",
      Country: "country",
    });
    expect(processed.rowUnit).toBe("item");
    const items = await allRows(suite.world.people.admin.client, json.id);
    expect(items[1]).toMatchObject({
      rowNumber: 2,
      duplicateOfRow: 1,
      errors: ["Same company as item 1."],
    });
  });
});

describe("confirming another candidate", () => {
  it("refuses a company that is not among the row's candidates, and another organisation's row", async () => {
    const refused = await review(suite.world.people.admin.client, [
      { rowId: line(3).id, decision: "confirm", companyId: suite.world.companies.fabrikam.id },
    ]);
    expect(refused).toMatchObject({
      __typename: "ValidationError",
      message:
        "That company is not among the candidates of row 3. Choose one of them, or reject the match.",
    });
    const outsider = await review(suite.world.people.outsider.client, [
      { rowId: line(3).id, decision: "confirm", companyId: northwindTrading.id },
    ]);
    expect(outsider.__typename).toBe("NotFoundError");
    const now = await allRows(suite.world.people.admin.client, bulk.id);
    expect(now.find((r) => r.rowNumber === 3)).toMatchObject({ outcome: "review", decision: null });
  });

  it("links the chosen candidate, adds it to the portfolio and remembers the pair", async () => {
    const chosen = await review(suite.world.people.admin.client, [
      { rowId: line(3).id, decision: "confirm", companyId: northwindTrading.id },
    ]);
    expect(chosen.__typename).toBe("ReviewBulkRowsSuccess");
    expect(chosen.rows[0]).toMatchObject({
      outcome: "matched",
      decision: "confirm",
      candidate: { company: { id: northwindTrading.id } },
    });
    expect(chosen.bulkRequest.status).toBe("complete");
    const items = await suite.h.database.db
      .select({ companyId: portfolioCompanies.companyId })
      .from(portfolioCompanies)
      .where(eq(portfolioCompanies.portfolioId, suite.world.portfolio.id));
    expect(items.map((i) => i.companyId)).toContain(northwindTrading.id);
    expect(items.map((i) => i.companyId)).not.toContain(suite.world.companies.northwind.id);
    const remembered = await suite.h.database.db
      .select()
      .from(companyMatchDecisions)
      .where(eq(companyMatchDecisions.organizationId, suite.world.acme.id));
    expect(remembered.map((d) => [d.companyId, d.decision])).toEqual([
      [northwindTrading.id, "confirm"],
    ]);
  });
});

describe("Not this company (reopenBulkRows)", () => {
  it("is for people of the organisation who may make bulk requests", async () => {
    const contoso = line(2).id;
    expect((await reopen(suite.world.people.member.client, [contoso])).__typename).toBe(
      "FORBIDDEN",
    );
    // Another organisation's row answers as an unknown one, with its bulk request or its own.
    const unknown = await reopen(suite.world.people.admin.client, [
      "00000000-0000-4000-8000-000000000000",
    ]);
    expect(unknown).toMatchObject({ __typename: "NotFoundError", message: "Row not found." });
    expect((await reopen(suite.world.people.outsider.client, [contoso])).__typename).toBe(
      "NotFoundError",
    );
    const theirs = await createFromFile(
      suite.h,
      suite.world.people.outsider.client,
      "theirs.csv",
      "Supplier\nGlobex Supply\n",
    );
    expect(await reopen(suite.world.people.outsider.client, [contoso], theirs.id)).toMatchObject({
      __typename: "NotFoundError",
      message: "Row not found.",
    });
    const now = await allRows(suite.world.people.admin.client, bulk.id);
    expect(now.find((r) => r.rowNumber === 2)).toMatchObject({ outcome: "matched" });
  });

  it("refuses rows that are not matched to a company", async () => {
    expect(await reopen(suite.world.people.admin.client, [line(4).id])).toMatchObject({
      __typename: "ValidationError",
      message: "Row 4 is not matched to a company, so it cannot go back to review.",
    });
  });

  it("sends a matched row back to review, remembers the company as rejected and logs it without names", async () => {
    const answer = await reopen(suite.world.people.admin.client, [line(2).id]);
    expect(answer.__typename).toBe("ReviewBulkRowsSuccess");
    expect(answer.rows[0]).toMatchObject({
      rowNumber: 2,
      outcome: "review",
      decision: null,
      candidate: { company: { id: suite.world.companies.contoso.id } },
    });
    expect(answer.bulkRequest).toMatchObject({
      status: "review",
      counts: { review: 1, matched: 1 },
    });
    const [rejected] = await suite.h.database.db
      .select()
      .from(companyMatchDecisions)
      .where(
        and(
          eq(companyMatchDecisions.organizationId, suite.world.acme.id),
          eq(companyMatchDecisions.companyId, suite.world.companies.contoso.id),
        ),
      );
    expect(rejected).toMatchObject({ decision: "reject", decidedBy: suite.world.people.admin.id });
    const [audit] = await suite.h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, bulk.id), eq(auditLog.action, "bulkRequest.rows_reopened")));
    expect((audit?.after as Any)?.rows).toEqual([
      {
        row: 2,
        companyId: suite.world.companies.contoso.id,
        score: expect.any(Number),
        decision: null,
      },
    ]);
    expect(JSON.stringify(audit?.after)).not.toMatch(/Contoso/i);

    // Back in review, the row is decided like any other.
    const rejectedNow = await review(suite.world.people.admin.client, [
      { rowId: line(2).id, decision: "reject" },
    ]);
    expect(rejectedNow.rows[0]).toMatchObject({ outcome: "requested", decision: "reject" });
    expect(rejectedNow.rows[0].requestId).toEqual(expect.any(String));
  });
});
