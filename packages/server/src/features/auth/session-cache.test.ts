import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoadedSession } from "../../core/session.ts";
import { users } from "../../db/user.table.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { SessionCache } from "./session-cache.ts";

function fakeSession(tokenHash: string, expiresInMs: number, now: number): LoadedSession {
  const at = new Date(now);
  return {
    tokenHash,
    userId: "u",
    organizationId: null,
    stage: "active",
    createdAt: at,
    lastSeenAt: at,
    absoluteExpiresAt: new Date(now + expiresInMs),
    expiresAt: new Date(now + expiresInMs),
  };
}

describe("SessionCache", () => {
  it("keeps an entry for its TTL only", () => {
    const cache = new SessionCache(1000);
    cache.remember(fakeSession("a", 60_000, 0), 0);
    expect(cache.get("a", 999)?.session.tokenHash).toBe("a");
    expect(cache.get("a", 1000)).toBeUndefined();
  });

  it("never outlives the session itself", () => {
    const cache = new SessionCache(10_000);
    cache.remember(fakeSession("a", 500, 0), 0);
    expect(cache.get("a", 499)).toBeDefined();
    expect(cache.get("a", 500)).toBeUndefined();
  });

  it("is off with a TTL of 0, and clear() forgets everything", () => {
    expect(new SessionCache(0).remember(fakeSession("a", 1000, 0), 0)).toBeUndefined();
    const cache = new SessionCache(1000);
    cache.remember(fakeSession("a", 60_000, 0), 0);
    cache.clear();
    expect(cache.get("a", 1)).toBeUndefined();
  });
});

describe("session lookups with the cache on", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ SESSION_CACHE_MS: "60000" });
  });
  afterAll(() => h.close());

  const whoAmI = "{ session { authenticated details { name } } }";

  it("reuses a lookup between queries, and a mutation makes the next query read afresh", async () => {
    const organization = await buildOrganization(h.database.db);
    const user = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: organization.id, role: "user" }],
    });
    const client = await h.signIn(user.email, user.password);
    const first = await client.gql<{ session: { details: { name: string } } }>(whoAmI);
    const name = first.data?.session.details.name;

    // Changed behind the server's back: the cached view still answers.
    await h.database.db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, user.id));
    const cached = await client.gql<{ session: { details: { name: string } } }>(whoAmI);
    expect(cached.data?.session.details.name).toBe(name);

    // Any mutation clears the cache in this process.
    await client.gql("mutation { refreshSession { id } }");
    const fresh = await client.gql<{ session: { details: { name: string } } }>(whoAmI);
    expect(fresh.data?.session.details.name).toMatch(/^Renamed /);
  });

  it("signing out ends the session at once, cache or not", async () => {
    const organization = await buildOrganization(h.database.db);
    const user = await buildUser(h.database.db, h.config, {
      memberships: [{ organizationId: organization.id, role: "user" }],
    });
    const client = await h.signIn(user.email, user.password);
    const cookie = client.cookie;
    await client.gql(whoAmI);
    await client.gql("mutation { logout }");
    const stale = h.client(cookie);
    const answer = await stale.gql<{ session: { authenticated: boolean } }>(whoAmI);
    expect(answer.data?.session.authenticated).toBe(false);
  });
});
