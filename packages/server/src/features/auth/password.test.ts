import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/user.table.ts";
import {
  acceptPasswordResetMutation,
  changePasswordMutation,
  loginMutation,
  type ResultShape,
  requestPasswordResetMutation,
  sessionQuery,
} from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { oneTimeTokens, sessions } from "./session.table.ts";
import { hashToken } from "./session-token.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_URL: "https://portal.example.test" });
});
afterAll(() => h.close());

const newPassword = "a much better passphrase 2026";

async function member() {
  const organization = await buildOrganization(h.database.db);
  return buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "user" }],
  });
}

async function changePassword(client: TestClient, input: Record<string, string>) {
  const answer = await client.gql<{ changePassword: ResultShape }>(changePasswordMutation, {
    input,
  });
  return { result: answer.data?.changePassword as ResultShape, errors: answer.errors };
}

async function requestReset(email: string) {
  const answer = await h
    .client()
    .gql<{ requestPasswordReset: ResultShape }>(requestPasswordResetMutation, { input: { email } });
  return answer.data?.requestPasswordReset as ResultShape;
}

async function acceptReset(token: string, password: string) {
  const answer = await h
    .client()
    .gql<{ acceptPasswordReset: ResultShape }>(acceptPasswordResetMutation, {
      input: { token, newPassword: password },
    });
  return answer.data?.acceptPasswordReset as ResultShape;
}

async function loginResult(email: string, password: string) {
  const answer = await h
    .client()
    .gql<{ login: ResultShape }>(loginMutation, { input: { email, password } });
  return answer.data?.login.__typename;
}

async function resetTokenFromOutbox(email: string) {
  const mail = (await h.outbox()).find((m) => m.to === email);
  expect(mail?.subject).toBe("Reset your Tierwise password");
  const link = mail?.links[0] as string;
  expect(link).toMatch(/^https:\/\/portal\.example\.test\/edit-password\?token=[A-Za-z0-9_-]{43}$/);
  expect(mail?.text).toContain(link);
  return new URL(link).searchParams.get("token") as string;
}

describe("changePassword", () => {
  it("changes the password and signs out every other session", async () => {
    const user = await member();
    const here = await h.signIn(user.email, user.password);
    const elsewhere = await h.signIn(user.email, user.password);
    const { result } = await changePassword(here, { currentPassword: user.password, newPassword });
    expect(result).toMatchObject({ __typename: "ChangePasswordSuccess", user: { id: user.id } });
    const hereSession = await here.gql<{ session: ResultShape["session"] }>(sessionQuery);
    expect(hereSession.data?.session.authenticated).toBe(true);
    const elsewhereSession = await elsewhere.gql<{ session: ResultShape["session"] }>(sessionQuery);
    expect(elsewhereSession.data?.session.authenticated).toBe(false);
    expect(await loginResult(user.email, user.password)).toBe("LoginFailedError");
    expect(await loginResult(user.email, newPassword)).toBe("LoginSuccess");
  });

  it("refuses a wrong current password", async () => {
    const user = await member();
    const client = await h.signIn(user.email, user.password);
    const { result } = await changePassword(client, {
      currentPassword: "not it at all",
      newPassword,
    });
    expect(result).toMatchObject({
      __typename: "IncorrectPasswordError",
      message: "The current password is incorrect.",
    });
  });

  it("refuses breached, too long and too short new passwords with the spec wording", async () => {
    const user = await member();
    const client = await h.signIn(user.email, user.password);
    const cases: [string, string][] = [
      ["password", "The password has appeared in 9545824 data breaches; do not use it."],
      ["Sunshine123", messages.breachedPassword(null)],
      ["a".repeat(257), "Must be 256 characters or less."],
      ["short", messages.tooShort(8)],
    ];
    for (const [candidate, message] of cases) {
      const { result } = await changePassword(client, {
        currentPassword: user.password,
        newPassword: candidate,
      });
      expect(result).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ path: "newPassword", message }],
      });
    }
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const { errors } = await changePassword(h.client(), { currentPassword: "x", newPassword });
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("password reset", () => {
  it("mails a one-hour link, accepts a new password once, and unlocks the account", async () => {
    const user = await member();
    const signedIn = await h.signIn(user.email, user.password);
    await h.database.db
      .update(users)
      .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.id, user.id));

    expect(await requestReset(user.email.toUpperCase())).toEqual({
      __typename: "RequestPasswordResetSuccess",
      message: messages.resetLinkSent,
    });
    const token = await resetTokenFromOutbox(user.email);
    const [stored] = await h.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    expect(await acceptReset(token, "password1")).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "newPassword", message: messages.breachedPassword(2418984) }],
    });
    expect(await acceptReset(token, newPassword)).toEqual({
      __typename: "AcceptPasswordResetSuccess",
      email: user.email,
    });
    const before = await signedIn.gql<{ session: ResultShape["session"] }>(sessionQuery);
    expect(before.data?.session.authenticated).toBe(false);
    expect(
      await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
    expect(await loginResult(user.email, newPassword)).toBe("LoginSuccess");

    expect(await acceptReset(token, "yet another passphrase 77")).toEqual({
      __typename: "LinkExpiredError",
      message: "Your link has expired or is invalid.",
    });
  });

  it("answers the same for unknown addresses and sends nothing", async () => {
    const before = (await h.outbox()).length;
    expect(await requestReset("no-such-person@example.test")).toEqual({
      __typename: "RequestPasswordResetSuccess",
      message: messages.resetLinkSent,
    });
    expect((await h.outbox()).length).toBe(before);
  });

  it("refuses an expired link", async () => {
    const user = await member();
    await requestReset(user.email);
    const token = await resetTokenFromOutbox(user.email);
    await h.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await acceptReset(token, newPassword)).__typename).toBe("LinkExpiredError");
  });

  it("withdraws older links when a new one is requested", async () => {
    const user = await member();
    await requestReset(user.email);
    const first = await resetTokenFromOutbox(user.email);
    await requestReset(user.email);
    const second = await resetTokenFromOutbox(user.email);
    expect(second).not.toBe(first);
    expect((await acceptReset(first, newPassword)).__typename).toBe("LinkExpiredError");
    expect((await acceptReset(second, newPassword)).__typename).toBe("AcceptPasswordResetSuccess");
  });

  it("refuses garbage tokens and validates the address", async () => {
    expect((await acceptReset("garbage", newPassword)).__typename).toBe("LinkExpiredError");
    expect((await acceptReset("x".repeat(43), newPassword)).__typename).toBe("LinkExpiredError");
    expect(await requestReset("not an address")).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "email", message: messages.notAValidEmail }],
    });
  });

  it("sends no link to deactivated or SSO users", async () => {
    const before = (await h.outbox()).length;
    const inactive = await buildUser(h.database.db, h.config, { overrides: { active: false } });
    const sso = await buildUser(h.database.db, h.config, { overrides: { ssoUser: true } });
    await requestReset(inactive.email);
    await requestReset(sso.email);
    expect((await h.outbox()).length).toBe(before);
  });
});
