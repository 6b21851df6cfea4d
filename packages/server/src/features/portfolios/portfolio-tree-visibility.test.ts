import { decodePortfolioTree } from "@tierwise/common/portfolio-tree";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
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

const treeData = "{ portfolioTreeData { count nodes } }";
// The list resolves visibility, write access and the parent with the SQL rule (joinVisibility).
const bySql = "{ portfolios(first: 100) { itemsCount items { id fullAclWrite parent { id } } } }";

type Seen = [id: string, canWrite: boolean, parentId: string | null];
const byId = (a: Seen, b: Seen) => a[0].localeCompare(b[0]);

/** What the tree page gets (the JS pass), what the old field gets, and what the SQL rule says. */
async function threeWays(client: TestClient) {
  const data = await call(client, treeData);
  const columns = decodePortfolioTree(data.nodes);
  expect(data.count).toBe(columns.length);
  const tree = columns.map((n): Seen => [n.id, n.fullAclWrite, n.parentId]).sort(byId);
  const old = (await call(client, ops.tree)).map(
    (n: Any): Seen => [n.id, n.fullAclWrite, n.parentId],
  );
  const list = await call(client, bySql);
  const sql = list.items
    .map((p: Any): Seen => [p.id, p.fullAclWrite, p.parent?.id ?? null])
    .sort(byId);
  return { tree, old: old.sort(byId), sql };
}

describe("portfolio tree visibility", () => {
  it("resolves the same visible set, write access and parents in one pass as the SQL rule, for every kind of viewer", async () => {
    const { organization, member } = await buildPortfolioOrganization(h);
    const creator = await member();
    const teamMate = await member();
    const colleague = await member();
    const admin = await member("organization_admin");
    const bystander = await member();
    const outsider = await (await buildPortfolioOrganization(h)).member("organization_admin");
    const team = await buildTeam(h.database.db, organization.id, [teamMate.user.id]);
    const mine = { actorType: "user", actorId: creator.user.id, editable: true };
    const share = (id: string, ...entries: object[]) =>
      call(creator.client, ops.share, { id, entries });

    // byTeam (team, editable) ─┬─ readable (+ org, read-only) ── deep
    //                          └─ orgOnly (only the org, read-only: the creator edits through byTeam)
    // byRole (admins, read-only) ── forColleague (the colleague, editable)
    // private; archived (org-wide, archived)
    const byTeam = await createPortfolio(creator.client, "By team");
    const readable = await createPortfolio(creator.client, "Readable", byTeam.id);
    const deep = await createPortfolio(creator.client, "Deep", readable.id);
    const orgOnly = await createPortfolio(creator.client, "Org only", byTeam.id);
    const byRole = await createPortfolio(creator.client, "By role");
    const forColleague = await createPortfolio(creator.client, "For colleague", byRole.id);
    await createPortfolio(creator.client, "Private");
    const archived = await createPortfolio(creator.client, "Archived one");
    const org = { actorType: "org", actorId: organization.id, editable: false };
    await share(byTeam.id, mine, { actorType: "team", actorId: team.id, editable: true });
    await share(readable.id, mine, org);
    await share(orgOnly.id, org);
    await share(byRole.id, mine, {
      actorType: "role",
      actorId: "organization_admin",
      editable: false,
    });
    await share(forColleague.id, mine, {
      actorType: "user",
      actorId: colleague.user.id,
      editable: true,
    });
    await share(archived.id, mine, org);
    await call(creator.client, ops.archive, { id: archived.id });
    const teamOwn = await createPortfolio(teamMate.client, "Team mate's", deep.id);

    const seen: Record<string, Seen[]> = {};
    for (const [name, viewer] of Object.entries({
      creator,
      teamMate,
      colleague,
      admin,
      bystander,
      outsider,
    })) {
      const { tree, old, sql } = await threeWays(viewer.client);
      expect(tree, name).toEqual(sql);
      expect(old, name).toEqual(sql);
      seen[name] = tree;
    }
    // The cases the comparison covers, written out once.
    const sorted = (rows: Seen[]) => rows.sort(byId);
    expect(seen.creator).toHaveLength(8);
    expect(seen.creator?.every(([, canWrite]) => canWrite)).toBe(true);
    expect(seen.teamMate).toEqual(
      sorted([
        [byTeam.id, true, null],
        [readable.id, true, byTeam.id],
        [deep.id, true, readable.id],
        [orgOnly.id, true, byTeam.id],
        [teamOwn.id, true, deep.id],
      ]),
    );
    // Org-wide read-only below a portfolio the colleague cannot see: shown at the top level.
    expect(seen.colleague).toEqual(
      sorted([
        [readable.id, false, null],
        [deep.id, false, readable.id],
        [orgOnly.id, false, null],
        [teamOwn.id, false, deep.id],
        [forColleague.id, true, null],
      ]),
    );
    expect(seen.admin).toEqual(
      sorted([
        [readable.id, false, null],
        [deep.id, false, readable.id],
        [orgOnly.id, false, null],
        [teamOwn.id, false, deep.id],
        [byRole.id, false, null],
        [forColleague.id, false, byRole.id],
      ]),
    );
    expect(seen.outsider).toEqual([]);
    expect(seen.bystander).toEqual(
      sorted([
        [readable.id, false, null],
        [deep.id, false, readable.id],
        [orgOnly.id, false, null],
        [teamOwn.id, false, deep.id],
      ]),
    );
  });
});
