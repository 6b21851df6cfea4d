import { messages } from "@tierwise/common/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { memberships } from "../../db/membership.table.ts";
import { buildWorld, errorFields } from "../../test/admin-test-support.ts";
import { sessionQuery } from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { oneTimeTokens } from "../auth/session.table.ts";
import { hashToken } from "../auth/session-token.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_URL: "https://portal.example.test" });
  world = await buildWorld(h, { userAccountLimit: 8 });
});
afterAll(() => h.close());

type Outcome = { __typename: string; email: string; message?: string };
const invite = `mutation($emails: [String!]!, $role: String, $jobTitle: String) {
  inviteMembers(emails: $emails, role: $role, jobTitle: $jobTitle) { ${errorFields}
    ... on LimitReachedError { limit }
    ... on InviteMembersSuccess { results { __typename ... on InviteSuccess { email } ... on InviteFailure { email message } } } }
}`;
const check = `query($email: String!) { inviteCheck(email: $email) { ${errorFields} ... on InviteCheck { status message } } }`;
const resend = `mutation($id: ID!) { resendInvite(id: $id) { ${errorFields} ... on ResendInviteSuccess { message } } }`;
const accept = `mutation($input: AcceptInvitationInput!) {
  acceptInvitation(input: $input) { ${errorFields} ... on ValidationError { fieldErrors { path message } }
    ... on AcceptInvitationSuccess { email signedIn session { authenticated organization { id } } } }
}`;

const admin = () => world.actors.organization_admin.client;

async function inviteAs(emails: string[], extra: Record<string, unknown> = {}) {
  const answer = await admin().gql<{
    inviteMembers: { __typename: string; limit?: number; results?: Outcome[] };
  }>(invite, {
    emails,
    ...extra,
  });
  return answer.data?.inviteMembers;
}

async function tokenFor(email: string) {
  const mail = (await h.outbox()).find((m) => m.to === email);
  const link = mail?.links[0] as string;
  expect(link).toMatch(
    /^https:\/\/portal\.example\.test\/accept-invitation\?token=[A-Za-z0-9_-]{43}$/,
  );
  return new URL(link).searchParams.get("token") as string;
}

describe("inviteMembers", () => {
  it("invites new people with the default role and reports bad and repeated addresses", async () => {
    const result = await inviteAs([
      "new1@x.test",
      "bad",
      "NEW1@x.test",
      world.actors.user.user.email,
    ]);
    expect(result?.results).toEqual([
      { __typename: "InviteSuccess", email: "new1@x.test" },
      { __typename: "InviteFailure", email: "bad", message: messages.notAValidEmail },
      { __typename: "InviteFailure", email: "new1@x.test", message: messages.alreadyInvited },
      {
        __typename: "InviteFailure",
        email: world.actors.user.user.email,
        message: messages.alreadyAccepted,
      },
    ]);
    const [token] = await h.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, "invitation"));
    expect(token?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const pending = await h.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, world.customer.id), eq(memberships.role, "user")));
    expect(pending.some((m) => m.acceptedAt === null && !m.active)).toBe(true);
  });

  it("answers the invite check with the spec's messages", async () => {
    const answers = [];
    const foreign = world.actors.other_org_admin.user.email;
    for (const email of ["new1@x.test", world.actors.user.user.email, "nobody@x.test", foreign]) {
      answers.push(
        (await admin().gql<{ inviteCheck: unknown }>(check, { email })).data?.inviteCheck,
      );
    }
    expect(answers).toEqual([
      { __typename: "InviteCheck", status: "ALREADY_INVITED", message: messages.alreadyInvited },
      { __typename: "InviteCheck", status: "ALREADY_ACCEPTED", message: messages.alreadyAccepted },
      { __typename: "InviteCheck", status: "NEW", message: "" },
      // Another organisation's member is a new invitee here: nothing about them leaks.
      { __typename: "InviteCheck", status: "NEW", message: "" },
    ]);
  });

  it("refuses a role outside allowedRoles and a job title outside the list", async () => {
    expect((await inviteAs(["r@x.test"], { role: "tierwise_admin" }))?.__typename).toBe(
      "ValidationError",
    );
    expect((await inviteAs(["r@x.test"], { jobTitle: "Wizard" }))?.__typename).toBe(
      "ValidationError",
    );
  });

  it("enforces userAccountLimit as a typed error carrying the limit", async () => {
    // 2 members + 1 pending; the limit is 8.
    const result = await inviteAs([
      "l1@x.test",
      "l2@x.test",
      "l3@x.test",
      "l4@x.test",
      "l5@x.test",
      "l6@x.test",
    ]);
    expect(result).toMatchObject({ __typename: "LimitReachedError", limit: 8 });
  });

  it("is FORBIDDEN for members", async () => {
    const answer = await world.actors.user.client.gql(invite, { emails: ["z@x.test"] });
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("acceptInvitation", () => {
  it("lets the invitee set name and password from the mailed link, signs them in, and works once", async () => {
    await inviteAs(["accept@x.test"]);
    const token = await tokenFor("accept@x.test");
    const client = h.client();
    const weak = await client.gql<{ acceptInvitation: { __typename: string } }>(accept, {
      input: { token, firstName: "Ada", lastName: "Byron", password: "short" },
    });
    expect(weak.data?.acceptInvitation.__typename).toBe("ValidationError");
    const ok = await client.gql<{ acceptInvitation: unknown }>(accept, {
      input: {
        token,
        firstName: "Ada",
        lastName: "Byron",
        password: "a long enough passphrase 77",
      },
    });
    expect(ok.data?.acceptInvitation).toMatchObject({
      email: "accept@x.test",
      signedIn: true,
      session: { authenticated: true, organization: { id: world.customer.id } },
    });
    const session = await client.gql<{ session: { authenticated: boolean } }>(sessionQuery);
    expect(session.data?.session.authenticated).toBe(true);
    await h.signIn("accept@x.test", "a long enough passphrase 77");
    const [accepted] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "invitation.accepted"));
    expect(accepted).toMatchObject({ organizationId: world.customer.id, targetType: "User" });
    expect(accepted?.actorId).toBe(accepted?.targetId);
    const again = await h.client().gql<{ acceptInvitation: unknown }>(accept, {
      input: {
        token,
        firstName: "Ada",
        lastName: "Byron",
        password: "a long enough passphrase 77",
      },
    });
    expect(again.data?.acceptInvitation).toEqual({
      __typename: "LinkExpiredError",
      message: messages.linkExpired,
    });
  });

  it("refuses an expired link", async () => {
    await inviteAs(["late@x.test"]);
    const token = await tokenFor("late@x.test");
    await h.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const answer = await h.client().gql<{ acceptInvitation: { __typename: string } }>(accept, {
      input: { token, firstName: "A", lastName: "B", password: "a long enough passphrase 77" },
    });
    expect(answer.data?.acceptInvitation.__typename).toBe("LinkExpiredError");
    expect(
      (
        await h
          .client()
          .gql<{ acceptInvitation: { __typename: string } }>(accept, { input: { token: "junk" } })
      ).data?.acceptInvitation.__typename,
    ).toBe("LinkExpiredError");
  });

  it("resends: a new link, the old one withdrawn, 'Invite resent'", async () => {
    await inviteAs(["again@x.test"]);
    const first = await tokenFor("again@x.test");
    const [user] = (await h.outbox()).filter((m) => m.to === "again@x.test");
    expect(user).toBeDefined();
    const member = await admin().gql<{ members: { items: { id: string }[] } }>(
      `{ members(filter: { emails: ["again@x.test"] }) { items { id } itemsCount } }`,
    );
    const id = member.data?.members.items[0]?.id;
    const answer = await admin().gql<{ resendInvite: unknown }>(resend, { id });
    expect(answer.data?.resendInvite).toEqual({
      __typename: "ResendInviteSuccess",
      message: messages.inviteResent,
    });
    const second = await tokenFor("again@x.test");
    expect(second).not.toBe(first);
    const old = await h.client().gql<{ acceptInvitation: { __typename: string } }>(accept, {
      input: {
        token: first,
        firstName: "A",
        lastName: "B",
        password: "a long enough passphrase 77",
      },
    });
    expect(old.data?.acceptInvitation.__typename).toBe("LinkExpiredError");
    const foreign = await admin().gql<{ resendInvite: { __typename: string } }>(resend, {
      id: world.actors.other_org_admin.user.id,
    });
    expect(foreign.data?.resendInvite.__typename).toBe("NotFoundError");
  });

  it("lets an existing user join without changing their password", async () => {
    const elsewhere = await buildOrganization(h.database.db);
    const existing = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: elsewhere.id, role: "user" }],
    });
    expect((await inviteAs([existing.email]))?.results?.[0]?.__typename).toBe("InviteSuccess");
    const token = await tokenFor(existing.email);
    const answer = await h
      .client()
      .gql<{ acceptInvitation: unknown }>(accept, { input: { token } });
    expect(answer.data?.acceptInvitation).toMatchObject({
      signedIn: true,
      session: { organization: { id: world.customer.id } },
    });
    await h.signIn(existing.email, existing.password);
  });
});

describe("seedOrganizationsDemo", () => {
  it("adds Acme's tags and pending invitations, and can run twice", async () => {
    const { seedFoundation } = await import("../../seed/seed.ts");
    const { seedOrganizationsDemo } = await import("./organizations.seed.ts");
    const { seedId } = await import("../../core/deterministic-id.ts");
    // The demo ids and addresses do not collide with the factories' random ones.
    await seedFoundation(h.database.db, h.config);
    await seedOrganizationsDemo(h.database.db, h.config);
    await seedOrganizationsDemo(h.database.db, h.config);
    const pending = await h.database.db
      .select()
      .from(memberships)
      .where(
        and(eq(memberships.organizationId, seedId("org:acme")), eq(memberships.active, false)),
      );
    expect(pending).toHaveLength(2);
  });
});
