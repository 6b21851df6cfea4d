import { messages } from "@tierwise/common/messages";
import { portfolioDepthMessage } from "@tierwise/common/portfolios";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
  call,
  createPortfolio,
  ops,
  portfolioRow,
} from "../../test/portfolio-operations.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe("portfolio tree", () => {
  it("creates a tree with slugs, levels, contiguous order and maintained counts", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const root = await createPortfolio(client, "Strategic suppliers");
    const again = await createPortfolio(client, "Strategic Suppliers!");
    expect([root.slug, again.slug]).toEqual(["strategic-suppliers", "strategic-suppliers-2"]);
    const europe = await createPortfolio(client, "Tier 1 — Europe", root.id);
    const asia = await createPortfolio(client, "Tier 1 — Asia", root.id);
    const germany = await createPortfolio(client, "Germany", europe.id);
    expect(europe).toMatchObject({ slug: "tier-1-europe", level: 2, order: 0, fullAclWrite: true });
    expect([asia.order, germany.level]).toEqual([1, 3]);
    const tree = await call(client, ops.tree);
    expect(tree.map((n: Any) => [n.name, n.parentId, n.level, n.order, n.childrenCount])).toEqual([
      ["Strategic suppliers", null, 1, 0, 2],
      ["Strategic Suppliers!", null, 1, 1, 0],
      ["Tier 1 — Europe", root.id, 2, 0, 1],
      ["Tier 1 — Asia", root.id, 2, 1, 0],
      ["Germany", europe.id, 3, 0, 0],
    ]);
    const page = await call(client, ops.bySlug, { slug: "tier-1-europe" });
    expect(page).toMatchObject({
      parent: { id: root.id },
      children: [{ id: germany.id }],
      ancestors: [{ id: root.id }],
      summary: { companyCount: 0, subportfolioCount: 1, openRequestCount: 0 },
    });
    expect((await call(client, ops.bySlug, { slug: "strategic-suppliers" })).portfolioCount).toBe(
      3,
    );
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "portfolio.created"), eq(auditLog.targetId, germany.id)));
    expect(audit?.after).toMatchObject({ name: "Germany", parentId: europe.id });
  });

  it("never gives a portfolio the slug of a page under /portfolios", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const archived = await createPortfolio(client, "Archived");
    const again = await createPortfolio(client, "archived");
    expect([archived.slug, again.slug]).toEqual(["archived-2", "archived-3"]);
    expect((await call(client, ops.bySlug, { slug: "archived-2" })).id).toBe(archived.id);
  });

  it("refuses to nest deeper than the organisation's maxPortfolioDepth, on create and on move", async () => {
    const { member } = await buildPortfolioOrganization(h, { settings: { maxPortfolioDepth: 3 } });
    const { client } = await member();
    const a = await createPortfolio(client, "A");
    const b = await createPortfolio(client, "B", a.id);
    const c = await createPortfolio(client, "C", b.id);
    const tooDeep = await call(client, ops.create, { input: { name: "D" }, parentId: c.id });
    expect(tooDeep).toMatchObject({
      __typename: "ValidationError",
      message: portfolioDepthMessage(3),
    });
    const x = await createPortfolio(client, "X");
    await createPortfolio(client, "Y", x.id);
    // X has a child: under B it would put that child on level 4.
    expect(await call(client, ops.move, { id: x.id, parentId: b.id })).toMatchObject({
      __typename: "ValidationError",
      message: portfolioDepthMessage(3),
    });
    expect((await call(client, ops.move, { id: x.id, parentId: a.id })).__typename).toBe(
      "PortfolioActionSuccess",
    );
  });

  it("moves a subtree: paths, levels, sibling order and every counter follow", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const company = await buildCompany(h.database.db);
    const left = await createPortfolio(client, "Left");
    const right = await createPortfolio(client, "Right");
    const r1 = await createPortfolio(client, "R1", right.id);
    const moving = await createPortfolio(client, "Moving", left.id);
    const stays = await createPortfolio(client, "Stays", left.id);
    const child = await createPortfolio(client, "Child", moving.id);
    const grandchild = await createPortfolio(client, "Grandchild", child.id);
    await call(client, ops.add, {
      portfolioIds: [moving.id, grandchild.id],
      companyIds: [company.id],
    });
    expect((await portfolioRow(h.database.db, left.id))?.descendantCompanyCount).toBe(2);
    const moved = await call(client, ops.move, { id: moving.id, parentId: right.id, index: 0 });
    expect(moved.portfolio).toMatchObject({ level: 2, order: 0 });
    const db = h.database.db;
    expect(await portfolioRow(db, left.id)).toMatchObject({
      childrenCount: 1,
      descendantPortfolioCount: 1,
      descendantCompanyCount: 0,
    });
    expect(await portfolioRow(db, stays.id)).toMatchObject({ order: 0 });
    expect(await portfolioRow(db, right.id)).toMatchObject({
      childrenCount: 2,
      descendantPortfolioCount: 4,
      descendantCompanyCount: 2,
    });
    expect(await portfolioRow(db, r1.id)).toMatchObject({ order: 1 });
    expect(await portfolioRow(db, grandchild.id)).toMatchObject({
      path: [right.id, moving.id, child.id],
      level: 4,
    });
    // To the top level, then back under Right at the end.
    await call(client, ops.move, { id: child.id, parentId: null });
    expect(await portfolioRow(db, grandchild.id)).toMatchObject({ path: [child.id], level: 2 });
    expect(await portfolioRow(db, right.id)).toMatchObject({
      descendantPortfolioCount: 2,
      descendantCompanyCount: 1,
    });
    expect(await portfolioRow(db, child.id)).toMatchObject({ order: 2, parentId: null });
  });

  it("refuses moves into itself or below, and into a parent holding the same name", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const a = await createPortfolio(client, "Logistics");
    const b = await createPortfolio(client, "Sub", a.id);
    const other = await createPortfolio(client, "Other");
    await createPortfolio(client, "logistics", other.id);
    expect(await call(client, ops.move, { id: a.id, parentId: b.id })).toMatchObject({
      __typename: "ValidationError",
      message: "A portfolio cannot be moved into itself or one of its sub-portfolios.",
    });
    expect((await call(client, ops.move, { id: a.id, parentId: a.id })).__typename).toBe(
      "ValidationError",
    );
    expect(await call(client, ops.move, { id: a.id, parentId: other.id })).toMatchObject({
      __typename: "AlreadyExistsError",
      message: messages.portfolioItemExists,
    });
  });

  it("reorders within the parent, keeping order contiguous", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const parent = await createPortfolio(client, "Parent");
    const kids: Any[] = [];
    for (const name of ["A", "B", "C", "D"])
      kids.push(await createPortfolio(client, name, parent.id));
    const order = async () =>
      (await call(client, ops.bySlug, { slug: parent.slug })).children.map(
        (c: Any) => kids.find((k) => k.id === c.id)?.name,
      );
    await call(client, ops.reorder, { id: kids[3].id, index: 0 });
    expect(await order()).toEqual(["D", "A", "B", "C"]);
    await call(client, ops.reorder, { id: kids[3].id, index: 99 });
    expect(await order()).toEqual(["A", "B", "C", "D"]);
    await call(client, ops.reorder, { id: kids[0].id, index: 2 });
    expect(await order()).toEqual(["B", "C", "A", "D"]);
    const rows = await Promise.all(kids.map((k) => portfolioRow(h.database.db, k.id)));
    expect(rows.map((r) => r?.order).sort()).toEqual([0, 1, 2, 3]);
    expect((await call(client, ops.reorder, { id: kids[0].id, index: -1 })).__typename).toBe(
      "ValidationError",
    );
  });

  it("archives the subtree (direct, ancestor) and restores it, leaving an earlier archive alone", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const db = h.database.db;
    const top = await createPortfolio(client, "Top");
    const first = await createPortfolio(client, "First");
    const second = await createPortfolio(client, "Second");
    const child = await createPortfolio(client, "Child", top.id);
    const archivedEarlier = await createPortfolio(client, "Earlier", top.id);
    const below = await createPortfolio(client, "Below", archivedEarlier.id);
    await call(client, ops.archive, { id: archivedEarlier.id });
    expect(await portfolioRow(db, top.id)).toMatchObject({
      childrenCount: 1,
      descendantPortfolioCount: 1,
    });
    const archived = await call(client, ops.archive, { id: top.id });
    expect(archived.portfolio).toMatchObject({ archiveType: "direct" });
    expect(archived.undoId).toBeTruthy();
    expect(await portfolioRow(db, child.id)).toMatchObject({ archiveType: "ancestor" });
    expect(await portfolioRow(db, archivedEarlier.id)).toMatchObject({ archiveType: "direct" });
    expect(await portfolioRow(db, below.id)).toMatchObject({ archiveType: "ancestor" });
    expect(await portfolioRow(db, first.id)).toMatchObject({ order: 0 });
    expect(await portfolioRow(db, second.id)).toMatchObject({ order: 1 });
    expect(names(await call(client, ops.tree))).toEqual(["First", "Second"]);
    const listed = await call(client, ops.list, { archived: true, orderBy: "name" });
    expect(names(listed.items)).toEqual(["Below", "Child", "Earlier", "Top"]);
    expect(await call(client, ops.unarchive, { id: child.id })).toMatchObject({
      __typename: "ValidationError",
      message: "Restore the archived parent portfolio first.",
    });
    await call(client, ops.unarchive, { id: top.id });
    expect(await portfolioRow(db, child.id)).toMatchObject({ archivedAt: null, archiveType: null });
    expect(await portfolioRow(db, below.id)).toMatchObject({ archiveType: "ancestor" });
    expect(await portfolioRow(db, top.id)).toMatchObject({ order: 0, childrenCount: 1 });
    expect(names(await call(client, ops.tree))).toEqual(["Top", "First", "Second", "Child"]);
  });

  it("lists with search, favourites and paging, and suggests portfolios by name", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const { client } = await member();
    const made: Any[] = [];
    for (const name of ["Raw materials", "Packaging", "Logistics EU", "Logistics US"])
      made.push(await createPortfolio(client, name));
    await call(client, ops.favorite, { id: made[3].id });
    await call(client, ops.favorite, { id: made[1].id });
    const favorites = await call(client, ops.list, { favoritesOnly: true });
    expect(names(favorites.items)).toEqual(["Logistics US", "Packaging"]);
    const first = await call(client, ops.list, { first: 3 });
    expect(first).toMatchObject({ itemsCount: 4, pageInfo: { hasNextPage: true } });
    const rest = await call(client, ops.list, { first: 3, after: first.pageInfo.endCursor });
    expect(names(rest.items)).toEqual(["Logistics US"]);
    expect(
      names((await call(client, ops.list, { search: "logist", orderBy: "name" })).items),
    ).toEqual(["Logistics EU", "Logistics US"]);
    expect(names(await call(client, ops.suggestions, { text: "logistcs" }))).toEqual([
      "Logistics EU",
      "Logistics US",
    ]);
    expect(names(await call(client, ops.suggestions, { text: "pack", first: 1 }))).toEqual([
      "Packaging",
    ]);
  });
});
