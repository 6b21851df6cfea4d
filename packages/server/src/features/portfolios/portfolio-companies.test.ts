import { randomUUID } from "node:crypto";
import { messages } from "@tierwise/common/messages";
import { portfolioCompaniesPerCallMaximum } from "@tierwise/common/portfolios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany, grantReports } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
  call,
  createPortfolio,
  ops,
  portfolioRow,
} from "../../test/portfolio-operations.ts";
import type { Company } from "../companies/company.table.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let companies: Company[];
beforeAll(async () => {
  // Small per-person limits (config) so that both wordings of each limit can be reached.
  h = await createHarness({ PORTFOLIO_USER_LIMIT: "4", PORTFOLIO_ITEMS_USER_LIMIT: "6" });
  companies = [];
  const employees = [120, 5_000, null, 40, 800];
  for (const [i, name] of ["Alder", "Birch", "Cedar", "Dogwood", "Elm"].entries())
    companies.push(
      await buildCompany(h.database.db, {
        displayName: `${name} Supplies`,
        employeeCount: employees[i] ?? null,
        creditScore: 10 * (i + 1),
      }),
    );
});
afterAll(() => h.close());

const ids = (list: Company[]) => list.map((c) => c.id);
const [c0, c1, c2, c3, c4] = [0, 1, 2, 3, 4];
const limitReached = (limit: number, message: string) => ({
  __typename: "LimitReachedError",
  limit,
  message,
});

describe("portfolio limits", () => {
  it("limits active portfolios per person (config) and per organisation (settings)", async () => {
    const personal = await buildPortfolioOrganization(h);
    const { client } = await personal.member();
    const made: Any[] = [];
    for (const name of ["One", "Two", "Three", "Four"])
      made.push(await createPortfolio(client, name));
    expect(await call(client, ops.create, { input: { name: "Five" } })).toMatchObject(
      limitReached(4, messages.portfolioUserLimit),
    );
    await call(client, ops.archive, { id: made[0].id });
    const again = await createPortfolio(client, "Five");
    // Restoring counts too.
    expect(await call(client, ops.unarchive, { id: made[0].id })).toMatchObject(
      limitReached(4, messages.portfolioUserLimit),
    );
    expect(again.name).toBe("Five");

    const shared = await buildPortfolioOrganization(h, { settings: { portfolioLimit: 3 } });
    const alice = await shared.member();
    const bob = await shared.member();
    await createPortfolio(alice.client, "A1");
    const a2 = await createPortfolio(alice.client, "A2");
    await createPortfolio(bob.client, "B1");
    expect(await call(bob.client, ops.create, { input: { name: "B2" } })).toMatchObject(
      limitReached(3, messages.portfolioOrganizationLimit),
    );
    await call(alice.client, ops.archive, { id: a2.id });
    await createPortfolio(bob.client, "B2");
    expect(await call(alice.client, ops.unarchive, { id: a2.id })).toMatchObject(
      limitReached(3, messages.portfolioOrganizationLimit),
    );
  });

  it("limits company items per person (config) and per organisation (settings)", async () => {
    const personal = await buildPortfolioOrganization(h);
    const { client } = await personal.member();
    const a = await createPortfolio(client, "A");
    const b = await createPortfolio(client, "B");
    expect(
      (
        await call(client, ops.add, {
          portfolioIds: [a.id],
          companyIds: ids(companies.slice(0, 4)),
        })
      ).added,
    ).toBe(4);
    expect(
      await call(client, ops.add, { portfolioIds: [b.id], companyIds: ids(companies.slice(0, 3)) }),
    ).toMatchObject(limitReached(6, messages.portfolioItemsUserLimit));
    expect((await portfolioRow(h.database.db, b.id))?.companyCount).toBe(0);

    const shared = await buildPortfolioOrganization(h, { settings: { portfolioItemsLimit: 5 } });
    const alice = await shared.member();
    const bob = await shared.member();
    const pa = await createPortfolio(alice.client, "PA");
    const pb = await createPortfolio(bob.client, "PB");
    await call(alice.client, ops.add, {
      portfolioIds: [pa.id],
      companyIds: ids(companies.slice(0, 3)),
    });
    expect(
      await call(bob.client, ops.add, {
        portfolioIds: [pb.id],
        companyIds: ids(companies.slice(0, 3)),
      }),
    ).toMatchObject(limitReached(5, messages.portfolioItemsOrganizationLimit));
    expect(
      (
        await call(bob.client, ops.add, {
          portfolioIds: [pb.id],
          companyIds: ids(companies.slice(0, 2)),
        })
      ).added,
    ).toBe(2);
  });
});

describe("portfolio companies", () => {
  it("adds to several portfolios at once, keeping every counter up the tree", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const top = await createPortfolio(client, "Top");
    const mid = await createPortfolio(client, "Mid", top.id);
    const leaf = await createPortfolio(client, "Leaf", mid.id);
    const answer = await call(client, ops.add, {
      portfolioIds: [mid.id, leaf.id],
      companyIds: [companies[c0]?.id, companies[c1]?.id, companies[c0]?.id],
    });
    expect(answer).toMatchObject({ __typename: "PortfolioCompaniesSuccess", added: 4, removed: 0 });
    const db = h.database.db;
    expect(await portfolioRow(db, top.id)).toMatchObject({
      companyCount: 0,
      descendantCompanyCount: 4,
    });
    expect(await portfolioRow(db, mid.id)).toMatchObject({
      companyCount: 2,
      descendantCompanyCount: 4,
    });
    expect(await portfolioRow(db, leaf.id)).toMatchObject({
      companyCount: 2,
      descendantCompanyCount: 2,
    });
    const removed = await call(client, ops.remove, {
      portfolioId: leaf.id,
      companyIds: [companies[c1]?.id, companies[c4]?.id, randomUUID()],
    });
    expect(removed).toMatchObject({ added: 0, removed: 1 });
    expect(await portfolioRow(db, top.id)).toMatchObject({ descendantCompanyCount: 3 });
    const tree = await call(client, ops.tree);
    expect(tree.map((n: Any) => n.descendantCompaniesCount)).toEqual([3, 3, 1]);
  });

  it("refuses a call with nothing left to add, in the spec's words, one item and some items", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const p = await createPortfolio(client, "P");
    const q = await createPortfolio(client, "Q");
    const both = { portfolioIds: [p.id, q.id], companyIds: [companies[c0]?.id] };
    await call(client, ops.add, both);
    const exists = (message: string) => ({ __typename: "AlreadyExistsError", message });
    expect(
      await call(client, ops.add, { portfolioIds: [p.id], companyIds: [companies[c0]?.id] }),
    ).toMatchObject(exists(messages.portfolioItemExists));
    expect(await call(client, ops.add, both)).toMatchObject(
      exists(messages.portfolioSomeItemsExist),
    );
    expect((await portfolioRow(h.database.db, p.id))?.companyCount).toBe(1);
    expect((await portfolioRow(h.database.db, q.id))?.companyCount).toBe(1);
  });

  it("adds where the company is missing, names where it already was, and undoes only the additions", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const a = await createPortfolio(client, "A");
    const b = await createPortfolio(client, "B");
    const c = await createPortfolio(client, "C");
    const company = companies[c0]?.id;
    await call(client, ops.add, { portfolioIds: [c.id], companyIds: [company] });
    const before = await portfolioRow(h.database.db, c.id);
    const answer = await call(client, ops.add, {
      portfolioIds: [a.id, b.id, c.id],
      companyIds: [company],
    });
    expect(answer).toMatchObject({
      __typename: "PortfolioCompaniesSuccess",
      added: 2,
      skipped: 1,
      portfolios: [{ name: "A" }, { name: "B" }],
      alreadyIn: [{ id: c.id, name: "C" }],
    });
    const db = h.database.db;
    expect((await portfolioRow(db, a.id))?.companyCount).toBe(1);
    expect((await portfolioRow(db, b.id))?.companyCount).toBe(1);
    expect(await portfolioRow(db, c.id)).toMatchObject({
      companyCount: 1,
      updatedAt: before?.updatedAt,
    });
    // Several companies, one already held: the other one is added there too.
    const partly = await call(client, ops.add, {
      portfolioIds: [c.id],
      companyIds: [company, companies[c1]?.id],
    });
    expect(partly).toMatchObject({ added: 1, skipped: 1, alreadyIn: [] });
    expect((await portfolioRow(db, c.id))?.companyCount).toBe(2);
    const undo = await call(client, ops.undo, { undoId: answer.undoId });
    expect(undo.__typename).toBe("PortfolioActionSuccess");
    expect((await portfolioRow(db, a.id))?.companyCount).toBe(0);
    expect((await portfolioRow(db, b.id))?.companyCount).toBe(0);
    expect((await portfolioRow(db, c.id))?.companyCount).toBe(2);
  });

  it("refuses unknown, hidden and malformed companies, and more than the per-call maximum", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const p = await createPortfolio(client, "P");
    const draft = await buildCompany(h.database.db, { statusCode: "draft" });
    const unknown = randomUUID();
    for (const id of [unknown, draft.id, "not-an-id"]) {
      expect(
        await call(client, ops.add, { portfolioIds: [p.id], companyIds: [companies[c0]?.id, id] }),
      ).toMatchObject({ __typename: "ConnectedObjectNotFoundError", type: "Company", id });
    }
    const tooMany = Array.from({ length: portfolioCompaniesPerCallMaximum + 1 }, () =>
      randomUUID(),
    );
    expect(
      (await call(client, ops.add, { portfolioIds: [p.id], companyIds: tooMany })).__typename,
    ).toBe("TooManyModificationsError");
    expect((await portfolioRow(h.database.db, p.id))?.companyCount).toBe(0);
  });

  it("lists a page's companies with its filters: mode, portfolios, companies, metric, score, blanks, sort", async () => {
    const { organization, member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const p = await createPortfolio(client, "Page");
    const sub = await createPortfolio(client, "Sub", p.id);
    await call(client, ops.add, {
      portfolioIds: [p.id],
      companyIds: ids([companies[c0], companies[c1], companies[c2]] as Company[]),
    });
    await call(client, ops.add, {
      portfolioIds: [sub.id],
      companyIds: ids([companies[c2], companies[c3]] as Company[]),
    });
    const list = async (variables: Record<string, unknown>) =>
      call(client, ops.companies, { portfolioId: p.id, ...variables });
    const shown = (answer: Any) =>
      answer.items.map((i: Any) => i.company.displayName.split(" ")[0]);
    expect(shown(await list({}))).toEqual(["Alder", "Birch", "Cedar"]);
    const all = await list({ mode: "all" });
    expect([shown(all), all.itemsCount]).toEqual([["Alder", "Birch", "Cedar", "Dogwood"], 4]);
    expect(all.items.find((i: Any) => i.company.id === companies[c3]?.id).portfolio.id).toBe(
      sub.id,
    );
    expect(shown(await list({ mode: "all", portfolioIds: [sub.id] }))).toEqual([
      "Cedar",
      "Dogwood",
    ]);
    expect(
      shown(await list({ mode: "all", companyIds: [companies[c3]?.id, companies[c0]?.id] })),
    ).toEqual(["Alder", "Dogwood"]);
    const ranged = await list({
      mode: "all",
      metric: "employeeCount",
      scoreMin: 100,
      scoreMax: 1000,
      sort: "-metric",
    });
    expect(shown(ranged)).toEqual(["Alder", "Cedar"]);
    expect(
      shown(
        await list({
          mode: "all",
          metric: "employeeCount",
          scoreMin: 100,
          scoreMax: 1000,
          includeBlanks: false,
        }),
      ),
    ).toEqual(["Alder"]);
    const sorted = await list({ mode: "all", metric: "employeeCount", sort: "-metric" });
    expect(sorted.items.map((i: Any) => i.metricValue)).toEqual([5000, 120, 40, null]);
    expect(shown(await list({ sort: "-addedAt", first: 1 }))).toHaveLength(1);
    const paged = await list({ mode: "all", first: 3 });
    expect(shown(await list({ mode: "all", first: 3, after: paged.pageInfo.endCursor }))).toEqual([
      "Dogwood",
    ]);
    // Credit values come with the reports package: filtering by them needs it for every company.
    const credit = await client.gql<Any>(ops.companies, {
      portfolioId: p.id,
      metric: "creditScore",
      scoreMin: 1,
    });
    expect(credit.errors?.[0]?.extensions).toMatchObject({ type: "ValidationError" });
    expect((await list({ metric: "creditScore" })).items.map((i: Any) => i.metricValue)).toEqual([
      null,
      null,
      null,
    ]);
    await grantReports(h.database.db, organization.id);
    expect(
      (await list({ metric: "creditScore", scoreMin: 15 })).items.map((i: Any) => i.metricValue),
    ).toEqual([20, 30]);
  });
});
