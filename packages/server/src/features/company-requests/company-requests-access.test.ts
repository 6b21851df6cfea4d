import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPortfolio } from "../../test/portfolio-operations.ts";
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

let h: Harness;
let w: RequestsWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildRequestsWorld(h);
});
afterAll(() => h.close());

const list = (client = w.people.member.client, variables: Record<string, unknown> = {}) =>
  call(client, requestOps.list, { page: "individual", ...variables });
const names = (page: Any) => page.items.map((item: Any) => item.companyName);

describe("another organisation's requests are invisible", () => {
  let theirs: Any;
  let undoId: string;
  beforeAll(async () => {
    theirs = await createRequest(w.people.outsider.client, {
      companyName: "Globex Secret Supplier",
    });
    const retired = await call(w.people.outsider.client, requestOps.retire, {
      input: { id: theirs.id },
    });
    undoId = retired.undoId;
  });

  it("in the list, the creators and by id", async () => {
    expect(
      names(await list(w.people.admin.client, { filters: { status: ["retired"] } })),
    ).not.toContain("Globex Secret Supplier");
    const creators = await call(w.people.admin.client, requestOps.creators);
    expect(creators.map((c: Any) => c.id)).not.toContain(w.people.outsider.id);
    expect(await call(w.people.admin.client, requestOps.get, { id: theirs.id })).toBeNull();
  });

  it("to logs, retire and undo: not found", async () => {
    const logged = await call(w.people.admin.client, requestOps.log, {
      input: { requestId: theirs.id, comment: "Mine now", reason: "other" },
    });
    expect(logged.__typename).toBe("NotFoundError");
    const retired = await call(w.people.admin.client, requestOps.retire, {
      input: { id: theirs.id },
    });
    expect(retired.__typename).toBe("NotFoundError");
    const undone = await call(w.people.admin.client, requestOps.undo, { undoId });
    expect(undone.__typename).toBe("NotFoundError");
    const still = await call(w.people.outsider.client, requestOps.get, { id: theirs.id });
    expect(still.status).toBe("retired");
    expect(still.logs).toHaveLength(2);
  });
});

describe("permissions", () => {
  it("lets a member log on a colleague's request but retire only their own", async () => {
    const request = await createRequest(w.people.colleague.client);
    const seen = await call(w.people.member.client, requestOps.get, { id: request.id });
    expect(seen.canRetire).toBe(false);
    const logged = await call(w.people.member.client, requestOps.log, {
      input: { requestId: request.id, comment: "Website added", reason: "information_provided" },
    });
    expect(logged.__typename).toBe("CompanyRequestSuccess");
    const retired = await call(w.people.member.client, requestOps.retire, {
      input: { id: request.id },
    });
    expect(retired.__typename).toBe("FORBIDDEN");
    const own = await call(w.people.colleague.client, requestOps.retire, {
      input: { id: request.id },
    });
    expect(own.__typename).toBe("RetireCompanyRequestSuccess");
  });

  it("lets an organisation admin retire anyone's request", async () => {
    const request = await createRequest(w.people.member.client);
    expect((await call(w.people.admin.client, requestOps.get, { id: request.id })).canRetire).toBe(
      true,
    );
    const retired = await call(w.people.admin.client, requestOps.retire, {
      input: { id: request.id },
    });
    expect(retired.__typename).toBe("RetireCompanyRequestSuccess");
  });

  it("refuses everything without the companyRequests feature", async () => {
    const client = w.people.noFeature.client;
    expect((await list(client)).__typename).toBe("FORBIDDEN");
    expect((await call(client, requestOps.creators)).__typename).toBe("FORBIDDEN");
    const created = await call(client, requestOps.create, { input: { companyName: "Anything" } });
    expect(created.__typename).toBe("FORBIDDEN");
  });

  it("shows the bulk page only with the bulk read permission", async () => {
    expect((await list(w.people.member.client, { page: "bulk" })).__typename).toBe("FORBIDDEN");
    expect((await list(w.people.admin.client, { page: "bulk" })).totalCount).toBeGreaterThanOrEqual(
      0,
    );
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    expect((await list(h.client())).__typename).toBe("UNAUTHENTICATED");
  });
});

describe("linking portfolios", () => {
  it("links the portfolios the creator may change and shows those the viewer sees", async () => {
    const mine = await createPortfolio(w.people.member.client, "Herb suppliers");
    const request = await createRequest(w.people.member.client, { portfolioIds: [mine.id] });
    expect(request.portfolios).toEqual([{ id: mine.id, name: "Herb suppliers" }]);
    // The colleague does not see the member's private portfolio.
    const seen = await call(w.people.colleague.client, requestOps.get, { id: request.id });
    expect(seen.portfolios).toEqual([]);
  });

  it("refuses a portfolio the creator cannot see", async () => {
    const theirs = await createPortfolio(w.people.colleague.client, "Colleague's list");
    const answer = await call(w.people.member.client, requestOps.create, {
      input: { companyName: "Linden Paper Co", portfolioIds: [theirs.id] },
    });
    expect(answer.__typename).toBe("NotFoundError");
  });
});

describe("the list pages (25 per page, newest first)", () => {
  // The admin's Swedish requests: the creator and country filters keep other tests' out.
  const lister = () => w.people.admin.client;
  beforeAll(async () => {
    const db = h.database.db;
    const made: string[] = [];
    for (let i = 0; i < 27; i++) {
      const r = await createRequest(w.people.admin.client, {
        companyName: `Paging Supplier ${i}`,
        country: "SE",
      });
      made.push(r.id);
    }
    await setRequestState(h, made[0] as string, { status: "needs_action" });
    const [bulk] = await db
      .insert(bulkRequests)
      .values({
        organizationId: w.acme.id,
        userId: w.people.admin.id,
        filename: "suppliers.csv",
        fileKey: "k",
      })
      .returning();
    await db
      .update(companyRequests)
      .set({ bulkRequestId: bulk?.id })
      .where(eq(companyRequests.id, made[1] as string));
  });
  const filters = () => ({ creators: [w.people.admin.id], country: ["SE"] });

  it("pages 25 at a time, newest first, with the total", async () => {
    const first = await list(lister(), { filters: filters() });
    expect(first.totalCount).toBe(26);
    expect(first.items).toHaveLength(25);
    expect(first.items[0].companyName).toBe("Paging Supplier 26");
    const second = await list(lister(), { filters: filters(), offset: 25 });
    expect(names(second)).toEqual(["Paging Supplier 0"]);
  });

  it("keeps needs-action and bulk requests on their own pages", async () => {
    const needs = await list(lister(), { page: "needs_action", filters: filters() });
    expect(names(needs)).toEqual(["Paging Supplier 0"]);
    const bulk = await list(lister(), { page: "bulk", filters: filters() });
    expect(names(bulk)).toEqual(["Paging Supplier 1"]);
  });

  it("filters by search, status and dates", async () => {
    const found = await list(lister(), { filters: { ...filters(), search: "supplier 2" } });
    expect(names(found).sort()).toEqual(
      [
        "Paging Supplier 2",
        ...Array.from({ length: 7 }, (_, i) => `Paging Supplier ${20 + i}`),
      ].sort(),
    );
    const needs = await list(lister(), { filters: { ...filters(), status: ["needs_action"] } });
    expect(names(needs)).toEqual(["Paging Supplier 0"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(lister(), { filters: { ...filters(), dateTo: today } })).totalCount).toBe(
      26,
    );
    expect(
      (await list(lister(), { filters: { ...filters(), dateTo: "2000-01-01" } })).totalCount,
    ).toBe(0);
  });

  it("refuses more than 100 a page", async () => {
    const answer = await list(lister(), { first: 101 });
    expect(answer.__typename).toBe("BAD_USER_INPUT");
  });

  it("lists the creators by name", async () => {
    const creators = await call(w.people.admin.client, requestOps.creators);
    expect(creators.map((c: Any) => c.id)).toEqual(expect.arrayContaining([w.people.admin.id]));
  });
});
