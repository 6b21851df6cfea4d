import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoadedSession } from "../../core/session.ts";
import { users } from "../../db/user.table.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { SessionCache } from "./session-cache.ts";
import { hashToken } from "./session-token.ts";

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

describe("SessionCache.lookup", () => {
  const token = "a".repeat(43);
  /** Loads the test finishes when it likes (all at once), counting how many were started. */
  function controlledLoad() {
    const waiting: ((session: LoadedSession | null) => void)[] = [];
    const state = {
      started: 0,
      finish(session: LoadedSession | null) {
        for (const resolve of waiting.splice(0)) resolve(session);
      },
    };
    const load = () => {
      state.started += 1;
      return new Promise<LoadedSession | null>((resolve) => waiting.push(resolve));
    };
    return { state, load };
  }

  it("loads a session once for every request that asks while it loads", async () => {
    const cache = new SessionCache(1000);
    const { state, load } = controlledLoad();
    const lookups = [
      cache.lookup(token, load),
      cache.lookup(token, load),
      cache.lookup(token, load),
    ];
    state.finish(fakeSession(hashToken(token), 60_000, Date.now()));
    const answers = await Promise.all(lookups);
    expect(state.started).toBe(1);
    // One entry for all: they share the actor and session view loaded for it, too.
    expect(new Set(answers.map((a) => a.entry)).size).toBe(1);
    expect((await cache.lookup(token, load)).entry).toBe(answers[0]?.entry);
    expect(state.started).toBe(1);
  });

  it("does not remember a load that a mutation's clear() overtook", async () => {
    const cache = new SessionCache(1000);
    const { state, load } = controlledLoad();
    const before = cache.lookup(token, load);
    cache.clear();
    const after = cache.lookup(token, load);
    expect(state.started).toBe(2);
    state.finish(fakeSession(hashToken(token), 60_000, Date.now()));
    await after;
    expect((await before).entry).toBeUndefined();
    expect(cache.get(hashToken(token))).toBeDefined();
  });

  it("shares and keeps nothing with a TTL of 0", async () => {
    const off = new SessionCache(0);
    const { state, load } = controlledLoad();
    const first = off.lookup(token, load);
    off.lookup(token, load);
    expect(state.started).toBe(2);
    state.finish(fakeSession(hashToken(token), 60_000, Date.now()));
    expect((await first).entry).toBeUndefined();
  });

  it("keeps nothing of a failed load: the next request loads again", async () => {
    const cache = new SessionCache(1000);
    await expect(cache.lookup(token, () => Promise.reject(new Error("down")))).rejects.toThrow();
    const again = await cache.lookup(token, () =>
      Promise.resolve(fakeSession(hashToken(token), 60_000, Date.now())),
    );
    expect(again.entry).toBeDefined();
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
