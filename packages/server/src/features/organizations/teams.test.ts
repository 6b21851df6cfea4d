import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildWorld, errorFields } from "../../test/admin-test-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
});
afterAll(() => h.close());

const teamFields =
  "id name active memberCount memberCountLabel members { id email membershipCreatedAt }";
const create = `mutation($name: String!) { createTeam(name: $name) { ${errorFields} ... on TeamChangeSuccess { team { ${teamFields} } } } }`;
const rename = `mutation($id: ID!, $name: String!) { renameTeam(id: $id, name: $name) { ${errorFields} ... on TeamChangeSuccess { team { ${teamFields} } } } }`;
const add = `mutation($teamId: ID!, $userIds: [ID!]!) { addTeamMembers(teamId: $teamId, userIds: $userIds) { ${errorFields}
  ... on ConnectedObjectNotFoundError { type id } ... on TeamChangeSuccess { team { ${teamFields} } } } }`;
const remove = `mutation($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) { ${errorFields} ... on TeamChangeSuccess { team { ${teamFields} } } } }`;
const deactivate = `mutation($id: ID!) { deactivateTeam(id: $id) { ${errorFields} ... on TeamChangeSuccess { team { active } } } }`;
const remove_ = `mutation($id: ID!) { deleteTeam(id: $id) { ${errorFields} ... on DeleteTeamSuccess { id } } }`;

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
type Any = any;
const admin = () => world.actors.organization_admin.client;
const createTeam = async (name: string) =>
  (await admin().gql<Any>(create, { name })).data?.createTeam;

describe("teams", () => {
  it("creates a team, adds and removes members, with the member label and membershipCreatedAt", async () => {
    const team = (await createTeam("Procurement")).team;
    expect(team).toMatchObject({
      name: "Procurement",
      memberCount: 0,
      memberCountLabel: "0 member(s)",
    });
    const userId = world.actors.user.user.id;
    const added = (await admin().gql<Any>(add, { teamId: team.id, userIds: [userId] })).data
      ?.addTeamMembers;
    expect(added.team).toMatchObject({ memberCount: 1, memberCountLabel: messages.teamMembers(1) });
    expect(added.team.members[0]).toMatchObject({ id: userId });
    expect(Date.parse(added.team.members[0].membershipCreatedAt)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    const session = await world.actors.user.client.gql<Any>(
      `{ session { teams { id membershipCreatedAt } } }`,
    );
    expect(session.data.session.teams).toEqual([
      { id: team.id, membershipCreatedAt: expect.any(String) },
    ]);
    const listed = await admin().gql<Any>(`{ teams { id memberCountLabel } }`);
    expect(listed.data.teams).toEqual([{ id: team.id, memberCountLabel: "1 member(s)" }]);
    const removed = (await admin().gql<Any>(remove, { teamId: team.id, userId })).data
      ?.removeTeamMember;
    expect(removed.team.memberCount).toBe(0);
  });

  it("refuses a duplicate name (ignoring case), an over-long name and an empty one", async () => {
    await createTeam("Compliance");
    expect((await createTeam("compliance")).__typename).toBe("AlreadyExistsError");
    const long = await createTeam("x".repeat(101));
    expect(long).toMatchObject({ __typename: "ValidationError", message: messages.tooLong(100) });
    expect((await createTeam("  ")).__typename).toBe("ValidationError");
  });

  it("renames, deactivates and deletes, writing audit rows", async () => {
    const team = (await createTeam("Old name")).team;
    const renamed = (await admin().gql<Any>(rename, { id: team.id, name: "New name" })).data
      ?.renameTeam;
    expect(renamed.team.name).toBe("New name");
    const off = (await admin().gql<Any>(deactivate, { id: team.id })).data?.deactivateTeam;
    expect(off.team.active).toBe(false);
    expect((await admin().gql<Any>(remove_, { id: team.id })).data?.deleteTeam).toEqual({
      __typename: "DeleteTeamSuccess",
      id: team.id,
    });
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.targetId, team.id));
    expect(rows.map((r) => r.action).sort()).toEqual([
      "team.created",
      "team.deactivated",
      "team.deleted",
      "team.renamed",
    ]);
    expect(rows.find((r) => r.action === "team.renamed")).toMatchObject({
      before: { name: "Old name" },
      after: { name: "New name" },
    });
  });

  it("keeps organisations apart: another org's team is not found, its users are not connectable", async () => {
    const mine = (await createTeam("Mine")).team;
    const theirs = (await world.actors.other_org_admin.client.gql<Any>(create, { name: "Theirs" }))
      .data?.createTeam.team;
    const foreignUser = world.actors.other_org_admin.user.id;
    const answer = await admin().gql<Any>(add, { teamId: mine.id, userIds: [foreignUser] });
    expect(answer.data.addTeamMembers).toMatchObject({
      __typename: "ConnectedObjectNotFoundError",
      type: "User",
      id: foreignUser,
    });
    for (const [doc, vars, field] of [
      [rename, { id: theirs.id, name: "x" }, "renameTeam"],
      [deactivate, { id: theirs.id }, "deactivateTeam"],
      [remove_, { id: theirs.id }, "deleteTeam"],
      [add, { teamId: theirs.id, userIds: [] }, "addTeamMembers"],
      [remove, { teamId: theirs.id, userId: foreignUser }, "removeTeamMember"],
      [remove_, { id: "not-a-uuid" }, "deleteTeam"],
    ] as const) {
      expect((await admin().gql<Any>(doc, vars)).data?.[field].__typename).toBe("NotFoundError");
    }
    const listed = await admin().gql<Any>(`{ teams { id } }`);
    expect(listed.data.teams.map((t: { id: string }) => t.id)).not.toContain(theirs.id);
  });
});
