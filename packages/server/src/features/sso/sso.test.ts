import { randomBytes } from "node:crypto";
import { messages } from "@tierwise/common/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { memberships } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { generateTotpSecretMutation, sessionQuery } from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { signInAtProvider, startOidcProvider } from "../../test/oidc-test-provider.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import { ssoStateCookieName } from "./sso-flow.service.ts";

/**
 * Single sign-on end to end against a real OpenID provider (oidc-provider on a loopback port,
 * with its development login and consent pages driven by plain fetch calls).
 */

const clientId = "tierwise-test";
const clientSecret = randomBytes(24).toString("base64url");
const publicUrl = "http://localhost:3999";

let h: Harness;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let issuer: string;
let manager: TestClient;

beforeAll(async () => {
  h = await createHarness({ PUBLIC_URL: publicUrl });
  oidc = await startOidcProvider(0, `${publicUrl}/sso/callback`, {
    id: clientId,
    secret: clientSecret,
  });
  issuer = oidc.issuer;

  const providerOrganization = await buildOrganization(h.database.db, {
    type: "provider",
    settings: { allowedRoles: ["tierwise_admin", "organization_admin", "user"] },
  });
  const managerUser = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: providerOrganization.id, role: "tierwise_admin" }],
  });
  manager = await h.signIn(managerUser.email, managerUser.password);
});

afterAll(async () => {
  await oidc.close();
  await h.close();
});

const upsertMutation = `mutation($input: UpsertSsoConnectionInput!) {
  upsertSsoConnection(input: $input) {
    __typename ... on Error { message }
    ... on ValidationError { fieldErrors { path message } }
    ... on UpsertSsoConnectionSuccess { connection { id issuer clientId clientSecretSet emailDomains enabled jitProvisioning redirectUri } }
  }
}`;

const startMutation = `mutation($input: StartSsoInput!) {
  startSso(input: $input) {
    __typename ... on Error { message } ... on StartSsoSuccess { redirectUrl }
  }
}`;

/** An SSO-enabled organisation with its own domain and a connection to the test provider. */
async function ssoOrganization(options: { jitProvisioning?: boolean; ssoEnabled?: boolean } = {}) {
  const domain = `sso-${randomBytes(4).toString("hex")}.test`;
  const organization = await buildOrganization(h.database.db, {
    ssoEnabled: options.ssoEnabled ?? true,
    settings: {
      allowedRoles: ["organization_admin", "user"],
      defaultRole: "organization_admin",
    },
  });
  const answer = await manager.gql<{ upsertSsoConnection: Record<string, unknown> }>(
    upsertMutation,
    {
      input: {
        organizationId: organization.id,
        issuer,
        clientId,
        clientSecret,
        emailDomains: [`@${domain.toUpperCase()}`],
        enabled: true,
        jitProvisioning: options.jitProvisioning,
      },
    },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.upsertSsoConnection).toMatchObject({
    __typename: "UpsertSsoConnectionSuccess",
    connection: { emailDomains: [domain], clientSecretSet: true, enabled: true },
  });
  return { organization, domain };
}

async function startSso(email: string, next?: string) {
  const response = await h.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ query: startMutation, variables: { input: { email, next } } }),
  });
  const body = response.json() as {
    data?: { startSso: { __typename: string; message?: string; redirectUrl?: string } };
  };
  return {
    result: body.data?.startSso,
    stateCookie: response.cookies.find((c) => c.name === ssoStateCookieName),
  };
}

async function callback(callbackUrl: URL, stateCookie: string | undefined) {
  const response = await h.app.inject({
    method: "GET",
    url: `/sso/callback${callbackUrl.search}`,
    headers: stateCookie ? { cookie: `${ssoStateCookieName}=${stateCookie}` } : {},
  });
  expect(response.statusCode).toBe(303);
  const session = response.cookies.find((c) => c.name === sessionCookieName);
  return { location: response.headers.location, session, response };
}

/** The whole round trip: startSso, the provider's pages, our callback. */
async function signInWithSso(email: string, next?: string) {
  const { result, stateCookie } = await startSso(email, next);
  expect(result?.__typename).toBe("StartSsoSuccess");
  const callbackUrl = await signInAtProvider(result?.redirectUrl ?? "", email, publicUrl);
  return callback(callbackUrl, stateCookie?.value);
}

async function sessionOf(token: string | undefined) {
  const answer = await h.client(token ?? null).gql<{
    session: { authenticated: boolean; roles: string[]; organization: { id: string } | null };
  }>(sessionQuery);
  return answer.data?.session;
}

describe("startSso", () => {
  it("answers 'Incorrect email' for a domain without an SSO connection", async () => {
    const { result, stateCookie } = await startSso("someone@no-sso-here.test");
    expect(result).toEqual({
      __typename: "IncorrectSsoEmailError",
      message: messages.incorrectEmailSso,
    });
    expect(result?.message).toBe("Incorrect email");
    expect(stateCookie).toBeUndefined();
  });

  it("answers 'Incorrect email' when the organisation has SSO turned off", async () => {
    const { domain } = await ssoOrganization({ ssoEnabled: false });
    const { result } = await startSso(`a@${domain}`);
    expect(result?.__typename).toBe("IncorrectSsoEmailError");
  });

  it("answers the provider's authorization URL with PKCE, state and nonce", async () => {
    const { domain } = await ssoOrganization();
    const { result, stateCookie } = await startSso(`a@${domain}`);
    const url = new URL(result?.redirectUrl ?? "");
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get("client_id")).toBe(clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${publicUrl}/sso/callback`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("state")).toBe(stateCookie?.value);
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/sso" });
  });
});

describe("SSO sign-in", () => {
  it("creates an unknown user just in time with the organisation's default role", async () => {
    const { organization, domain } = await ssoOrganization();
    const email = `new.person@${domain}`;
    const { location, session } = await signInWithSso(email, "/portfolios?x=1");
    expect(location).toBe(`/complete-sso?next=${encodeURIComponent("/portfolios?x=1")}`);
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await sessionOf(session?.value)).toMatchObject({
      authenticated: true,
      roles: ["organization_admin"],
      organization: { id: organization.id },
    });
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      ssoUser: true,
      verified: true,
      passwordHash: null,
      firstName: "Sso",
      lastName: "Person",
      loginsCount: 1,
    });
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, organization.id), eq(auditLog.targetId, user?.id ?? "")),
      );
    expect(audit.map((row) => row.action)).toEqual(["member.sso_provisioned"]);
  });

  it("signs an existing member in with their own role; an unsafe next goes home", async () => {
    const { organization, domain } = await ssoOrganization();
    const member = await buildUser(h.database.db, h.config, {
      email: `member@${domain}`,
      memberships: [{ organizationId: organization.id, role: "user" }],
    });
    const { location, session } = await signInWithSso(member.email, "//evil.test/x");
    expect(location).toBe(`/complete-sso?next=${encodeURIComponent("/")}`);
    expect(await sessionOf(session?.value)).toMatchObject({
      authenticated: true,
      roles: ["user"],
      organization: { id: organization.id },
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.loginsCount).toBe(1);
    expect(row?.ssoUser).toBe(false);
  });

  it("refuses a deactivated member: Unauthorized user", async () => {
    const { organization, domain } = await ssoOrganization();
    const member = await buildUser(h.database.db, h.config, {
      email: `gone@${domain}`,
      memberships: [{ organizationId: organization.id, role: "user", active: false }],
    });
    const { location, session } = await signInWithSso(member.email);
    expect(location).toBe("/login-sso?error=unauthorized");
    expect(session).toBeUndefined();
    const [membership] = await h.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, member.id));
    expect(membership?.active).toBe(false);
  });

  it("refuses a deactivated user account", async () => {
    const { domain } = await ssoOrganization();
    const user = await buildUser(h.database.db, h.config, {
      email: `off@${domain}`,
      overrides: { active: false },
    });
    const { location, session } = await signInWithSso(user.email);
    expect(location).toBe("/login-sso?error=unauthorized");
    expect(session).toBeUndefined();
  });

  it("refuses unknown users when just-in-time creation is off", async () => {
    const { domain } = await ssoOrganization({ jitProvisioning: false });
    const email = `stranger@${domain}`;
    const { location, session } = await signInWithSso(email);
    expect(location).toBe("/login-sso?error=unauthorized");
    expect(session).toBeUndefined();
    expect(await h.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("does not let an SSO user enable MFA", async () => {
    const { domain } = await ssoOrganization();
    const { session } = await signInWithSso(`mfa@${domain}`);
    const answer = await h.client(session?.value ?? null).gql(generateTotpSecretMutation);
    expect(answer.errors?.[0]?.message).toBe(messages.mfaNotForSso);
    expect(answer.errors?.[0]?.message).toBe("MFA cannot be enabled for SSO users.");
  });

  it("refuses a callback whose state is not this browser's, and a replayed callback", async () => {
    const { domain } = await ssoOrganization();
    const email = `state@${domain}`;
    const first = await startSso(email);
    const second = await startSso(email);
    const callbackUrl = await signInAtProvider(first.result?.redirectUrl ?? "", email, publicUrl);

    const otherBrowser = await callback(callbackUrl, second.stateCookie?.value);
    expect(otherBrowser.location).toBe("/login-sso?error=failed");
    expect(otherBrowser.session).toBeUndefined();
    const noCookie = await callback(callbackUrl, undefined);
    expect(noCookie.location).toBe("/login-sso?error=failed");

    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", "forged");
    const forged = await callback(tampered, "forged");
    expect(forged.location).toBe("/login-sso?error=failed");

    const good = await callback(callbackUrl, first.stateCookie?.value);
    expect(good.location).toBe("/complete-sso?next=%2F");
    expect(good.session?.value).toBeTruthy();
    const replay = await callback(callbackUrl, first.stateCookie?.value);
    expect(replay.location).toBe("/login-sso?error=failed");
    expect(replay.session).toBeUndefined();
  });
});

describe("SSO connection administration", () => {
  it("is for provider managers only and never returns the secret", async () => {
    const { organization } = await ssoOrganization();
    const admin = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: organization.id, role: "organization_admin" }],
    });
    const adminClient = await h.signIn(admin.email, admin.password);
    const query = `query($id: ID!) { ssoConnection(organizationId: $id) {
      __typename ... on SsoConnection { issuer clientId clientSecretSet } ... on Error { message } } }`;
    const refused = await adminClient.gql(query, { id: organization.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const allowed = await manager.gql<{ ssoConnection: Record<string, unknown> }>(query, {
      id: organization.id,
    });
    expect(allowed.data?.ssoConnection).toEqual({
      __typename: "SsoConnection",
      issuer,
      clientId,
      clientSecretSet: true,
    });
    expect(JSON.stringify(allowed)).not.toContain(clientSecret);

    const refusedWrite = await adminClient.gql(upsertMutation, {
      input: {
        organizationId: organization.id,
        issuer,
        clientId,
        emailDomains: [],
        enabled: false,
      },
    });
    expect(refusedWrite.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("rejects a bad issuer, a bad domain and a domain another organisation uses", async () => {
    const { domain } = await ssoOrganization();
    const organization = await buildOrganization(h.database.db, { ssoEnabled: true });
    const answer = async (input: Record<string, unknown>) =>
      (
        await manager.gql<{ upsertSsoConnection: Record<string, unknown> }>(upsertMutation, {
          input: {
            organizationId: organization.id,
            issuer,
            clientId,
            clientSecret: "x",
            emailDomains: [],
            enabled: true,
            ...input,
          },
        })
      ).data?.upsertSsoConnection;
    expect(await answer({ issuer: "http://idp.example.com" })).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "issuer" }],
    });
    expect(await answer({ emailDomains: ["not a domain"] })).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "emailDomains.0", message: "Not a valid domain" }],
    });
    expect(await answer({ emailDomains: [domain] })).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "emailDomains" }],
    });
    // Keeping the stored secret when the update leaves it out.
    expect(await answer({ emailDomains: [`own-${domain}`] })).toMatchObject({
      __typename: "UpsertSsoConnectionSuccess",
    });
    expect(await answer({ clientSecret: undefined, enabled: false })).toMatchObject({
      __typename: "UpsertSsoConnectionSuccess",
      connection: { clientSecretSet: true, enabled: false, emailDomains: [] },
    });
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, organization.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "sso_connection.created",
      "sso_connection.updated",
    ]);
    expect(JSON.stringify(audit)).not.toContain('"x"');
  });
});
