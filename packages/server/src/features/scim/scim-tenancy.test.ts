import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, sessions } from "../../db/schema.ts";
import { buildWorld } from "../../test/admin-test-support.ts";
import { sessionQuery, setCurrentOrganizationMutation } from "../../test/auth-operations.ts";
import { buildUser, defaultTestPassword } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createToken, tokenFor } from "../api-tokens/api-token-test-support.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import {
  type Any,
  patch,
  rfcUser,
  type ScimClient,
  scimClient,
  scimTokenFor,
} from "./scim-test-support.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
let scim: ScimClient;
let theirs: ScimClient;
beforeAll(async () => {
  // Session lookups are remembered for a minute here, as a busy server would: a deactivation
  // must still sign the person out on their very next request.
  h = await createHarness({ SESSION_CACHE_MS: "60000" });
  world = await buildWorld(h);
  scim = scimClient(h, await scimTokenFor(world.actors.organization_admin.client));
  theirs = scimClient(h, await scimTokenFor(world.actors.other_org_admin.client));
});
afterAll(() => h.close());

const admin = () => world.actors.organization_admin.client;
const signedIn = async (client: Any) =>
  ((await client.gql(sessionQuery)).data as Any).session.authenticated;

describe("SCIM tokens and tenancy", () => {
  it("answers only a service token with the scim scope, in SCIM's error format", async () => {
    const error = { schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"], status: "401" };
    const anonymous = await scimClient(h, null)("GET", "/Users");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject(error);
    expect(anonymous.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect((await scimClient(h, "tw_not-a-token")("GET", "/Users")).body).toMatchObject(error);
    // A browser session is no way in: cookies are never read here.
    const withCookie = await h.app.inject({
      method: "GET",
      url: "/scim/v2/Users",
      headers: { cookie: `${sessionCookieName}=${admin().cookie}` },
    });
    expect(withCookie.statusCode).toBe(401);

    const unscoped = await tokenFor(admin(), {
      kind: "SERVICE",
      scopes: ["write:organization"],
      serviceAccountName: "Directory",
      serviceAccountRole: "organization_admin",
    });
    expect((await scimClient(h, unscoped.secret)("GET", "/Users")).body).toMatchObject(error);
    // A personal token cannot be given the scope, and one that somehow holds it is refused.
    const personal = await admin().gql<Any>(createToken, {
      input: { kind: "PERSONAL", name: "Mine", scopes: ["scim"], expiresInDays: 30 },
    });
    expect(personal.data.createApiToken.fieldErrors).toEqual([
      { path: "scopes", message: "Only organisation service tokens can carry the scim scope." },
    ]);
    const mine = await tokenFor(admin(), { scopes: ["read:organization"] });
    await h.database.db
      .update(apiTokens)
      .set({ scopes: ["scim"] })
      .where(eq(apiTokens.id, mine.id));
    expect((await scimClient(h, mine.secret)("GET", "/Users")).body).toMatchObject(error);
    // A service account with a member's role may not manage members: 403, saying why.
    const member = await tokenFor(admin(), {
      kind: "SERVICE",
      scopes: ["scim"],
      serviceAccountName: "Weak directory",
    });
    const weak = await scimClient(h, member.secret)("GET", "/Users");
    expect(weak.status).toBe(403);
    expect(weak.body.detail).toMatch(/administrator role/);
  });

  it("describes itself (RFC 7643 §5-7)", async () => {
    const config = await scim("GET", "/ServiceProviderConfig");
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = await scim("GET", "/ResourceTypes");
    expect(types.body.Resources.map((type: Any) => type.endpoint)).toEqual(["/Users", "/Groups"]);
    const schemas = await scim("GET", "/Schemas");
    expect(schemas.body.totalResults).toBe(2);
    expect((await scim("GET", "/Nothing")).body).toMatchObject({ status: "404" });
  });

  it("never shows or changes another organisation's users and groups", async () => {
    const ours = (await scim("POST", "/Users", rfcUser("ours@example.com"))).body;
    const group = (
      await scim("POST", "/Groups", { displayName: "Ours", members: [{ value: ours.id }] })
    ).body;
    const listed = await theirs("GET", "/Users");
    expect(JSON.stringify(listed.body)).not.toContain("ours@example.com");
    expect((await theirs("GET", "/Groups")).body.totalResults).toBe(0);
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const [method, path, body] of [
      ["GET", `/Users/${ours.id}`],
      ["PATCH", `/Users/${ours.id}`, patch({ op: "replace", path: "active", value: false })],
      ["PUT", `/Users/${ours.id}`, rfcUser("ours@example.com")],
      ["DELETE", `/Users/${ours.id}`],
    ] as const) {
      const hidden = await theirs(method, path, body);
      const missing = await theirs(method, path.replace(ours.id, unknown), body);
      expect(hidden.status, `${method} ${path}`).toBe(404);
      expect(hidden.body).toEqual(missing.body);
    }
    for (const method of ["GET", "DELETE"]) {
      const hidden = await theirs(method, `/Groups/${group.id}`);
      expect(hidden.body).toEqual((await theirs(method, `/Groups/${unknown}`)).body);
    }
    expect((await scim("GET", `/Users/${ours.id}`)).body.active).toBe(true);
    expect((await scim("GET", `/Groups/${group.id}`)).body.members).toHaveLength(1);
  });

  it("deactivation ends the person's sessions in this organisation at once", async () => {
    const person = await buildUser(h.database.db, h.config, {
      memberships: [
        { organizationId: world.customer.id, role: "user" },
        { organizationId: world.other.id, role: "user" },
      ],
    });
    const here = await h.signIn(person.email, defaultTestPassword);
    const choose = (client: Any, organizationId: string) =>
      client.gql(setCurrentOrganizationMutation, { input: { organizationId } });
    await choose(here, world.customer.id);
    const there = await h.signIn(person.email, defaultTestPassword);
    await choose(there, world.other.id);
    expect(await signedIn(here)).toBe(true);

    const entra = { Operations: [{ op: "Replace", path: "active", value: "False" }] };
    const answer = await scim("PATCH", `/Users/${person.id}`, entra);
    expect(answer.body.active).toBe(false);
    expect(await signedIn(here)).toBe(false);
    // Their other organisation is not this provider's to end.
    expect(await signedIn(there)).toBe(true);
    const left = await h.database.db
      .select({ organizationId: sessions.organizationId })
      .from(sessions)
      .where(eq(sessions.userId, person.id));
    expect(left).toEqual([{ organizationId: world.other.id }]);
    // Nor can they come back into this organisation by signing in again.
    const again = await h.signIn(person.email, defaultTestPassword);
    const chosen = await choose(again, world.customer.id);
    expect(chosen.data?.setCurrentOrganization?.__typename).not.toBe(
      "SetCurrentOrganizationSuccess",
    );
  });
});
