import { and, count, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/user.table.ts";
import { buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { bulkRequests, companyRequests } from "./company-request.table.ts";
import {
  type Any,
  buildRequestsWorld,
  call,
  createRequest,
  type RequestsWorld,
  requestOps,
  setRequestState,
} from "./company-requests-test-support.ts";

// The list totals come from counters that database triggers keep (company_request_counts).
// Every change a request can go through must leave each total equal to counting the rows.
let h: Harness;
let w: RequestsWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildRequestsWorld(h);
});
afterAll(() => h.close());

const pages = {
  individual: isNull(companyRequests.bulkRequestId),
  needs_action: eq(companyRequests.status, "needs_action"),
  bulk: isNotNull(companyRequests.bulkRequestId),
} as const;

/** Each page with the filters the counters answer, as the list reports them and as the rows count. */
async function expectTotalsMatchRows(creatorIds: string[]) {
  const filterSets: { filters: Record<string, string[]>; where: SQL[] }[] = [
    { filters: {}, where: [] },
    {
      filters: { status: ["requested", "needs_action"] },
      where: [inArray(companyRequests.status, ["requested", "needs_action"])],
    },
    { filters: { country: ["SE"] }, where: [eq(companyRequests.country, "SE")] },
    {
      filters: { creators: creatorIds, status: ["requested"] },
      where: [inArray(companyRequests.userId, creatorIds), eq(companyRequests.status, "requested")],
    },
  ];
  for (const [page, condition] of Object.entries(pages)) {
    for (const set of filterSets) {
      const listed = await call(w.people.admin.client, requestOps.list, {
        page,
        filters: set.filters,
        first: 1,
      });
      const [rows] = await h.database.db
        .select({ n: count() })
        .from(companyRequests)
        .where(and(eq(companyRequests.organizationId, w.acme.id), condition, ...set.where));
      expect({ page, ...set.filters, total: listed.totalCount }).toEqual({
        page,
        ...set.filters,
        total: rows?.n,
      });
    }
  }
}

describe("list totals", () => {
  let leaver: Awaited<ReturnType<typeof buildUser>>;
  const made: Any[] = [];
  beforeAll(async () => {
    leaver = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: w.acme.id, role: "user" }],
    });
    const leaverClient = await h.signIn(leaver.email, leaver.password);
    for (const [i, country] of ["SE", "SE", "DE", "", "SE"].entries()) {
      const client = i % 2 ? leaverClient : w.people.member.client;
      made.push(await createRequest(client, { country: country || null }));
    }
  });

  it("match the rows after requests are made", async () => {
    await expectTotalsMatchRows([leaver.id, w.people.member.id]);
    const listed = await call(w.people.admin.client, requestOps.list, {
      page: "individual",
      filters: { country: ["SE"] },
    });
    expect(listed.totalCount).toBe(3);
  });

  it("match the rows after status changes, retirement and its undo", async () => {
    await setRequestState(h, made[0].id, { status: "needs_action" });
    const retired = await call(w.people.member.client, requestOps.retire, {
      input: { id: made[2].id },
    });
    await expectTotalsMatchRows([leaver.id, w.people.member.id]);
    await call(w.people.member.client, requestOps.undo, { undoId: retired.undoId });
    await expectTotalsMatchRows([leaver.id, w.people.member.id]);
  });

  it("match the rows after requests move to a bulk request and change country", async () => {
    const db = h.database.db;
    const [bulk] = await db
      .insert(bulkRequests)
      .values({
        organizationId: w.acme.id,
        userId: w.people.admin.id,
        filename: "s.csv",
        fileKey: "k",
      })
      .returning();
    await db
      .update(companyRequests)
      .set({ bulkRequestId: bulk?.id })
      .where(inArray(companyRequests.id, [made[1].id, made[4].id]));
    await db
      .update(companyRequests)
      .set({ country: "SE" })
      .where(eq(companyRequests.id, made[3].id));
    await expectTotalsMatchRows([leaver.id, w.people.member.id]);
  });

  it("match the rows after a creator's requests go with them", async () => {
    await h.database.db.delete(users).where(eq(users.id, leaver.id));
    await expectTotalsMatchRows([leaver.id, w.people.member.id]);
  });
});
