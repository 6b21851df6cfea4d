import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { buildWorld } from "../../test/admin-test-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
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

const admin = () => world.actors.organization_admin.client;
const otherAdmin = () => world.actors.other_org_admin.client;
const createTag = `mutation($value: String!) { createTag(input: { value: $value }) {
  __typename ... on TagChangeSuccess { tag { id } } } }`;
const tagsQuery = "{ tags { items { value } } }";

describe("organisation service tokens", () => {
  it("act as a named service account, made by administrators only", async () => {
    const refused = await world.actors.user.client.gql<Any>(createToken, {
      input: {
        kind: "SERVICE",
        name: "ERP",
        scopes: ["write:tags"],
        expiresInDays: 30,
        serviceAccountName: "ERP sync",
      },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const missingName = await admin().gql<Any>(createToken, {
      input: { kind: "SERVICE", name: "ERP", scopes: ["write:tags"], expiresInDays: 30 },
    });
    expect(missingName.data.createApiToken.fieldErrors).toEqual([
      { path: "serviceAccountName", message: "Name the service account." },
    ]);

    const { id, secret } = await tokenFor(admin(), {
      kind: "SERVICE",
      scopes: ["write:tags"],
      serviceAccountName: "ERP sync",
      serviceAccountRole: "organization_admin",
    });
    const made = await api(secret, createTag, { value: "From the ERP" });
    expect(made.body.data.createTag.__typename).toBe("TagChangeSuccess");
    // The tag's audit entry names the service account, not the administrator who made the token.
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "tag.created"),
          eq(auditLog.targetId, made.body.data.createTag.tag.id),
        ),
      );
    expect(entry?.actorId).not.toBe(world.actors.organization_admin.user.id);
    // A second token of the same name acts as the same account.
    const second = await tokenFor(admin(), {
      kind: "SERVICE",
      scopes: ["read:tags"],
      serviceAccountName: "erp SYNC",
    });
    const listed = await admin().gql<Any>(listTokens, { kind: "SERVICE" });
    expect(listed.data.apiTokens.map((t: Any) => [t.id, t.serviceAccountName])).toEqual([
      [second.id, "ERP sync"],
      [id, "ERP sync"],
    ]);
    expect(
      (await api(second.secret, createTag, { value: "Read only" })).body.errors[0].extensions.code,
    ).toBe("FORBIDDEN");
    // Without a role named, a service account gets the organisation's default: a member's, so
    // even write:organization cannot make a team or a tag.
    const reader = await tokenFor(admin(), {
      kind: "SERVICE",
      scopes: ["write:organization", "write:tags"],
      serviceAccountName: "Reporting",
    });
    const team = await api(
      reader.secret,
      `mutation { createTeam(name: "ERP team") { __typename } }`,
    );
    expect(team.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const tag = await api(reader.secret, createTag, { value: "Not by a member" });
    expect(tag.body.errors[0].extensions.code).toBe("FORBIDDEN");
    // A role the organisation does not offer is refused.
    const provider = await admin().gql<Any>(createToken, {
      input: {
        kind: "SERVICE",
        name: "x",
        scopes: ["read:tags"],
        expiresInDays: 1,
        serviceAccountName: "Provider",
        serviceAccountRole: "tierwise_admin",
      },
    });
    expect(provider.data.createApiToken.fieldErrors).toEqual([
      { path: "serviceAccountRole", message: "This organisation does not offer that role." },
    ]);
  });

  it("never reach another organisation: its tags, its tokens, its service accounts", async () => {
    await otherAdmin().gql(createTag, { value: "Other organisation secret tag" });
    const theirs = await tokenFor(otherAdmin(), {
      kind: "SERVICE",
      scopes: ["read:tags"],
      serviceAccountName: "ERP sync",
    });
    const ours = await tokenFor(admin(), { scopes: ["write:tags"] });
    const seen = await api(ours.secret, tagsQuery);
    expect(JSON.stringify(seen.body)).not.toContain("Other organisation secret tag");
    // Their token is not found for our administrator, and is not in our lists.
    expect(
      (await admin().gql<Any>(revokeToken, { id: theirs.id })).data.revokeApiToken.__typename,
    ).toBe("NotFoundError");
    const ourServiceTokens = await admin().gql<Any>(listTokens, { kind: "SERVICE" });
    expect(ourServiceTokens.data.apiTokens.map((t: Any) => t.id)).not.toContain(theirs.id);
    // Their token still works, and sees their tag only.
    const theirView = await api(theirs.secret, tagsQuery);
    expect(theirView.body.data.tags.items).toEqual([{ value: "Other organisation secret tag" }]);
  });

  it("lets a member see and revoke only their own personal tokens", async () => {
    const mine = await tokenFor(world.actors.user.client, { scopes: ["read:tags"] });
    const adminsOwn = await admin().gql<Any>(listTokens, { kind: "PERSONAL" });
    expect(adminsOwn.data.apiTokens.map((t: Any) => t.id)).not.toContain(mine.id);
    expect(
      (await admin().gql<Any>(revokeToken, { id: mine.id })).data.revokeApiToken.__typename,
    ).toBe("NotFoundError");
    expect((await api(mine.secret, tagsQuery)).status).toBe(200);
  });

  it("refuses unknown scopes, an expiry past a year, and signed-out callers", async () => {
    const bad = await admin().gql<Any>(createToken, {
      input: { kind: "PERSONAL", name: "x", scopes: ["admin:everything"], expiresInDays: 400 },
    });
    expect(bad.data.createApiToken.__typename).toBe("ValidationError");
    expect(bad.data.createApiToken.fieldErrors.map((f: Any) => f.path).sort()).toEqual([
      "expiresInDays",
      "scopes.0",
    ]);
    const anonymous = await h.client().gql<Any>(listTokens, { kind: "PERSONAL" });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("the per-token request limit", () => {
  let limited: Harness;
  afterAll(() => limited?.close());

  it("answers 429 with Retry-After past the limit, with RateLimit headers, per token", async () => {
    limited = await createHarness({ API_TOKEN_REQUESTS_PER_MINUTE: "3" });
    const limitedWorld = await buildWorld(limited);
    const call = await listenForApiClients(limited);
    const first = await tokenFor(limitedWorld.actors.user.client, { scopes: ["read:tags"] });
    const second = await tokenFor(limitedWorld.actors.user.client, { scopes: ["read:tags"] });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call(first.secret, tagsQuery));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]?.headers.get("ratelimit-limit")).toBe("3");
    expect(answers[0]?.headers.get("ratelimit-remaining")).toBe("2");
    expect(Number(answers[0]?.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    const refused = answers[3];
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused?.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused?.body.error).toMatch(/Too many requests/);
    // Another token of the same person counts on its own.
    expect((await call(second.secret, tagsQuery)).status).toBe(200);
    // Browser sessions are not limited by it (REQUEST_LIMIT_PER_MINUTE is 0 in tests).
    for (let i = 0; i < 5; i += 1)
      expect((await limitedWorld.actors.user.client.gql<Any>(tagsQuery)).data.tags).toBeDefined();
  });
});
