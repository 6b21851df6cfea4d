import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, buildWorld, outcome } from "../../test/admin-test-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
});
afterAll(() => h.close());

const none = "00000000-0000-4000-8000-000000000000";
const t = "__typename";
const e = `${t} ... on Error { message }`;

/** Each admin operation, called so that a permitted caller gets a harmless answer. */
const operations: Record<string, [string, Record<string, unknown>?]> = {
  members: [`{ members { itemsCount } }`],
  updateMemberRole: [`mutation { updateMemberRole(userId: "${none}", role: "wizard") { ${e} } }`],
  deactivateMember: [`mutation { deactivateMember(userId: "${none}") { ${e} } }`],
  reactivateMember: [`mutation { reactivateMember(userId: "${none}") { ${e} } }`],
  inviteMembers: [`mutation { inviteMembers(emails: ["bad"]) { ${e} } }`],
  inviteCheck: [`{ inviteCheck(email: "nobody@x.test") { ${e} } }`],
  resendInvite: [`mutation { resendInvite(id: "${none}") { ${e} } }`],
  teams: [`{ teams { id } }`],
  createTeam: [`mutation { createTeam(name: "") { ${e} } }`],
  renameTeam: [`mutation { renameTeam(id: "${none}", name: "x") { ${e} } }`],
  deactivateTeam: [`mutation { deactivateTeam(id: "${none}") { ${e} } }`],
  deleteTeam: [`mutation { deleteTeam(id: "${none}") { ${e} } }`],
  addTeamMembers: [`mutation { addTeamMembers(teamId: "${none}", userIds: []) { ${e} } }`],
  removeTeamMember: [
    `mutation { removeTeamMember(teamId: "${none}", userId: "${none}") { ${e} } }`,
  ],
  tags: [`{ tags { itemsCount } }`],
  createTag: [`mutation { createTag(input: { value: "" }) { ${e} } }`],
  updateTag: [`mutation { updateTag(id: "${none}", input: { value: "x" }) { ${e} } }`],
  deleteTag: [`mutation { deleteTag(id: "${none}") { ${e} } }`],
  organizations: [`{ organizations { itemsCount } }`],
  organization: [`{ organization(id: "${none}") { ${e} } }`],
  createOrganization: [`mutation { createOrganization(input: { name: "" }) { ${e} } }`],
  updateOrganization: [`mutation { updateOrganization(id: "${none}", input: {}) { ${e} } }`],
  deactivateOrganization: [`mutation { deactivateOrganization(id: "${none}") { ${e} } }`],
  reactivateOrganization: [`mutation { reactivateOrganization(id: "${none}") { ${e} } }`],
  setFeatureFlagOverride: [
    `mutation { setFeatureFlagOverride(organizationId: "${none}", scope: user, key: "k", flag: "nTier", value: true) { ${e} } }`,
  ],
  updateOrganizationBranding: [
    `mutation { updateOrganizationBranding(input: { brandColor: "red" }) { ${e} } }`,
  ],
  auditLog: [`{ auditLog { itemsCount } }`],
};

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
const expected: Record<keyof typeof operations, string[]> = {
  members: admin("ok"),
  updateMemberRole: admin("V"),
  deactivateMember: admin("NF"),
  reactivateMember: admin("NF"),
  inviteMembers: admin("ok"),
  inviteCheck: admin("ok"),
  resendInvite: admin("NF"),
  teams: admin("ok"),
  createTeam: admin("V"),
  renameTeam: admin("NF"),
  deactivateTeam: admin("NF"),
  deleteTeam: admin("NF"),
  addTeamMembers: admin("NF"),
  removeTeamMember: admin("NF"),
  tags: ["ok", "ok", "ok", "ok", "ok", "ok", "U"],
  createTag: admin("V"),
  updateTag: admin("NF"),
  deleteTag: admin("NF"),
  organizations: provider("ok"),
  organization: provider("NF"),
  createOrganization: provider("V"),
  updateOrganization: provider("NF"),
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
    for (const [name, [document, variables]] of Object.entries(operations)) {
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
