import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { memberships } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { buildWorld } from "../../test/admin-test-support.ts";
import { buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  type Any,
  patch,
  rfcUser,
  type ScimClient,
  scimClient,
  scimTokenFor,
  userSchema,
} from "./scim-test-support.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
let scim: ScimClient;
let secret: string;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
  secret = await scimTokenFor(world.actors.organization_admin.client);
  scim = scimClient(h, secret);
});
afterAll(() => h.close());

const create = async (userName: string, externalId?: string) => {
  const answer = await scim("POST", "/Users", rfcUser(userName, externalId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const auditActions = async (targetId: string) =>
  (await h.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map(
    (entry) => entry.action,
  );

describe("SCIM Users", () => {
  it("creates a member from RFC 7644 §3.3's example, with Location, ETag and meta", async () => {
    const answer = await scim("POST", "/Users", rfcUser("Bjensen@Example.com"));
    expect(answer.status).toBe(201);
    expect(answer.headers["content-type"]).toMatch(/^application\/scim\+json/);
    const user = answer.body;
    expect(user).toMatchObject({
      schemas: [userSchema],
      userName: "bjensen@example.com",
      externalId: "bjensen",
      name: { givenName: "Barbara", familyName: "Jensen" },
      emails: [{ value: "bjensen@example.com", type: "work", primary: true }],
      active: true,
      meta: { resourceType: "User", location: `${h.config.publicUrl}/scim/v2/Users/${user.id}` },
    });
    expect(answer.headers.location).toBe(user.meta.location);
    expect(answer.headers.etag).toBe(user.meta.version);
    expect(Date.parse(user.meta.created)).not.toBeNaN();
    // A member of the token's organisation, with its default role and no password.
    const [membership] = await h.database.db
      .select({ role: memberships.role, passwordHash: users.passwordHash })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(eq(memberships.userId, user.id), eq(memberships.organizationId, world.customer.id)),
      );
    expect(membership).toEqual({ role: "user", passwordHash: null });
    expect(await auditActions(user.id)).toContain("scim.user_created");

    const again = await scim("GET", `/Users/${user.id}`);
    expect(again.body).toEqual(user);
    const duplicate = await scim("POST", "/Users", rfcUser("BJENSEN@example.com"));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ status: "409", scimType: "uniqueness" });
  });

  it("gives a person of another organisation a membership here, not a second account", async () => {
    const other = world.actors.other_org_admin.user;
    const answer = await create(other.email, "other-1");
    expect(answer.id).toBe(other.id);
    // Their name is theirs (they belong elsewhere too): this organisation's provider cannot change it.
    expect(answer.name.familyName).toBe(other.lastName);
    const rename = await scim(
      "PATCH",
      `/Users/${other.id}`,
      patch({ op: "replace", path: "userName", value: "taken@evil.test" }),
    );
    expect(rename.status).toBe(400);
    expect(rename.body.scimType).toBe("mutability");
  });

  it("filters by userName (case-insensitive), externalId and emails.value, and pages", async () => {
    const made = [];
    for (const n of [1, 2, 3]) made.push(await create(`page-${n}@example.com`, `page-${n}`));
    const byName = await scim(
      "GET",
      `/Users?filter=${encodeURIComponent('userName eq "PAGE-2@example.com"')}`,
    );
    expect(byName.body).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
      totalResults: 1,
      itemsPerPage: 1,
      startIndex: 1,
    });
    expect(byName.body.Resources[0].id).toBe(made[1].id);
    const both = `externalId eq "page-3" and emails.value eq "page-3@example.com"`;
    const byExternal = await scim("GET", `/Users?filter=${encodeURIComponent(both)}`);
    expect(byExternal.body.Resources.map((u: Any) => u.id)).toEqual([made[2].id]);
    const none = await scim(
      "GET",
      `/Users?filter=${encodeURIComponent('userName eq "nobody@example.com"')}`,
    );
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    const all = await scim("GET", "/Users");
    const total = all.body.totalResults;
    // The organisation's people, never the token's own service account.
    expect(all.body.Resources.map((u: Any) => u.userName)).not.toContainEqual(
      expect.stringContaining("service-accounts.invalid"),
    );
    const second = await scim("GET", "/Users?startIndex=2&count=2");
    expect(second.body).toMatchObject({ totalResults: total, itemsPerPage: 2, startIndex: 2 });
    expect(second.body.Resources.map((u: Any) => u.id)).toEqual(
      all.body.Resources.slice(1, 3).map((u: Any) => u.id),
    );
    const counted = await scim("GET", "/Users?count=0");
    expect(counted.body).toMatchObject({ totalResults: total, itemsPerPage: 0, Resources: [] });

    for (const filter of [
      'userName co "page"',
      'name.givenName eq "Barbara"',
      'userName eq "a" or userName eq "b"',
      "userName eq",
    ]) {
      const refused = await scim("GET", `/Users?filter=${encodeURIComponent(filter)}`);
      expect(refused.status, filter).toBe(400);
      expect(refused.body.scimType, filter).toBe("invalidFilter");
    }
  });

  it("applies PATCH as RFC 7644 §3.5.2, Entra ID and Okta send it", async () => {
    const user = await create("patch-me@example.com", "patch-1");
    const path = `/Users/${user.id}`;
    const given = await scim(
      "PATCH",
      path,
      patch({ op: "replace", path: "name.givenName", value: "Babs" }),
    );
    expect(given.status).toBe(200);
    expect(given.body.name).toMatchObject({ givenName: "Babs", familyName: "Jensen" });
    expect(given.body.meta.version).not.toBe(user.meta.version);
    const email = await scim(
      "PATCH",
      path,
      patch({ op: "replace", path: 'emails[type eq "work"].value', value: "Patched@Example.com" }),
    );
    expect(email.body).toMatchObject({
      userName: "patched@example.com",
      emails: [{ value: "patched@example.com" }],
    });
    const noPath = await scim(
      "PATCH",
      path,
      patch({ op: "Replace", value: { "name.familyName": "Jensen-Smith", externalId: "patch-2" } }),
    );
    expect(noPath.body).toMatchObject({
      externalId: "patch-2",
      name: { familyName: "Jensen-Smith" },
    });
    const added = await scim(
      "PATCH",
      path,
      patch({ op: "add", path: "name.familyName", value: "Added" }),
    );
    expect(added.body.name.familyName).toBe("Added");
    const removed = await scim("PATCH", path, patch({ op: "remove", path: "externalId" }));
    expect(removed.body.externalId).toBeUndefined();
    // Entra ID: "Replace" with a string boolean; Okta: a value object.
    const entra = await scim("PATCH", path, {
      Operations: [{ op: "Replace", path: "active", value: "False" }],
    });
    expect(entra.body.active).toBe(false);
    const okta = await scim("PATCH", path, patch({ op: "replace", value: { active: true } }));
    expect(okta.body.active).toBe(true);
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining([
        "scim.user_updated",
        "scim.user_deactivated",
        "scim.user_reactivated",
      ]),
    );

    // A replace through a filter that matches nothing is taken as an add (what Entra ID expects);
    // a replace of the filtered entries themselves has no target (RFC 7644 §3.5.2.3).
    const home = patch({
      op: "replace",
      path: 'emails[type eq "home"].value',
      value: "x@example.com",
    });
    expect((await scim("PATCH", path, home)).body.userName).toBe("patched@example.com");
    const noTarget = await scim(
      "PATCH",
      path,
      patch({ op: "replace", path: 'emails[type eq "home"]', value: { value: "x@example.com" } }),
    );
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.scimType).toBe("noTarget");
    const badOp = await scim("PATCH", path, patch({ op: "move", path: "active" }));
    expect(badOp.body).toMatchObject({ status: "400", scimType: "invalidValue" });
    const badValue = await scim(
      "PATCH",
      path,
      patch({ op: "replace", path: "active", value: "maybe" }),
    );
    expect(badValue.body).toMatchObject({ status: "400", scimType: "invalidValue" });
  });

  it("replaces with PUT, validates, and deletes the membership", async () => {
    const user = await create("put-me@example.com", "put-1");
    const replaced = await scim("PUT", `/Users/${user.id}`, {
      schemas: [userSchema],
      userName: "put-me@example.com",
      name: { givenName: "Put", familyName: "Me" },
      active: false,
    });
    expect(replaced.body).toMatchObject({
      name: { givenName: "Put", familyName: "Me" },
      active: false,
    });
    // A write against the version read before that change is refused (If-Match).
    const stale = await h.app.inject({
      method: "DELETE",
      url: `/scim/v2/Users/${user.id}`,
      headers: { authorization: `Bearer ${secret}`, "if-match": user.meta.version },
    });
    expect(stale.statusCode).toBe(412);
    // PUT replaces: the externalId it left out is gone.
    expect(replaced.body.externalId).toBeUndefined();
    const notAnEmail = await scim("POST", "/Users", { schemas: [userSchema], userName: "bjensen" });
    expect(notAnEmail.body).toMatchObject({ status: "400", scimType: "invalidValue" });
    expect(notAnEmail.body.detail).toMatch(/^userName/);
    const broken = await scim("POST", "/Users", "{ not json");
    expect(broken.body).toMatchObject({ status: "400", scimType: "invalidSyntax" });
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.ts/);

    const deleted = await scim("DELETE", `/Users/${user.id}`);
    expect(deleted.status).toBe(204);
    expect((await scim("GET", `/Users/${user.id}`)).status).toBe(404);
    const left = await h.database.db
      .select()
      .from(memberships)
      .where(
        and(eq(memberships.userId, user.id), eq(memberships.organizationId, world.customer.id)),
      );
    expect(left).toEqual([]);
    expect(await auditActions(user.id)).toContain("scim.user_deleted");
  });

  it("answers plain application/json too", async () => {
    const answer = await h.app.inject({
      method: "POST",
      url: "/scim/v2/Users",
      headers: {
        authorization: `Bearer ${await scimTokenFor(world.actors.organization_admin.client, "Okta")}`,
        "content-type": "application/json",
      },
      payload: JSON.stringify(rfcUser("json@example.com")),
    });
    expect(answer.statusCode).toBe(201);
    const member = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: world.customer.id, role: "user" }],
    });
    expect((await scim("GET", `/Users/${member.id}`)).body.userName).toBe(member.email);
  });
});
