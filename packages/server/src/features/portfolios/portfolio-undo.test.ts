import { portfolioUndoTypes } from "@tierwise/common/portfolios";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
  call,
  createPortfolio,
  ops,
  portfolioState,
} from "../../test/portfolio-operations.ts";
import { snackbarUndos } from "../undo/snackbar-undo.table.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/**
 * A tree with items and favourites in a fresh organisation: Root > A (> A1), B, C, plus a
 * second top-level portfolio; A1 and B hold companies; the viewer's favourites are B, A, C.
 */
async function world() {
  const { organization, member } = await buildPortfolioOrganization(h);
  const owner = await member();
  const colleague = await member();
  const companies: Awaited<ReturnType<typeof buildCompany>>[] = [];
  for (let i = 0; i < 4; i += 1) companies.push(await buildCompany(h.database.db));
  const client = owner.client;
  const root = await createPortfolio(client, "Root");
  const other = await createPortfolio(client, "Other");
  const a = await createPortfolio(client, "A", root.id);
  const a1 = await createPortfolio(client, "A1", a.id);
  const b = await createPortfolio(client, "B", root.id);
  const c = await createPortfolio(client, "C", root.id);
  await call(client, ops.add, {
    portfolioIds: [a1.id, b.id],
    companyIds: [companies[0]?.id, companies[1]?.id],
  });
  for (const favourite of [b, a, c]) await call(client, ops.favorite, { id: favourite.id });
  const all = [root, other, a, a1, b, c].map((p) => p.id);
  const state = () => portfolioState(h.database.db, all);
  return {
    client,
    colleague,
    companies,
    root,
    other,
    a,
    a1,
    b,
    c,
    state,
    organizationId: organization.id,
  };
}

/** Runs an action, checks its offer's type, undoes it and checks the state is exactly as before. */
async function expectExactUndo(
  client: TestClient,
  state: () => Promise<unknown>,
  run: () => Promise<Any>,
  type: string,
) {
  const before = await state();
  const answer = await run();
  const undoId = answer.undoId;
  expect(undoId).toBeTruthy();
  const [offer] = await h.database.db
    .select()
    .from(snackbarUndos)
    .where(eq(snackbarUndos.id, undoId));
  expect(offer?.type).toBe(type);
  expect(await state()).not.toEqual(before);
  const undone = await call(client, ops.undo, { undoId });
  expect(undone.__typename).toBe("PortfolioActionSuccess");
  expect(await state()).toEqual(before);
  // Used up: a second click undoes nothing.
  expect(await call(client, ops.undo, { undoId })).toMatchObject({
    __typename: "NotFoundError",
    message: "There is nothing to undo.",
  });
  return undone;
}

describe("portfolio undo", () => {
  it("undoes an archive exactly (subtree, order, counters)", async () => {
    const w = await world();
    const undone = await expectExactUndo(
      w.client,
      w.state,
      () => call(w.client, ops.archive, { id: w.a.id }),
      portfolioUndoTypes.archive,
    );
    expect(undone.portfolio).toMatchObject({ id: w.a.id, archivedAt: null });
  });

  it("undoes a restore exactly (the archive's own timestamp comes back)", async () => {
    const w = await world();
    await call(w.client, ops.archive, { id: w.a.id });
    await expectExactUndo(
      w.client,
      w.state,
      () => call(w.client, ops.unarchive, { id: w.a.id }),
      portfolioUndoTypes.unarchive,
    );
  });

  it("undoes a move exactly (old parent and index, paths, levels, counters)", async () => {
    const w = await world();
    await expectExactUndo(
      w.client,
      w.state,
      () => call(w.client, ops.move, { id: w.a.id, parentId: w.c.id }),
      portfolioUndoTypes.move,
    );
    await expectExactUndo(
      w.client,
      w.state,
      () => call(w.client, ops.move, { id: w.b.id, parentId: null, index: 0 }),
      portfolioUndoTypes.move,
    );
  });

  it("undoes an add exactly: only the items that call added go", async () => {
    const w = await world();
    const undone = await expectExactUndo(
      w.client,
      w.state,
      () =>
        call(w.client, ops.add, {
          portfolioIds: [w.a.id, w.c.id],
          companyIds: [w.companies[2]?.id, w.companies[3]?.id],
        }),
      portfolioUndoTypes.addCompanies,
    );
    expect(undone.portfolio).toBeNull();
  });

  it("undoes a removal exactly: the same items (ids, adder, time) come back", async () => {
    const w = await world();
    await expectExactUndo(
      w.client,
      w.state,
      () =>
        call(w.client, ops.remove, {
          portfolioId: w.b.id,
          companyIds: [w.companies[0]?.id, w.companies[1]?.id],
        }),
      portfolioUndoTypes.removeCompanies,
    );
  });

  it("undoes an unfavourite at the same index of the favourites list", async () => {
    const w = await world();
    await expectExactUndo(
      w.client,
      w.state,
      () => call(w.client, ops.favorite, { id: w.a.id }),
      portfolioUndoTypes.unfavourite,
    );
    const tree = await call(w.client, ops.tree);
    const favourites = tree
      .filter((n: Any) => n.isFavorite)
      .sort((x: Any, y: Any) => x.favoriteIndex - y.favoriteIndex);
    expect(favourites.map((n: Any) => n.name)).toEqual(["B", "A", "C"]);
  });

  it("lets only the person who acted undo, and checks the tree again", async () => {
    const w = await world();
    // The colleague may edit everything here: only the offer's owner decides.
    for (const shared of [w.root, w.other])
      await call(w.client, ops.share, {
        id: shared.id,
        entries: [{ actorType: "org", actorId: w.organizationId, editable: true }],
      });
    const moved = await call(w.client, ops.move, { id: w.a.id, parentId: w.other.id });
    expect((await call(w.colleague.client, ops.undo, { undoId: moved.undoId })).__typename).toBe(
      "NotFoundError",
    );
    // The old parent went below the moved portfolio meanwhile: moving back would make a cycle.
    expect((await call(w.client, ops.move, { id: w.root.id, parentId: w.a1.id })).__typename).toBe(
      "PortfolioActionSuccess",
    );
    expect(await call(w.client, ops.undo, { undoId: moved.undoId })).toMatchObject({
      __typename: "ValidationError",
      message: "A portfolio cannot be moved into itself or one of its sub-portfolios.",
    });
  });
});
