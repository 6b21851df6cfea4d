import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "../../db/membership.table.ts";
import { type Actor, buildWorld, outcome } from "../../test/admin-test-support.ts";
import { buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { tags } from "../tags/tag.table.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
  const db = h.database.db;
  const victim = await buildUser(db, h.config, {
    memberships: [{ organizationId: world.customer.id, role: "user" }],
  });
  const team = async (name: string) => {
    const [row] = await db
      .insert(teams)
      .values({ organizationId: world.customer.id, name })
      .returning();
    return String(row?.id);
  };
  const tag = async (value: string) => {
    const [row] = await db
      .insert(tags)
      .values({ organizationId: world.customer.id, value })
      .returning();
    return String(row?.id);
  };
  objects = {
    member: victim.id,
    team: await team("Buyers"),
    doomedTeam: await team("Old buyers"),
    tag: await tag("Critical"),
    doomedTag: await tag("Obsolete"),
  };
});
afterAll(() => h.close());

const t = "__typename";
const e = `${t} ... on Error { message }`;

/**
 * Real objects of the customer organisation (whose admin is "organization_admin"): every other
 * organisation's admin acts on them too, so a missing tenant filter shows as a column that
 * differs (ok where NF is expected).
 */
type Objects = { member: string; team: string; doomedTeam: string; tag: string; doomedTag: string };
let objects: Objects;

/** Each admin operation, called so that a permitted caller gets a harmless answer. */
const operations = (
  o: Objects,
  orgId: string,
): Record<string, [string, Record<string, unknown>?]> => ({
  members: [`{ members { itemsCount } }`],
  updateMemberRole: [`mutation { updateMemberRole(userId: "${o.member}", role: "user") { ${e} } }`],
  deactivateMember: [`mutation { deactivateMember(userId: "${o.member}") { ${e} } }`],
  reactivateMember: [`mutation { reactivateMember(userId: "${o.member}") { ${e} } }`],
  inviteMembers: [`mutation { inviteMembers(emails: ["bad"]) { ${e} } }`],
  inviteCheck: [`{ inviteCheck(email: "nobody@x.test") { ${e} } }`],
  resendInvite: [`mutation { resendInvite(id: "${o.member}") { ${e} } }`],
  teams: [`{ teams { id } }`],
  createTeam: [`mutation { createTeam(name: "") { ${e} } }`],
  renameTeam: [`mutation { renameTeam(id: "${o.team}", name: "Renamed") { ${e} } }`],
  deactivateTeam: [`mutation { deactivateTeam(id: "${o.team}") { ${e} } }`],
  deleteTeam: [`mutation { deleteTeam(id: "${o.doomedTeam}") { ${e} } }`],
  addTeamMembers: [
    `mutation { addTeamMembers(teamId: "${o.team}", userIds: ["${o.member}"]) { ${e} } }`,
  ],
  removeTeamMember: [
    `mutation { removeTeamMember(teamId: "${o.team}", userId: "${o.member}") { ${e} } }`,
  ],
  tags: [`{ tags { itemsCount } }`],
  createTag: [`mutation { createTag(input: { value: "" }) { ${e} } }`],
  updateTag: [`mutation { updateTag(id: "${o.tag}", input: { value: "Renamed" }) { ${e} } }`],
  deleteTag: [`mutation { deleteTag(id: "${o.doomedTag}") { ${e} } }`],
  organizations: [`{ organizations { itemsCount } }`],
  organization: [`{ organization(id: "${orgId}") { ${e} } }`],
  createOrganization: [`mutation { createOrganization(input: { name: "" }) { ${e} } }`],
  updateOrganization: [
    `mutation { updateOrganization(id: "${orgId}", input: { name: "" }) { ${e} } }`,
  ],
  deactivateOrganization: [`mutation { deactivateOrganization(id: "${NIL}") { ${e} } }`],
  reactivateOrganization: [`mutation { reactivateOrganization(id: "${NIL}") { ${e} } }`],
  setFeatureFlagOverride: [
    `mutation { setFeatureFlagOverride(organizationId: "${NIL}", scope: user, key: "k", flag: "nTier", value: true) { ${e} } }`,
  ],
  updateOrganizationBranding: [
    `mutation { updateOrganizationBranding(input: { brandColor: "red" }) { ${e} } }`,
  ],
  auditLog: [`{ auditLog { itemsCount } }`],
});
// Deactivating or deleting an organisation is not tried on a real one: it would end the world.
const NIL = "00000000-0000-4000-8000-000000000000";

const actors: Actor[] = [
  "tierwise_admin",
  "organization_admin",
  "user",
  "tierwise_for_teams_admin",
  "tierwise_for_teams_member",
  "other_org_admin",
  "signed_out",
];

// Columns follow `actors`. F = FORBIDDEN code, U = UNAUTHENTICATED, NF = NotFoundError,
// V = ValidationError (in-band: the caller passed the permission check), ok = success.
const admin = (allowed: string) => [allowed, allowed, "F", allowed, "F", allowed, "U"];
const provider = (allowed: string) => [allowed, "F", "F", "F", "F", "F", "U"];
/**
 * An operation on a real object of the customer organisation: its admin gets `outcome`;
 * admins of every other organisation (provider, teams, other) get NF, never the object.
 */
const owned = (outcome: string) => ["NF", outcome, "F", "NF", "F", "NF", "U"];
const expected: Record<string, string[]> = {
  members: admin("ok"),
  // The teams admin's "user" role is refused by its organisation's allowed roles first.
  updateMemberRole: ["NF", "ok", "F", "V", "F", "NF", "U"],
  deactivateMember: owned("ok"),
  reactivateMember: owned("ok"),
  inviteMembers: admin("ok"),
  inviteCheck: admin("ok"),
  resendInvite: owned("UnmodifiableError"),
  teams: admin("ok"),
  createTeam: admin("V"),
  renameTeam: owned("ok"),
  deactivateTeam: owned("ok"),
  deleteTeam: owned("ok"),
  addTeamMembers: owned("ok"),
  removeTeamMember: owned("ok"),
  tags: ["ok", "ok", "ok", "ok", "ok", "ok", "U"],
  createTag: admin("V"),
  updateTag: owned("ok"),
  deleteTag: owned("ok"),
  organizations: provider("ok"),
  organization: provider("ok"),
  createOrganization: provider("V"),
  updateOrganization: provider("V"),
  deactivateOrganization: provider("NF"),
  reactivateOrganization: provider("NF"),
  setFeatureFlagOverride: provider("NF"),
  updateOrganizationBranding: admin("V"),
  auditLog: admin("ok"),
};

const short: Record<string, string> = {
  FORBIDDEN: "F",
  UNAUTHENTICATED: "U",
  NotFoundError: "NF",
  ValidationError: "V",
  ok: "ok",
};

describe("permission matrix", () => {
  it("gives each role exactly the expected outcome on every admin operation", async () => {
    const actual: Record<string, string[]> = {};
    for (const [name, [document, variables]] of Object.entries(
      operations(objects, world.customer.id),
    )) {
      actual[name] = [];
      for (const actor of actors) {
        const answer = await world.client(actor).gql(document, variables);
        const result = outcome(answer);
        actual[name].push(short[result] ?? result);
      }
    }
    expect(actual).toEqual(expected);
  });
});
