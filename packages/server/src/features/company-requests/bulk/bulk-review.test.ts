import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../db/audit-log.table.ts";
import { buildCompany } from "../../../test/company-factory.ts";
import { portfolioCompanies } from "../../portfolios/portfolio.table.ts";
import { companyRequests } from "../company-request.table.ts";
import {
  type Any,
  allRows,
  bulkOps,
  call,
  processedList,
  report,
  useBulkWorld,
} from "./bulk-test-support.ts";

let bulk: Any;
let rows: Any[];
const suite = useBulkWorld(async (built) => {
  await buildCompany(built.h.database.db, {
    displayName: "Adventure Works Cycles",
    countryCode: "NL",
  });
  // Each row is one slip away from a known name, in the same country: the review band.
  ({ bulk, rows } = await processedList(
    built,
    "review.csv",
    "Supplier,Country\nNorthwind Tradrs,DE\nAdventure Works Cycels,NL\nBroken,\n",
    { Supplier: "companyName", Country: "country" },
  ));
});

const review = (client: Any, decisions: { rowId: string; decision: string }[]) =>
  call(client, bulkOps.review, { input: { bulkRequestId: bulk.id, decisions } });

describe("reviewing the middle band", () => {
  it("waits in review with the candidates side by side", () => {
    expect(bulk.status).toBe("review");
    expect(rows.slice(0, 2).map((r) => [r.outcome, r.candidate.band])).toEqual([
      ["review", "review"],
      ["review", "review"],
    ]);
    expect(rows[0].candidate.reasons).toEqual(
      expect.arrayContaining(["Similar name", "Same country"]),
    );
  });

  it("is for people of the organisation who may make bulk requests", async () => {
    const decisions = [{ rowId: rows[0].id, decision: "confirm" }];
    expect((await review(suite.world.people.outsider.client, decisions)).__typename).toBe(
      "NotFoundError",
    );
    expect((await review(suite.world.people.member.client, decisions)).__typename).toBe(
      "FORBIDDEN",
    );
    const unknownRow = await review(suite.world.people.admin.client, [
      { rowId: "00000000-0000-4000-8000-000000000000", decision: "confirm" },
    ]);
    expect(unknownRow.__typename).toBe("NotFoundError");
    expect(rows[0].decision).toBeNull();
  });

  it("confirm links the candidate and adds it to the portfolio; reject makes a request", async () => {
    const confirm = await review(suite.world.people.admin.client, [
      { rowId: rows[0].id, decision: "confirm" },
    ]);
    expect(confirm.__typename).toBe("ReviewBulkRowsSuccess");
    expect(confirm.rows[0]).toMatchObject({
      outcome: "matched",
      decision: "confirm",
      requestId: null,
    });
    expect(confirm.bulkRequest).toMatchObject({
      status: "review",
      counts: { review: 1, matched: 1 },
    });
    const items = await suite.h.database.db
      .select({ companyId: portfolioCompanies.companyId })
      .from(portfolioCompanies)
      .where(eq(portfolioCompanies.portfolioId, suite.world.portfolio.id));
    expect(items.map((i) => i.companyId)).toEqual([suite.world.companies.northwind.id]);

    const again = await review(suite.world.people.admin.client, [
      { rowId: rows[0].id, decision: "reject" },
    ]);
    expect(again).toMatchObject({
      __typename: "ValidationError",
      message: "Row 2 is not waiting for a decision.",
    });

    const reject = await review(suite.world.people.admin.client, [
      { rowId: rows[1].id, decision: "reject" },
    ]);
    expect(reject.rows[0]).toMatchObject({ outcome: "requested", decision: "reject" });
    const [request] = await suite.h.database.db
      .select()
      .from(companyRequests)
      .where(eq(companyRequests.id, reject.rows[0].requestId));
    expect(request).toMatchObject({
      companyName: "Adventure Works Cycels",
      country: "NL",
      bulkRequestId: bulk.id,
      status: "requested",
    });
    expect(reject.bulkRequest).toMatchObject({
      status: "complete",
      counts: { review: 0, matched: 1, requested: 2 },
    });
  });

  it("records who decided, when, and logs the decisions", async () => {
    const decided = await allRows(suite.world.people.admin.client, bulk.id);
    const [stored] = await suite.h.database.db
      .select()
      .from((await import("../company-request.table.ts")).bulkRequestRows)
      .where(eq((await import("../company-request.table.ts")).bulkRequestRows.id, decided[0].id));
    expect(stored).toMatchObject({ decidedBy: suite.world.people.admin.id, decision: "confirm" });
    expect(stored?.decidedAt).toBeInstanceOf(Date);
    const audits = await suite.h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "bulkRequest.rows_reviewed"));
    expect(
      audits.flatMap((a) => (a.after as Any).decisions.map((d: Any) => [d.row, d.decision])),
    ).toEqual([
      [2, "confirm"],
      [3, "reject"],
    ]);
  });
});

describe("another organisation", () => {
  it("cannot see a bulk request, its rows or its report", async () => {
    const outsider = suite.world.people.outsider.client;
    expect(await call(outsider, bulkOps.get, { id: bulk.id })).toBeNull();
    expect((await call(outsider, bulkOps.list, {})).totalCount).toBe(0);
    expect((await call(outsider, bulkOps.rows, { id: bulk.id })).__typename).toBe("BAD_USER_INPUT");
    const url = `/bulk-requests/${bulk.id}/report.csv`;
    expect((await report(suite.h, outsider, url)).status).toBe(404);
    expect((await report(suite.h, suite.world.people.member.client, url)).status).toBe(404);
    expect((await report(suite.h, null, url)).status).toBe(401);
    expect((await report(suite.h, suite.world.people.admin.client, url)).status).toBe(200);
  });

  it("cannot start it", async () => {
    const answer = await call(suite.world.people.outsider.client, bulkOps.start, {
      input: { bulkRequestId: bulk.id, mapping: { Supplier: "companyName" } },
    });
    expect(answer.__typename).toBe("NotFoundError");
  });
});
