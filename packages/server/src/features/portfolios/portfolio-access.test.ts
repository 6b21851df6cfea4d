import { messages } from "@tierwise/common/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outcome } from "../../test/admin-test-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
  buildSystemPortfolio,
  buildTeam,
  call,
  createPortfolio,
  ops,
} from "../../test/portfolio-operations.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const ids = (list: { id: string }[]) => list.map((p) => p.id);

/** Every mutation, with the variables that aim it at `target` (and a company, an undo offer). */
function everyMutation(target: Any, companyId: string, undoId: string) {
  return {
    createPortfolio: [ops.create, { input: { name: "Below theirs" }, parentId: target.id }],
    updatePortfolio: [ops.update, { id: target.id, input: { name: "Renamed" } }],
    movePortfolio: [ops.move, { id: target.id, parentId: null }],
    reorderPortfolio: [ops.reorder, { id: target.id, index: 0 }],
    archivePortfolio: [ops.archive, { id: target.id }],
    unarchivePortfolio: [ops.unarchive, { id: target.id }],
    togglePortfolioFavorite: [ops.favorite, { id: target.id }],
    addCompaniesToPortfolios: [ops.add, { portfolioIds: [target.id], companyIds: [companyId] }],
    removeCompaniesFromPortfolio: [ops.remove, { portfolioId: target.id, companyIds: [companyId] }],
    setPortfolioAccess: [
      ops.share,
      { id: target.id, entries: [{ actorType: "org", actorId: target.id, editable: true }] },
    ],
    undoPortfolioAction: [ops.undo, { undoId }],
  } as const;
}

describe("portfolio sharing", () => {
  it("shares with a person read-only, then editable; unshared colleagues find nothing", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const owner = await member();
    const reader = await member();
    const stranger = await member();
    const company = await buildCompany(h.database.db);
    const shared = await createPortfolio(owner.client, "Shared");
    const child = await createPortfolio(owner.client, "Child", shared.id);
    const share = (editable: boolean) =>
      call(owner.client, ops.share, {
        id: shared.id,
        entries: [
          { actorType: "user", actorId: owner.user.id, editable: true },
          { actorType: "user", actorId: reader.user.id, editable },
        ],
      });
    const answer = await share(false);
    expect(answer.portfolio.accessList).toHaveLength(2);
    expect(answer.portfolio.accessList).toContainEqual({
      actorType: "user",
      actorId: reader.user.id,
      name: `${reader.user.firstName} ${reader.user.lastName}`,
      editable: false,
    });
    const tree = await call(reader.client, ops.tree);
    expect(tree.map((n: Any) => [n.id, n.fullAclWrite])).toEqual([
      [shared.id, false],
      [child.id, false],
    ]);
    for (const [query, variables] of [
      [ops.update, { id: child.id, input: { name: "Nope" } }],
      [ops.add, { portfolioIds: [child.id], companyIds: [company.id] }],
      [ops.move, { id: child.id, parentId: null }],
      [ops.archive, { id: child.id }],
      [ops.share, { id: child.id, entries: [] }],
    ] as const) {
      expect(await call(reader.client, query, variables)).toMatchObject({
        __typename: "ForbiddenError",
        message: messages.unauthorized,
      });
    }
    // Reading is enough for one's own favourites.
    expect((await call(reader.client, ops.favorite, { id: child.id })).portfolio.isFavorite).toBe(
      true,
    );
    await share(true);
    expect(
      (await call(reader.client, ops.update, { id: child.id, input: { name: "Renamed" } }))
        .__typename,
    ).toBe("PortfolioChangeSuccess");
    expect(await call(stranger.client, ops.tree)).toEqual([]);
    expect(await call(stranger.client, ops.bySlug, { slug: shared.slug })).toBeNull();
    expect(
      (await call(stranger.client, ops.update, { id: child.id, input: { name: "X" } })).__typename,
    ).toBe("NotFoundError");
  });

  it("shares through a team, the organisation and a role", async () => {
    const { organization, member } = await buildPortfolioOrganization(h);
    const owner = await member();
    const teamMate = await member();
    const colleague = await member();
    const admin = await member("organization_admin");
    const byTeam = await createPortfolio(owner.client, "By team");
    const byOrg = await createPortfolio(owner.client, "By organisation");
    const byRole = await createPortfolio(owner.client, "By role");
    const team = await buildTeam(h.database.db, organization.id, [teamMate.user.id]);
    const mine = { actorType: "user", actorId: owner.user.id, editable: true };
    await call(owner.client, ops.share, {
      id: byTeam.id,
      entries: [mine, { actorType: "team", actorId: team.id, editable: true }],
    });
    await call(owner.client, ops.share, {
      id: byOrg.id,
      entries: [mine, { actorType: "org", actorId: organization.id, editable: false }],
    });
    const roleShare = await call(owner.client, ops.share, {
      id: byRole.id,
      entries: [mine, { actorType: "role", actorId: "organization_admin", editable: false }],
    });
    expect(roleShare.portfolio.accessList).toContainEqual({
      actorType: "role",
      actorId: "organization_admin",
      name: "Administrator",
      editable: false,
    });
    const sees = async (client: TestClient) => ids(await call(client, ops.tree));
    expect(await sees(teamMate.client)).toEqual([byTeam.id, byOrg.id]);
    expect(await sees(colleague.client)).toEqual([byOrg.id]);
    expect(await sees(admin.client)).toEqual([byOrg.id, byRole.id]);
    const sub = await call(teamMate.client, ops.create, {
      input: { name: "Team work" },
      parentId: byTeam.id,
    });
    expect(sub.portfolio.fullAclWrite).toBe(true);
    expect(
      (await call(colleague.client, ops.update, { id: byOrg.id, input: { name: "X" } })).message,
    ).toBe(messages.unauthorized);
  });

  it("checks what an access list names, and keeps someone able to edit", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const owner = await member();
    const outsider = await buildUser(h.database.db, h.config);
    const top = await createPortfolio(owner.client, "Top");
    const child = await createPortfolio(owner.client, "Child", top.id);
    expect(
      await call(owner.client, ops.share, {
        id: top.id,
        entries: [{ actorType: "user", actorId: outsider.id, editable: true }],
      }),
    ).toMatchObject({ __typename: "ConnectedObjectNotFoundError", type: "User", id: outsider.id });
    expect(
      (
        await call(owner.client, ops.share, {
          id: top.id,
          entries: [{ actorType: "role", actorId: "boss", editable: true }],
        })
      ).__typename,
    ).toBe("ConnectedObjectNotFoundError");
    expect((await call(owner.client, ops.share, { id: top.id, entries: [] })).__typename).toBe(
      "ValidationError",
    );
    // A child may drop its own entries: its parent's still give edit rights.
    expect((await call(owner.client, ops.share, { id: child.id, entries: [] })).__typename).toBe(
      "PortfolioChangeSuccess",
    );
  });

  it("keeps system portfolios as they are", async () => {
    const { organization, member } = await buildPortfolioOrganization(h);
    const owner = await member();
    const system = await buildSystemPortfolio(h.database.db, organization.id, owner.user.id);
    for (const [query, variables] of [
      [ops.update, { id: system.id, input: { name: "Renamed" } }],
      [ops.move, { id: system.id, parentId: null, index: 0 }],
      [ops.reorder, { id: system.id, index: 0 }],
      [ops.archive, { id: system.id }],
    ] as const) {
      expect((await call(owner.client, query, variables)).__typename).toBe("UnmodifiableError");
    }
  });
});

describe("portfolio isolation and permissions", () => {
  it("finds nothing of another organisation's real portfolio, for every query and mutation", async () => {
    const mineOrg = await buildPortfolioOrganization(h);
    const theirsOrg = await buildPortfolioOrganization(h, { settings: { portfolioLimit: 50 } });
    const me = await mineOrg.member("organization_admin");
    const them = await theirsOrg.member("organization_admin");
    const company = await buildCompany(h.database.db);
    const theirs = await createPortfolio(them.client, "Their secret portfolio");
    // Shared with a role I hold too: only the organisation boundary keeps it from me.
    await call(them.client, ops.share, {
      id: theirs.id,
      entries: [
        { actorType: "user", actorId: them.user.id, editable: true },
        { actorType: "role", actorId: "organization_admin", editable: true },
      ],
    });
    await createPortfolio(them.client, "Their child", theirs.id);
    const added = await call(them.client, ops.add, {
      portfolioIds: [theirs.id],
      companyIds: [company.id],
    });
    const mine = await createPortfolio(me.client, "Mine");
    expect(await call(me.client, ops.tree)).toEqual([expect.objectContaining({ id: mine.id })]);
    expect(await call(me.client, ops.bySlug, { slug: theirs.slug })).toBeNull();
    expect(await call(me.client, ops.byIds, { ids: [theirs.id] })).toEqual([]);
    expect((await call(me.client, ops.list, { search: "secret" })).itemsCount).toBe(0);
    expect((await call(me.client, ops.list, { archived: true })).itemsCount).toBe(0);
    expect((await call(me.client, ops.list, { parentId: theirs.id })).itemsCount).toBe(0);
    expect(await call(me.client, ops.suggestions, { text: "secret" })).toEqual([]);
    const companiesAnswer = await me.client.gql<Any>(ops.companies, { portfolioId: theirs.id });
    expect(companiesAnswer.errors?.[0]?.extensions).toMatchObject({ type: "NotFoundError" });
    for (const [name, [query, variables]] of Object.entries(
      everyMutation(theirs, company.id, added.undoId),
    )) {
      const answer = await call(me.client, query, variables);
      expect([name, answer.__typename]).toEqual([name, "NotFoundError"]);
    }
    // Naming their portfolio as a destination is just as unknown.
    expect((await call(me.client, ops.move, { id: mine.id, parentId: theirs.id })).__typename).toBe(
      "NotFoundError",
    );
    // Their portfolio is untouched, and their undo is still theirs to use.
    expect((await call(them.client, ops.bySlug, { slug: theirs.slug })).name).toBe(
      "Their secret portfolio",
    );
    expect((await call(them.client, ops.undo, { undoId: added.undoId })).__typename).toBe(
      "PortfolioActionSuccess",
    );
  });

  it("needs sign-in and an organisation for everything, and the permission for each action", async () => {
    const { member } = await buildPortfolioOrganization(h, { type: "teams" });
    const owner = await member("tierwise_for_teams_admin");
    const teamsMember = await member("tierwise_for_teams_member");
    const company = await buildCompany(h.database.db);
    const target = await createPortfolio(owner.client, "Target");
    const undo = await call(owner.client, ops.add, {
      portfolioIds: [target.id],
      companyIds: [company.id],
    });
    const homeless = await buildUser(h.database.db, h.config);
    const noOrganisation = await h.signIn(homeless.email, homeless.password);
    const mutations = everyMutation(target, company.id, undo.undoId);
    for (const [name, [query, variables]] of Object.entries(mutations)) {
      expect([name, outcome(await h.client().gql(query, variables))]).toEqual([
        name,
        "UNAUTHENTICATED",
      ]);
      expect([name, outcome(await noOrganisation.gql(query, variables))]).toEqual([
        name,
        "FORBIDDEN",
      ]);
    }
    for (const query of [ops.tree, ops.list]) {
      expect(outcome(await h.client().gql(query))).toBe("UNAUTHENTICATED");
      expect(outcome(await noOrganisation.gql(query))).toBe("FORBIDDEN");
    }
    // Shared editable with the teams members' role: only the permissions differ.
    await call(owner.client, ops.share, {
      id: target.id,
      entries: [
        { actorType: "user", actorId: owner.user.id, editable: true },
        { actorType: "role", actorId: "tierwise_for_teams_member", editable: true },
      ],
    });
    // Teams members lack delete:portfolio and share:portfolio (README, roles and permissions).
    for (const [name, [query, variables]] of Object.entries({
      archivePortfolio: mutations.archivePortfolio,
      unarchivePortfolio: mutations.unarchivePortfolio,
      setPortfolioAccess: mutations.setPortfolioAccess,
    })) {
      expect([name, outcome(await teamsMember.client.gql(query, variables))]).toEqual([
        name,
        "FORBIDDEN",
      ]);
    }
    expect(
      (await call(teamsMember.client, ops.update, { id: target.id, input: { name: "Renamed" } }))
        .__typename,
    ).toBe("PortfolioChangeSuccess");
  });
});
