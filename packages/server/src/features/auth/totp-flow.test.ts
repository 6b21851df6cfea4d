import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/user.table.ts";
import {
  disableTotpMutation,
  enableTotpMutation,
  generateTotpSecretMutation,
  loginMutation,
  loginWithTotpMutation,
  type ResultShape,
  sessionQuery,
} from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { sessions } from "./session.table.ts";
import { hashToken } from "./session-token.ts";
import { totpCode } from "./totp.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Secret = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

async function member(settings = {}, overrides = {}) {
  const organization = await buildOrganization(h.database.db, { settings });
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "user" }],
    overrides,
  });
  return { organization, user };
}

async function login(client: TestClient, email: string, password: string) {
  const answer = await client.gql<{ login: ResultShape }>(loginMutation, {
    input: { email, password },
  });
  return answer.data?.login as ResultShape;
}

async function loginWithTotp(client: TestClient, code: string) {
  const answer = await client.gql<{ loginWithTotp: ResultShape }>(loginWithTotpMutation, {
    input: { code },
  });
  return { result: answer.data?.loginWithTotp as ResultShape, errors: answer.errors };
}

async function enableTotp(client: TestClient, code: string) {
  const answer = await client.gql<{ enableTotp: ResultShape }>(enableTotpMutation, {
    input: { code },
  });
  return answer.data?.enableTotp as ResultShape;
}

async function generateSecret(client: TestClient) {
  const answer = await client.gql<{ generateTotpSecret: Secret }>(generateTotpSecretMutation);
  return { secret: answer.data?.generateTotpSecret as Secret, errors: answer.errors };
}

/** A member who has set up TOTP from the account page; returns the secret. */
async function memberWithTotp() {
  const { user } = await member();
  const client = await h.signIn(user.email, user.password);
  const { secret } = await generateSecret(client);
  expect((await enableTotp(client, totpCode(secret.secret))).__typename).toBe("EnableTotpSuccess");
  return { user, secret: secret.secret };
}

describe("TOTP set up from the account page, then used to sign in", () => {
  it("generates a secret with an otpauth URL and a QR code", async () => {
    const { user } = await member();
    const client = await h.signIn(user.email, user.password);
    const { secret } = await generateSecret(client);
    expect(secret.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret.otpauthUrl).toContain(
      `otpauth://totp/Tierwise:${encodeURIComponent(user.email)}`,
    );
    expect(secret.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await h.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: secret.secret, totpEnabled: false });
  });

  it("enables TOTP with a right code and refuses wrong or malformed codes", async () => {
    const { user } = await member();
    const client = await h.signIn(user.email, user.password);
    const { secret } = await generateSecret(client);
    expect(await enableTotp(client, "000000")).toMatchObject({
      __typename: "InvalidCodeError",
      message: messages.incorrectCode,
    });
    expect(await enableTotp(client, "12ab56")).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "code", message: "Please provide a 6-digit number." }],
    });
    const enabled = await enableTotp(client, totpCode(secret.secret));
    expect(enabled.__typename).toBe("EnableTotpSuccess");
    expect(enabled.session.authenticated).toBe(true);
    const again = await generateSecret(client);
    expect(again.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("asks for the code after the password, accepts it once, and refuses it the second time", async () => {
    const { user, secret } = await memberWithTotp();
    // The code that enabled TOTP is spent, so sign in with the next time step's code (within
    // the one-step drift allowance).
    const client = h.client();
    expect(await login(client, user.email, user.password)).toMatchObject({
      __typename: "TotpRequiredError",
      setupRequired: false,
      message: messages.totpRequired,
    });
    const pending = await client.gql<{ session: ResultShape["session"] }>(sessionQuery);
    expect(pending.data?.session).toMatchObject({
      authenticated: false,
      stage: "TOTP_LOGIN",
      details: { email: user.email },
      organization: null,
      permissions: [],
    });
    const pendingCookie = client.cookie;
    const code = totpCode(secret, Date.now() + 30_000);
    const success = await loginWithTotp(client, code);
    expect(success.result.__typename).toBe("LoginSuccess");
    expect(success.result.session).toMatchObject({ authenticated: true, stage: "ACTIVE" });
    expect(client.cookie).not.toBe(pendingCookie);
    const oldRows = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(pendingCookie as string)));
    expect(oldRows).toHaveLength(0);

    const second = h.client();
    await login(second, user.email, user.password);
    expect((await loginWithTotp(second, code)).result.__typename).toBe("InvalidCodeError");
    expect((await loginWithTotp(second, "abcdef")).result).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "code", message: messages.sixDigitCode }],
    });
  });

  it("counts wrong codes toward the lockout and ends the half-signed-in session on lock", async () => {
    const { user } = await memberWithTotp();
    const client = h.client();
    await login(client, user.email, user.password);
    for (let i = 0; i < 4; i++) {
      expect((await loginWithTotp(client, "000000")).result.__typename).toBe("InvalidCodeError");
    }
    const locked = await loginWithTotp(client, "000000");
    expect(locked.result).toMatchObject({
      __typename: "AccountLockedError",
      message: messages.accountLocked,
    });
    expect(client.cookie).toBeNull();
    expect((await login(h.client(), user.email, user.password)).__typename).toBe(
      "AccountLockedError",
    );
  });

  it("is UNAUTHENTICATED without a pending session", async () => {
    const anonymous = await loginWithTotp(h.client(), "123456");
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const { user } = await member();
    const active = await h.signIn(user.email, user.password);
    expect((await loginWithTotp(active, "123456")).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("an organisation that requires TOTP", () => {
  it("forces setup after the password, then signs in once TOTP is enabled", async () => {
    const { organization, user } = await member({ featureFlags: { totpMFAEnabled: true } });
    const client = h.client();
    expect(await login(client, user.email, user.password)).toMatchObject({
      __typename: "TotpRequiredError",
      setupRequired: true,
    });
    const pending = await client.gql<{ session: ResultShape["session"] }>(sessionQuery);
    expect(pending.data?.session).toMatchObject({ authenticated: false, stage: "TOTP_SETUP" });
    const me = await client.gql(`{ me { id } }`);
    expect(me.data).toEqual({ me: null });

    const { secret } = await generateSecret(client);
    const enabled = await enableTotp(client, totpCode(secret.secret));
    expect(enabled.__typename).toBe("EnableTotpSuccess");
    expect(enabled.session).toMatchObject({
      authenticated: true,
      stage: "ACTIVE",
      organization: { id: organization.id, totpRequired: true },
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpEnabled: true, loginsCount: 1 });
  });

  it("refuses to turn TOTP off", async () => {
    const { user } = await member({ featureFlags: { totpMFAEnabled: true } });
    const client = h.client();
    await login(client, user.email, user.password);
    const { secret } = await generateSecret(client);
    await enableTotp(client, totpCode(secret.secret));
    const answer = await client.gql<{ disableTotp: ResultShape }>(disableTotpMutation, {
      input: { password: user.password },
    });
    expect(answer.data?.disableTotp).toMatchObject({
      __typename: "ForbiddenError",
      message: "Your organisation requires two-factor authentication.",
    });
  });
});

describe("disableTotp", () => {
  it("needs the password, then turns TOTP off", async () => {
    const { user, secret } = await memberWithTotp();
    const client = h.client();
    await login(client, user.email, user.password);
    await loginWithTotp(client, totpCode(secret, Date.now() + 30_000));
    const wrong = await client.gql<{ disableTotp: ResultShape }>(disableTotpMutation, {
      input: { password: "not the password" },
    });
    expect(wrong.data?.disableTotp.__typename).toBe("IncorrectPasswordError");
    const right = await client.gql<{ disableTotp: ResultShape }>(disableTotpMutation, {
      input: { password: user.password },
    });
    expect(right.data?.disableTotp).toMatchObject({
      __typename: "DisableTotpSuccess",
      user: { id: user.id, totpEnabled: false },
    });
    expect((await login(h.client(), user.email, user.password)).__typename).toBe("LoginSuccess");
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const answer = await h.client().gql(disableTotpMutation, { input: { password: "x" } });
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("SSO users", () => {
  it("cannot enable MFA", async () => {
    const { user } = await member({}, { ssoUser: true });
    const client = await h.signIn(user.email, user.password);
    expect(await enableTotp(client, "123456")).toMatchObject({
      __typename: "MfaNotAllowedError",
      message: "MFA cannot be enabled for SSO users.",
    });
    const secret = await generateSecret(client);
    expect(secret.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("generateTotpSecret", () => {
  it("is UNAUTHENTICATED when signed out", async () => {
    const answer = await generateSecret(h.client());
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
