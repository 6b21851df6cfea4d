import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { loginMutation, type ResultShape, sessionQuery } from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { sessions } from "./session.table.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function login(email: string, password: string, client = h.client()) {
  const answer = await client.gql<{ login: ResultShape }>(loginMutation, {
    input: { email, password },
  });
  expect(answer.errors).toBeUndefined();
  return { result: answer.data?.login as ResultShape, client };
}

async function memberOfOneOrganization() {
  const organization = await buildOrganization(h.database.db);
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "user" }],
  });
  return { organization, user };
}

describe("login", () => {
  it("signs in, selects the only organisation and sets a session cookie", async () => {
    const { organization, user } = await memberOfOneOrganization();
    const { result, client } = await login(user.email.toUpperCase(), user.password);
    expect(result.__typename).toBe("LoginSuccess");
    expect(client.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.session).toMatchObject({
      authenticated: true,
      stage: "ACTIVE",
      authId: user.id,
      details: { email: user.email, name: `${user.firstName} ${user.lastName}` },
      organization: { id: organization.id },
      roles: ["user"],
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.loginsCount).toBe(1);
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("leaves the organisation unchosen for members of several, and for members of none", async () => {
    const a = await buildOrganization(h.database.db);
    const b = await buildOrganization(h.database.db);
    const several = await buildUser(h.database.db, h.config, {
      memberships: [
        { organizationId: a.id, role: "user" },
        { organizationId: b.id, role: "organization_admin" },
      ],
    });
    const { result } = await login(several.email, several.password);
    expect(result.session.organization).toBeNull();
    expect(result.session.roles).toEqual([]);
    expect(result.session.organizations.map((o: { id: string }) => o.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );

    const none = await buildUser(h.database.db, h.config);
    const alone = await login(none.email, none.password);
    expect(alone.result.__typename).toBe("LoginSuccess");
    expect(alone.result.session.organization).toBeNull();
  });

  it("counts down the remaining attempts, locks on the 5th failure and refuses the right password while locked", async () => {
    const { user } = await memberOfOneOrganization();
    for (const remaining of [4, 3, 2, 1]) {
      const { result } = await login(user.email, "wrong password!");
      expect(result).toMatchObject({
        __typename: "LoginFailedError",
        remainingAttempts: remaining,
        message: messages.loginFailed(remaining),
      });
    }
    expect(messages.loginFailed(4)).toContain("You have 4 remaining attempts");
    const locked = await login(user.email, "wrong password!");
    expect(locked.result).toMatchObject({
      __typename: "AccountLockedError",
      message:
        "Your account is now locked because of too many failed login attempts. Please try again in 5 minutes or contact your administrator to unlock your account.",
    });
    const lockedUntil = new Date(locked.result.lockedUntil as string).getTime();
    expect(lockedUntil - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(lockedUntil - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const rightPassword = await login(user.email, user.password);
    expect(rightPassword.result.__typename).toBe("AccountLockedError");
    expect(rightPassword.client.cookie).toBeNull();
  });

  it("restarts counting once the lock has run out", async () => {
    const { user } = await memberOfOneOrganization();
    await h.database.db
      .update(users)
      .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const wrong = await login(user.email, "wrong password!");
    expect(wrong.result).toMatchObject({ __typename: "LoginFailedError", remainingAttempts: 4 });
    const right = await login(user.email, user.password);
    expect(right.result.__typename).toBe("LoginSuccess");
  });

  it("resets the count after a good sign-in", async () => {
    const { user } = await memberOfOneOrganization();
    await login(user.email, "wrong password!");
    await login(user.email, "wrong password!");
    expect((await login(user.email, user.password)).result.__typename).toBe("LoginSuccess");
    const [row] = await h.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.failedLoginCount).toBe(0);
    const again = await login(user.email, "wrong password!");
    expect(again.result.remainingAttempts).toBe(4);
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    const { result, client } = await login("nobody-here@example.test", "whatever it is");
    expect(result).toMatchObject({
      __typename: "LoginFailedError",
      remainingAttempts: 4,
      message: messages.loginFailed(4),
    });
    expect(client.cookie).toBeNull();
  });

  it("refuses a deactivated user like a wrong password", async () => {
    const { user } = await memberOfOneOrganization();
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const { result, client } = await login(user.email, user.password);
    expect(result).toMatchObject({ __typename: "LoginFailedError", remainingAttempts: 4 });
    expect(client.cookie).toBeNull();
  });

  it("refuses a user whose every organisation is deactivated, without counting it", async () => {
    const { organization, user } = await memberOfOneOrganization();
    await h.database.db
      .update(organizations)
      .set({ active: false })
      .where(eq(organizations.id, organization.id));
    for (let i = 0; i < 2; i++) {
      const { result, client } = await login(user.email, user.password);
      expect(result).toMatchObject({ __typename: "LoginFailedError", remainingAttempts: 5 });
      expect(client.cookie).toBeNull();
    }
  });

  it("validates the input", async () => {
    const badEmail = await login("not-an-email", "x");
    expect(badEmail.result).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "email", message: messages.notAValidEmail }],
    });
    const longPassword = await login("someone@example.test", "a".repeat(257));
    expect(longPassword.result).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "password", message: "Must be 256 characters or less." }],
    });
  });

  it("replaces the session a signed-in browser already had", async () => {
    const { user } = await memberOfOneOrganization();
    const client = await h.signIn(user.email, user.password);
    const before = client.cookie;
    await login(user.email, user.password, client);
    expect(client.cookie).not.toBe(before);
    const rows = await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    const stale = await h.client(before).gql<{ session: ResultShape }>(sessionQuery);
    expect(stale.data?.session).toMatchObject({ authenticated: false, id: "anonymous-user" });
  });
});
