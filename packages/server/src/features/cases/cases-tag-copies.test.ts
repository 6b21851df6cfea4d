import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { caseTags, supplierCases } from "./case.table.ts";
import {
  type Any,
  buildCasesWorld,
  type CasesWorld,
  call,
  caseOps,
  createCase,
} from "./cases-test-support.ts";

/**
 * A tag-filtered list and chart read case_tags' copies of the case's status, priority,
 * privacy, due date and Case ID (caseTagRange); triggers keep them in step. Every change to a
 * copied value must show in those lists at once, and a private case must stay hidden there
 * from everyone not on its access list.
 */
let h: Harness;
let world: CasesWorld;
beforeAll(async () => {
  h = await createHarness();
  world = await buildCasesWorld(h);
});
afterAll(() => h.close());

const tagged = (client: TestClient, filters: Record<string, unknown>, sort?: unknown) =>
  call(client, caseOps.list, {
    filters: { tags: [world.tags.urgent.id], ...filters },
    sort: sort ?? { key: "dateDue", direction: "Asc" },
  });
const titles = (page: Any) => page.items.map((c: Any) => c.title);
const update = async (client: TestClient, input: Record<string, unknown>) => {
  const answer = await call(client, caseOps.update, { input });
  expect(answer.__typename).toBe("SupplierCaseSuccess");
};

describe("a tag-filtered list", () => {
  it("follows changes to status, priority and due date, through the app and directly", async () => {
    const { client } = world.people.creator;
    const one = await createCase(client, {
      title: "One",
      priority: "low",
      dueDate: "2026-05-01",
      tags: [world.tags.urgent.id],
    });
    await createCase(client, { title: "Two", priority: "low", dueDate: "2026-04-01" });
    await update(client, { id: one.id, tags: [world.tags.urgent.id, world.tags.audit.id] });
    const two = (await call(client, caseOps.list, { filters: { search: "Two" } })).items[0];
    // Tagged after it was created and changed: the copies come from the case as it is now.
    await update(client, { id: two.id, priority: "high", dueDate: "2026-03-01" });
    await update(client, { id: two.id, tags: [world.tags.urgent.id] });
    expect(titles(await tagged(client, {}))).toEqual(["Two", "One"]);
    expect(titles(await tagged(client, { priority: ["low"] }))).toEqual(["One"]);

    await update(client, { id: one.id, status: "in_progress", priority: "high" });
    await update(client, { id: one.id, dueDate: "2026-02-01" });
    const page = await tagged(client, { status: ["in_progress"], priority: ["high"] });
    expect([page.totalCount, titles(page)]).toEqual([1, ["One"]]);
    expect((await tagged(client, { priority: ["low"] })).totalCount).toBe(0);
    expect(titles(await tagged(client, {}))).toEqual(["One", "Two"]);
    // Two tags: a case with both is listed and counted once.
    const both = await call(client, caseOps.list, {
      filters: { tags: [world.tags.urgent.id, world.tags.audit.id] },
      sort: { key: "id", direction: "Desc" },
    });
    expect([both.totalCount, titles(both)]).toEqual([2, ["Two", "One"]]);

    // A write that bypasses the services is followed too (the triggers, not the code).
    await h.database.db
      .update(supplierCases)
      .set({ status: "complete", priority: "medium", dueDate: null })
      .where(eq(supplierCases.id, one.id));
    expect(titles(await tagged(client, { status: ["complete"], priority: ["medium"] }))).toEqual([
      "One",
    ]);
    expect(titles(await tagged(client, {}))).toEqual(["Two", "One"]);
    const chart = await call(client, caseOps.chart, { filters: { tags: [world.tags.urgent.id] } });
    const count = (buckets: Any[], key: string) => buckets.find((b) => b.key === key).count;
    expect([
      chart.total,
      count(chart.byStatus, "complete"),
      count(chart.byPriority, "high"),
    ]).toEqual([2, 1, 1]);
    // With a filter the copies do not hold, the cases are joined and still agree.
    const search = await tagged(client, { search: "One", status: ["complete"] });
    expect([search.totalCount, titles(search)]).toEqual([1, ["One"]]);
  });

  it("hides a private case from those not on its access list, and follows privacy changes", async () => {
    const { creator, colleague, teamMember, admin, outsider } = world.people;
    const secret = await createCase(creator.client, {
      title: "Secret",
      priority: "high",
      tags: [world.tags.audit.id],
    });
    const auditList = (client: TestClient) =>
      call(client, caseOps.list, {
        filters: { tags: [world.tags.audit.id], priority: ["high"] },
        sort: { key: "dateDue", direction: "Asc" },
      });
    const auditChart = (client: TestClient) =>
      call(client, caseOps.chart, { filters: { tags: [world.tags.audit.id], priority: ["high"] } });
    const seen = async (client: TestClient) => {
      const page = await auditList(client);
      return [titles(page).includes("Secret"), page.totalCount, (await auditChart(client)).total];
    };
    const before = await seen(colleague.client);
    expect(before[0]).toBe(true);

    await update(creator.client, {
      id: secret.id,
      private: true,
      acl: [{ type: "team", id: world.buyers.id }],
    });
    const [, total, chartTotal] = before as [boolean, number, number];
    for (const person of [colleague, admin])
      expect(await seen(person.client)).toEqual([false, total - 1, chartTotal - 1]);
    for (const person of [creator, teamMember])
      expect(await seen(person.client)).toEqual([true, total, chartTotal]);
    // Another organisation naming this tag sees nothing of it.
    expect((await auditList(outsider.client)).totalCount).toBe(0);

    // Directly in the database too: private again after public, hidden again.
    await h.database.db
      .update(supplierCases)
      .set({ private: false })
      .where(eq(supplierCases.id, secret.id));
    expect((await seen(colleague.client))[0]).toBe(true);
    await h.database.db
      .update(supplierCases)
      .set({ private: true })
      .where(eq(supplierCases.id, secret.id));
    expect(await seen(colleague.client)).toEqual([false, total - 1, chartTotal - 1]);
  });

  it("keeps every case_tags copy equal to its case", async () => {
    const drift = await h.database.db.execute(sql`
      select count(*)::int as n from ${caseTags} ct join ${supplierCases} c on c.id = ct.case_id
      where (ct.status, ct.priority, ct.private, ct.due_date, ct.row_number, ct.organization_id)
        is distinct from (c.status, c.priority, c.private, c.due_date, c.row_number, c.organization_id)`);
    expect((drift.rows[0] as { n: number }).n).toBe(0);
  });
});
