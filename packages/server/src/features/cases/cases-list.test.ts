import { caseSortKeys } from "@tierwise/common/cases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { type SupplierCaseRow, supplierCases } from "./case.table.ts";
import {
  type Any,
  buildCasesWorld,
  type CasesWorld,
  call,
  caseOps,
  createCase,
} from "./cases-test-support.ts";

/**
 * Four cases whose every sortable value is set on purpose, so each sort key and filter has one
 * right answer. Names: Cole and Adele Tester (people), Buyers (a team).
 */
let h: Harness;
let world: CasesWorld;
const byName: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  world = await buildCasesWorld(h);
  const { creator, colleague, admin } = world.people;
  const { urgent, audit } = world.tags;
  const made = async (
    name: string,
    input: Record<string, unknown>,
    stored: Partial<SupplierCaseRow>,
    client = creator.client,
  ) => {
    const created = await createCase(client, { title: name, ...input });
    await h.database.db.update(supplierCases).set(stored).where(eq(supplierCases.id, created.id));
    byName[name] = created.id;
  };
  const at = (iso: string) => new Date(iso);
  await made(
    "alpha",
    {
      priority: "low",
      assigneeId: colleague.id,
      dueDate: "2026-01-10",
      tags: [urgent.id],
      companyId: world.company.id,
    },
    {
      status: "retired",
      supplierTier: [3],
      commentCount: 5,
      createdAt: at("2026-03-01T10:00:00Z"),
      updatedAt: at("2026-03-05T00:00:00Z"),
      closedAt: at("2026-03-06T00:00:00Z"),
    },
  );
  await made(
    "Bravo",
    { priority: "high", assignedTeamId: world.buyers.id, dueDate: "2026-01-05", tags: [audit.id] },
    {
      status: "to_do",
      supplierTier: [1, 3],
      commentCount: 0,
      createdAt: at("2026-03-02T10:00:00Z"),
      updatedAt: at("2026-03-02T12:00:00Z"),
    },
  );
  await made(
    "charlie",
    {
      priority: "medium",
      assigneeId: admin.id,
      private: true,
      acl: [{ type: "user", id: creator.id }],
    },
    {
      status: "in_progress",
      supplierTier: [2],
      commentCount: 2,
      createdAt: at("2026-03-03T23:30:00Z"),
      updatedAt: at("2026-03-09T00:00:00Z"),
    },
  );
  await made(
    "delta",
    { priority: "medium", dueDate: "2026-02-01", tags: [audit.id, urgent.id] },
    {
      status: "complete",
      commentCount: 2,
      createdAt: at("2026-03-10T12:00:00Z"),
      updatedAt: at("2026-03-04T00:00:00Z"),
      closedAt: at("2026-03-11T00:00:00Z"),
    },
    colleague.client,
  );
});
afterAll(() => h.close());

const names = (page: Any) => {
  const nameOf = Object.fromEntries(Object.entries(byName).map(([name, id]) => [id, name]));
  return page.items.map((c: Any) => nameOf[c.id]);
};
const list = (variables: Record<string, unknown>) =>
  call(world.people.creator.client, caseOps.list, variables);
const filtered = async (filters: Record<string, unknown>) =>
  names(await list({ filters, sort: { key: "id", direction: "Asc" } }));

describe("sorting (spec 2 §3 Case sort keys)", () => {
  const expected: Record<(typeof caseSortKeys)[number], [string[], string[]]> = {
    assignees: [
      ["charlie", "Bravo", "alpha", "delta"],
      ["alpha", "Bravo", "charlie", "delta"],
    ],
    commentCount: [
      ["Bravo", "charlie", "delta", "alpha"],
      ["alpha", "delta", "charlie", "Bravo"],
    ],
    dateDue: [
      ["Bravo", "alpha", "delta", "charlie"],
      ["delta", "alpha", "Bravo", "charlie"],
    ],
    priority: [
      ["alpha", "charlie", "delta", "Bravo"],
      ["Bravo", "delta", "charlie", "alpha"],
    ],
    status: [
      ["Bravo", "charlie", "delta", "alpha"],
      ["alpha", "delta", "charlie", "Bravo"],
    ],
    tags: [
      ["Bravo", "delta", "alpha", "charlie"],
      ["alpha", "delta", "Bravo", "charlie"],
    ],
    title: [
      ["alpha", "Bravo", "charlie", "delta"],
      ["delta", "charlie", "Bravo", "alpha"],
    ],
    ntier: [
      ["Bravo", "charlie", "alpha", "delta"],
      ["alpha", "charlie", "Bravo", "delta"],
    ],
    dateCreated: [
      ["alpha", "Bravo", "charlie", "delta"],
      ["delta", "charlie", "Bravo", "alpha"],
    ],
    dateUpdated: [
      ["Bravo", "delta", "alpha", "charlie"],
      ["charlie", "alpha", "delta", "Bravo"],
    ],
    dateClosed: [
      ["alpha", "delta", "Bravo", "charlie"],
      ["delta", "alpha", "charlie", "Bravo"],
    ],
    id: [
      ["alpha", "Bravo", "charlie", "delta"],
      ["delta", "charlie", "Bravo", "alpha"],
    ],
  };
  for (const key of caseSortKeys) {
    it(`sorts by ${key} both ways, empty values last`, async () => {
      const [asc, desc] = expected[key];
      expect(names(await list({ sort: { key, direction: "Asc" } }))).toEqual(asc);
      expect(names(await list({ sort: { key, direction: "Desc" } }))).toEqual(desc);
    });
  }

  it("defaults to the last update, newest first, and refuses an unknown key", async () => {
    expect(names(await list({}))).toEqual(["charlie", "alpha", "delta", "Bravo"]);
    const refused = await world.people.creator.client.gql<Any>(caseOps.list, {
      sort: { key: "secret", direction: "Asc" },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("filters, search and paging", () => {
  it("filters by creators, assignees, tags, status, priority, private and tiers", async () => {
    const { colleague, admin } = world.people;
    expect(await filtered({ creators: [colleague.id] })).toEqual(["delta"]);
    expect(
      await filtered({ assignees: [`user:${colleague.id}`, `team:${world.buyers.id}`] }),
    ).toEqual(["alpha", "Bravo"]);
    expect(await filtered({ assignees: [`user:${admin.id}`] })).toEqual(["charlie"]);
    expect(await filtered({ tags: [world.tags.audit.id] })).toEqual(["Bravo", "delta"]);
    expect(await filtered({ status: ["to_do", "in_progress"] })).toEqual(["Bravo", "charlie"]);
    expect(await filtered({ priority: ["medium"] })).toEqual(["charlie", "delta"]);
    expect(await filtered({ private: true })).toEqual(["charlie"]);
    expect(await filtered({ private: false })).toEqual(["alpha", "Bravo", "delta"]);
    expect(await filtered({ ntier: [3] })).toEqual(["alpha", "Bravo"]);
    expect(await filtered({ ntier: [2] })).toEqual(["charlie"]);
    expect(await filtered({ tags: [crypto.randomUUID()] })).toEqual([]);
  });

  it("shifts the end date back one day: dateTo names the day after the last one counted", async () => {
    expect(await filtered({ dateFrom: "2026-03-02", dateTo: "2026-03-10" })).toEqual([
      "Bravo",
      "charlie",
    ]);
    expect(await filtered({ dateFrom: "2026-03-02", dateTo: "2026-03-11" })).toEqual([
      "Bravo",
      "charlie",
      "delta",
    ]);
    // charlie was created at 23:30 UTC on 3 March: the 3rd is not counted when dateTo is the 3rd.
    expect(await filtered({ dateTo: "2026-03-03" })).toEqual(["alpha", "Bravo"]);
    expect(await filtered({ dateFrom: "2026-03-10", dateTo: "2026-03-10" })).toEqual([]);
    const chart = await call(world.people.creator.client, caseOps.chart, {
      filters: { dateFrom: "2026-03-02", dateTo: "2026-03-10" },
    });
    expect(chart.total).toBe(2);
    expect(chart.overTime.map((p: Any) => p.date)).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
    expect(chart.overTime.filter((p: Any) => p.created > 0).map((p: Any) => p.date)).toEqual([
      "2026-03-02",
      "2026-03-03",
    ]);
    expect(chart.overTime.find((p: Any) => p.date === "2026-03-06").closed).toBe(1);
  });

  it("searches titles (case-insensitive, wildcards literal) and Case IDs", async () => {
    expect(await filtered({ search: "RAV" })).toEqual(["Bravo"]);
    expect(await filtered({ search: "%" })).toEqual([]);
    const bravo = await call(world.people.creator.client, caseOps.get, { id: byName.Bravo });
    expect(await filtered({ search: String(bravo.rowNumber) })).toEqual(["Bravo"]);
  });

  it("lists a company's cases by identifier, and pages 25 by default with a total", async () => {
    expect(names(await list({ identifier: { companyId: world.company.id } }))).toEqual(["alpha"]);
    const page = await list({ first: 2, offset: 2, sort: { key: "id", direction: "Asc" } });
    expect([page.totalCount, names(page)]).toEqual([4, ["charlie", "delta"]]);
    const negative = await world.people.creator.client.gql<Any>(caseOps.list, { first: -1 });
    expect(negative.errors?.[0]?.extensions).toMatchObject({
      type: "NegativeNumberOfResultsError",
    });
    const tooMany = await world.people.creator.client.gql<Any>(caseOps.list, { first: 101 });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ type: "TooManyResultsRequestedError" });
  });

  it("counts by status, priority and assignee in the charts, with Unassigned last", async () => {
    const chart = await call(world.people.creator.client, caseOps.chart, {});
    expect(chart.byStatus.map((b: Any) => [b.key, b.count])).toEqual([
      ["to_do", 1],
      ["in_progress", 1],
      ["complete", 1],
      ["retired", 1],
    ]);
    expect(chart.byPriority.map((b: Any) => [b.label, b.count])).toEqual([
      ["Low", 1],
      ["Medium", 2],
      ["High", 1],
    ]);
    expect(chart.byAssignee.at(-1)).toEqual({ key: "unassigned", label: "Unassigned", count: 1 });
    expect(chart.byAssignee).toContainEqual({
      key: `team:${world.buyers.id}`,
      label: "Buyers",
      count: 1,
    });
    expect(chart.overTime).toHaveLength(90);
  });

  it("computes days active, progress and the task counts", async () => {
    await h.database.db
      .update(supplierCases)
      .set({ taskCount: 3, closedTaskCount: 2 })
      .where(eq(supplierCases.id, byName.alpha ?? ""));
    const alpha = await call(world.people.creator.client, caseOps.get, { id: byName.alpha });
    expect([alpha.daysActive, alpha.progress, alpha.counts.allTasks]).toEqual([4, 67, 3]);
    const bravo = await call(world.people.creator.client, caseOps.get, { id: byName.Bravo });
    expect(bravo.progress).toBeNull();
    expect(bravo.daysActive).toBeGreaterThan(200);
  });
});
