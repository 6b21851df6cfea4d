import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { memberships } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { buildWorld } from "../../test/admin-test-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { apiTokens } from "./api-token.table.ts";
import { hashApiTokenSecret } from "./api-token-secret.ts";
import {
  type Any,
  createToken,
  listenForApiClients,
  listTokens,
  revokeToken,
  tokenFor,
} from "./api-token-test-support.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
let api: Awaited<ReturnType<typeof listenForApiClients>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
  api = await listenForApiClients(h);
});
afterAll(() => h.close());

const member = () => world.actors.user.client;
const admin = () => world.actors.organization_admin.client;
const tagsQuery = "{ tags { itemsCount items { value } } }";
const createTag = `mutation($value: String!) { createTag(input: { value: $value }) {
  __typename ... on TagChangeSuccess { tag { id } } } }`;
const auditOf = (tokenId: string) =>
  h.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "ApiToken"), eq(auditLog.targetId, tokenId)));

describe("API tokens over HTTP", () => {
  it("shows the secret once, keeps only its hash, and answers a bearer request as the owner", async () => {
    await admin().gql(createTag, { value: "Own organisation tag" });
    const { id, secret } = await tokenFor(member(), { scopes: ["read:tags"] });
    expect(secret).toMatch(/^tw_[A-Za-z0-9_-]{43}$/);
    const [row] = await h.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.tokenHash).toBe(hashApiTokenSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    // The list never carries the secret (the type has no such field) and shows the prefix only.
    const listed = await member().gql<Any>(listTokens, { kind: "PERSONAL" });
    expect(listed.data.apiTokens).toEqual([
      { id, name: "ERP sync", scopes: ["read:tags"], lastUsedAt: null, serviceAccountName: null },
    ]);

    const answer = await api(secret, tagsQuery);
    expect(answer.status).toBe(200);
    expect(answer.body.data.tags.items).toEqual([{ value: "Own organisation tag" }]);
    const [used] = await h.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["api_token.created"]);
  });

  it("ignores cookies when a bearer token is present and never sets one", async () => {
    const { secret } = await tokenFor(member(), { scopes: ["read:tags"] });
    // The admin's session cookie would allow createTag; the token (read:tags) does not.
    const withCookie = await api(
      secret,
      createTag,
      { value: "Via cookie" },
      {
        cookie: `tw_session=${admin().cookie}`,
      },
    );
    expect(withCookie.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(withCookie.headers.get("set-cookie")).toBeNull();
    const session = await api(
      secret,
      "{ session { authenticated } }",
      {},
      {
        cookie: `tw_session=${admin().cookie}`,
      },
    );
    // The session is never a token's (api-root-fields.ts), and the admin's cookie does not
    // bring it back.
    expect(session.body.data).toBeUndefined();
    expect(session.body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect(session.headers.get("set-cookie")).toBeNull();
  });

  it("refuses an action outside the token's scopes, in the policy, and allows it with the scope", async () => {
    const readOnly = await tokenFor(admin(), { scopes: ["read:tags"] });
    const refused = await api(readOnly.secret, createTag, { value: "Refused" });
    expect(refused.status).toBe(200);
    expect(refused.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const writer = await tokenFor(admin(), { scopes: ["write:tags"] });
    const allowed = await api(writer.secret, createTag, { value: "Allowed by scope" });
    expect(allowed.body.data.createTag.__typename).toBe("TagChangeSuccess");
    // write:tags includes reading them; another area does not.
    expect((await api(writer.secret, tagsQuery)).body.data.tags.itemsCount).toBeGreaterThan(0);
    const otherArea = await tokenFor(admin(), { scopes: ["read:alerts"] });
    expect((await api(otherArea.secret, tagsQuery)).body.errors[0].extensions.code).toBe(
      "FORBIDDEN",
    );
  });

  it("never gives a token more than its owner: a member's write:organization cannot make teams", async () => {
    const { secret } = await tokenFor(member(), { scopes: ["write:organization"] });
    const answer = await api(secret, `mutation { createTeam(name: "Token team") { __typename } }`);
    expect(answer.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const adminToken = await tokenFor(admin(), { scopes: ["write:organization"] });
    const allowed = await api(
      adminToken.secret,
      `mutation { createTeam(name: "Token team") { __typename } }`,
    );
    expect(allowed.body.data.createTeam.__typename).toBe("TeamChangeSuccess");
  });

  it("never lets a token change its owner's password or make more tokens", async () => {
    const { secret } = await tokenFor(member(), { scopes: ["write:organization"] });
    const password = await api(
      secret,
      `mutation { changePassword(input: { currentPassword: "x", newPassword: "a much longer new password 1" }) { __typename } }`,
    );
    expect(password.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const minted = await api(secret, createToken, {
      input: { kind: "PERSONAL", name: "Child", scopes: ["read:tags"], expiresInDays: 1 },
    });
    expect(minted.body.errors[0].extensions.code).toBe("FORBIDDEN");
  });

  it("answers a revoked, an expired and a made-up token with the same 401, and audits the known ones", async () => {
    const revoked = await tokenFor(member(), { scopes: ["read:tags"] });
    const revoke = await member().gql<Any>(revokeToken, { id: revoked.id });
    expect(revoke.data.revokeApiToken.__typename).toBe("RevokeApiTokenSuccess");
    const expired = await tokenFor(member(), { scopes: ["read:tags"] });
    await h.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    const madeUp = `tw_${"A".repeat(43)}`;
    const answers = await Promise.all(
      [revoked.secret, expired.secret, madeUp, "not-a-token"].map((secret) =>
        api(secret, tagsQuery),
      ),
    );
    // A stuck integration retrying a dead token is audited once a minute, not on every request.
    expect((await api(revoked.secret, tagsQuery)).status).toBe(401);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body.error).toMatch(/API token is not valid/);
    expect((await auditOf(revoked.id)).map((e) => e.action).sort()).toEqual([
      "api_token.created",
      "api_token.refused",
      "api_token.revoked",
    ]);
    const [refusedExpired] = (await auditOf(expired.id)).filter(
      (e) => e.action === "api_token.refused",
    );
    expect(refusedExpired).toMatchObject({
      organizationId: world.customer.id,
      after: { reason: "expired" },
    });
    // Revoked tokens leave the list; revoking again finds nothing.
    const listed = await member().gql<Any>(listTokens, { kind: "PERSONAL" });
    expect(listed.data.apiTokens.map((t: { id: string }) => t.id)).not.toContain(revoked.id);
    expect(
      (await member().gql<Any>(revokeToken, { id: revoked.id })).data.revokeApiToken.__typename,
    ).toBe("NotFoundError");
  });

  it("stops working when its owner is deactivated or leaves the organisation", async () => {
    const person = await world.member(world.customer.id, "user");
    const { secret } = await tokenFor(person.client, { scopes: ["read:tags"] });
    expect((await api(secret, tagsQuery)).status).toBe(200);
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, person.user.id));
    expect((await api(secret, tagsQuery)).status).toBe(401);

    const leaver = await world.member(world.customer.id, "user");
    const left = await tokenFor(leaver.client, { scopes: ["read:tags"] });
    await h.database.db
      .update(memberships)
      .set({ active: false })
      .where(eq(memberships.userId, leaver.user.id));
    expect((await api(left.secret, tagsQuery)).status).toBe(401);
  });
});

describe("API tokens on file routes", () => {
  it("act as the token's actor and ignore cookies there too", async () => {
    const download = async (headers: Record<string, string>) =>
      (
        await h.app.inject({
          method: "GET",
          url: "/export-companies-download/00000000-0000-4000-8000-000000000000/file",
          headers,
        })
      ).statusCode;
    const cookie = `tw_session=${admin().cookie}`;
    const { secret } = await tokenFor(admin(), { scopes: ["read:exports"] });
    expect(await download({ cookie })).toBe(404);
    expect(await download({ authorization: `Bearer ${secret}` })).toBe(404);
    expect(await download({ cookie, authorization: `Bearer tw_${"B".repeat(43)}` })).toBe(401);
    expect(await download({})).toBe(401);
  });
});

describe("other Authorization schemes", () => {
  it("are not ours: a proxy's Basic authentication leaves the request to its cookie", async () => {
    const basic = { authorization: "Basic dXNlcjpwYXNz", cookie: `tw_session=${admin().cookie}` };
    const answer = await api(null, "{ tags { itemsCount } }", {}, basic);
    expect(answer.status).toBe(200);
    expect(answer.body.data.tags.itemsCount).toBeGreaterThanOrEqual(0);
  });
});
