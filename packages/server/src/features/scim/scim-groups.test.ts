import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildWorld } from "../../test/admin-test-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  type Any,
  groupSchema,
  patch,
  rfcUser,
  type ScimClient,
  scimClient,
  scimTokenFor,
} from "./scim-test-support.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
let scim: ScimClient;
let people: string[];
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
  scim = scimClient(h, await scimTokenFor(world.actors.organization_admin.client));
  people = [];
  for (const n of [1, 2, 3])
    people.push((await scim("POST", "/Users", rfcUser(`group-${n}@example.com`, `g${n}`))).body.id);
});
afterAll(() => h.close());

const teamsQuery = "{ teams { id name memberCount } }";
const teamsSeenByAdmin = async () =>
  ((await world.actors.organization_admin.client.gql<Any>(teamsQuery)).data as Any).teams;
const memberIds = (group: Any) => group.members.map((member: Any) => member.value).sort();

describe("SCIM Groups are the organisation's teams", () => {
  it("creates, finds, patches, replaces and deletes a team", async () => {
    const created = await scim("POST", "/Groups", {
      schemas: [groupSchema],
      displayName: "Procurement",
      externalId: "grp-1",
      members: [{ value: people[0] }, { value: people[1] }],
    });
    expect(created.status).toBe(201);
    const group = created.body;
    expect(group).toMatchObject({
      displayName: "Procurement",
      externalId: "grp-1",
      meta: { resourceType: "Group", location: `${h.config.publicUrl}/scim/v2/Groups/${group.id}` },
    });
    expect(created.headers.location).toBe(group.meta.location);
    expect(memberIds(group)).toEqual([people[0], people[1]].sort());
    // The admin sees it on the groups page, with its members.
    expect(await teamsSeenByAdmin()).toContainEqual({
      id: group.id,
      name: "Procurement",
      memberCount: 2,
    });

    const filter = encodeURIComponent('displayName eq "procurement"');
    const found = await scim("GET", `/Groups?filter=${filter}&excludedAttributes=members`);
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id: group.id }] });
    expect(found.body.Resources[0].members).toBeUndefined();
    const clash = await scim("POST", "/Groups", {
      schemas: [groupSchema],
      displayName: "PROCUREMENT",
    });
    expect(clash.body).toMatchObject({ status: "409", scimType: "uniqueness" });

    const path = `/Groups/${group.id}`;
    // RFC 7644 §3.5.2.1's add of members, then §3.5.2.2's remove with a value filter.
    const added = await scim(
      "PATCH",
      path,
      patch({ op: "add", path: "members", value: [{ value: people[2] }] }),
    );
    expect(memberIds(added.body)).toEqual([...people].sort());
    const removed = await scim(
      "PATCH",
      path,
      patch({ op: "remove", path: `members[value eq "${people[0]}"]` }),
    );
    expect(memberIds(removed.body)).toEqual([people[1], people[2]].sort());
    // Entra ID removes with a value list and renames with "Replace".
    const entra = await scim("PATCH", path, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [
        { op: "Remove", path: "members", value: [{ value: people[1] }] },
        { op: "Replace", path: "displayName", value: "Purchasing" },
      ],
    });
    expect(entra.body.displayName).toBe("Purchasing");
    expect(memberIds(entra.body)).toEqual([people[2]]);

    const replaced = await scim("PUT", path, {
      schemas: [groupSchema],
      displayName: "Purchasing EU",
      members: [{ value: people[0] }],
    });
    expect(replaced.body).toMatchObject({ displayName: "Purchasing EU" });
    expect(memberIds(replaced.body)).toEqual([people[0]]);
    expect(replaced.body.externalId).toBeUndefined();

    const actions = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, group.id));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["scim.group_created", "scim.group_updated"]),
    );
    expect((await scim("DELETE", path)).status).toBe(204);
    expect((await scim("GET", path)).status).toBe(404);
    expect((await teamsSeenByAdmin()).map((team: Any) => team.id)).not.toContain(group.id);
    // Its members stay members of the organisation.
    expect((await scim("GET", `/Users/${people[0]}`)).status).toBe(200);
  });

  it("lists teams made on the groups page, and refuses members from elsewhere", async () => {
    await world.actors.organization_admin.client.gql(
      `mutation { createTeam(name: "Made by hand") { __typename } }`,
    );
    const listed = await scim("GET", "/Groups");
    expect(listed.body.Resources.map((group: Any) => group.displayName)).toContain("Made by hand");
    const stranger = world.actors.other_org_admin.user.id;
    const refused = await scim("POST", "/Groups", {
      schemas: [groupSchema],
      displayName: "Strangers",
      members: [{ value: stranger }],
    });
    expect(refused.body).toMatchObject({ status: "400", scimType: "invalidValue" });
    const empty = await scim("POST", "/Groups", { schemas: [groupSchema], displayName: "  " });
    expect(empty.body).toMatchObject({ status: "400", scimType: "invalidValue" });
  });
});
