import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildWorld, errorFields } from "../../test/admin-test-support.ts";
import { loginMutation } from "../../test/auth-operations.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { sessions } from "../auth/session.table.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
});
afterAll(() => h.close());

const membersQuery = `query($query: String, $filter: MembersFilter, $verified: Boolean, $first: Int) {
  members(query: $query, filter: $filter, verified: $verified, first: $first) {
    items { id details { name email } name email role roleLabel teams { id name }
      jobTitle { title } businessUnit { title } lastLogin loginsCount verified active }
    itemsCount pageInfo { hasNextPage }
  }
}`;

const roleMutation = `mutation($userId: ID!, $role: String!) {
  updateMemberRole(userId: $userId, role: $role) { ${errorFields}
    ... on MemberChangeSuccess { member { id role roleLabel } } }
}`;
const deactivate = `mutation($userId: ID!) { deactivateMember(userId: $userId) { ${errorFields} ... on MemberChangeSuccess { member { id active } } } }`;
const reactivate = `mutation($userId: ID!) { reactivateMember(userId: $userId) { ${errorFields} ... on MemberChangeSuccess { member { id active } } } }`;

describe("members", () => {
  it("lists the organisation's members with every column, and only them", async () => {
    const answer = await world.actors.organization_admin.client.gql<{
      members: {
        items: { id: string; roleLabel: string; verified: boolean }[];
        itemsCount: number;
      };
    }>(membersQuery, {});
    expect(answer.errors).toBeUndefined();
    const ids = answer.data?.members.items.map((m) => m.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(world.actors.user.user.id);
    expect(ids).not.toContain(world.actors.other_org_admin.user.id);
    expect(answer.data?.members.itemsCount).toBe(2);
    const admin = answer.data?.members.items.find(
      (m) => m.id === world.actors.organization_admin.user.id,
    );
    expect(admin).toMatchObject({ roleLabel: "Administrator", verified: true });
  });

  it("filters by ids, emails and query; another organisation's ids match nothing", async () => {
    const client = world.actors.organization_admin.client;
    const byEmail = await client.gql<{ members: { itemsCount: number } }>(membersQuery, {
      filter: { emails: [world.actors.user.user.email.toUpperCase()] },
    });
    expect(byEmail.data?.members.itemsCount).toBe(1);
    const foreign = await client.gql<{ members: { itemsCount: number } }>(membersQuery, {
      filter: { ids: [world.actors.other_org_admin.user.id, "junk"] },
    });
    expect(foreign.data?.members.itemsCount).toBe(0);
    const query = await client.gql<{ members: { itemsCount: number } }>(membersQuery, {
      query: world.actors.user.user.lastName.slice(-8),
    });
    expect(query.data?.members.itemsCount).toBe(1);
  });

  it("fails without itemsCount in the selection", async () => {
    const answer = await world.actors.organization_admin.client.gql(`{ members { items { id } } }`);
    expect(answer.errors?.[0]?.message).toBe(messages.itemsCountRequired);
    const viaFragment = await world.actors.organization_admin.client.gql(
      `{ members { ...F } } fragment F on MemberConnection { itemsCount }`,
    );
    expect(viaFragment.errors).toBeUndefined();
  });

  it("is FORBIDDEN for members and UNAUTHENTICATED when signed out", async () => {
    const member = await world.actors.user.client.gql(membersQuery, {});
    expect(member.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await h.client().gql(membersQuery, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("updateMemberRole", () => {
  it("changes a role within allowedRoles and records it", async () => {
    const { user } = await world.member(world.customer.id, "user");
    const answer = await world.actors.organization_admin.client.gql<{ updateMemberRole: unknown }>(
      roleMutation,
      {
        userId: user.id,
        role: "organization_admin",
      },
    );
    expect(answer.data?.updateMemberRole).toMatchObject({
      member: { role: "organization_admin", roleLabel: "Administrator" },
    });
    const [row] = await h.database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(row).toMatchObject({
      action: "member.role_changed",
      actorId: world.actors.organization_admin.user.id,
      organizationId: world.customer.id,
      before: { role: "user" },
      after: { role: "organization_admin" },
    });
  });

  it("refuses an unknown role or one outside allowedRoles", async () => {
    for (const role of ["wizard", "tierwise_admin"]) {
      const answer = await world.actors.organization_admin.client.gql<{
        updateMemberRole: { __typename: string };
      }>(roleMutation, { userId: world.actors.user.user.id, role });
      expect(answer.data?.updateMemberRole.__typename).toBe("ValidationError");
    }
  });

  it("answers not found for another organisation's member", async () => {
    const answer = await world.actors.organization_admin.client.gql<{
      updateMemberRole: { __typename: string };
    }>(roleMutation, { userId: world.actors.other_org_admin.user.id, role: "user" });
    expect(answer.data?.updateMemberRole.__typename).toBe("NotFoundError");
  });
});

describe("deactivateMember", () => {
  it("ends the member's sessions at once; they cannot sign in until reactivated", async () => {
    const { user, client } = await world.member(world.customer.id, "user");
    const admin = world.actors.organization_admin.client;
    const answer = await admin.gql<{ deactivateMember: unknown }>(deactivate, { userId: user.id });
    expect(answer.data?.deactivateMember).toMatchObject({ member: { id: user.id, active: false } });
    expect(await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect((await client.gql(`{ me { id } }`)).data).toEqual({ me: null });
    const login = await h.client().gql<{ login: { __typename: string } }>(loginMutation, {
      input: { email: user.email, password: user.password },
    });
    expect(login.data?.login.__typename).toBe("LoginFailedError");
    const back = await admin.gql<{ reactivateMember: unknown }>(reactivate, { userId: user.id });
    expect(back.data?.reactivateMember).toMatchObject({ member: { active: true } });
    await h.signIn(user.email, user.password);
  });

  it("answers not found for another organisation's member", async () => {
    const answer = await world.actors.organization_admin.client.gql<{
      deactivateMember: { __typename: string };
    }>(deactivate, { userId: world.actors.other_org_admin.user.id });
    expect(answer.data?.deactivateMember.__typename).toBe("NotFoundError");
  });
});
