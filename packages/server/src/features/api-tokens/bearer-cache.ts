import type { TenantActor } from "../../core/actor.ts";
import type { Database } from "../../db/client.ts";
import type { apiTokens } from "./api-token.table.ts";

type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A token that was accepted, and who it acts as. */
export type AcceptedToken = { token: ApiTokenRow; actor: TenantActor };

type Entry = { accepted: AcceptedToken; cachedUntil: number };

/**
 * Remembers, for a moment, what an accepted token came to, as the session cache does for
 * cookies: an integration sends its requests in bursts, and looking the token and its owner up
 * again for each (one token read and the actor's reads) made a bearer request cost more than a
 * cookie's. Only acceptances are kept (a refusal is looked up and audited every time); an
 * expiry is checked on every use; any mutation in this process forgets everything (a revoked
 * token, a changed role take effect at once here), other processes within the TTL.
 */
export class BearerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<AcceptedToken | null>>();
  /** Counts clear()s: a lookup that started before one is answered but not remembered. */
  #generation = 0;

  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** The token behind this hash: remembered, or loaded once for all who ask while it loads. */
  lookup(
    tokenHash: string,
    load: () => Promise<AcceptedToken | null>,
    now = Date.now(),
  ): Promise<AcceptedToken | null> {
    const entry = this.#entries.get(tokenHash);
    if (entry) {
      if (entry.cachedUntil > now && entry.accepted.token.expiresAt.getTime() > now)
        return Promise.resolve(entry.accepted);
      this.#entries.delete(tokenHash);
    }
    const underWay = this.#loading.get(tokenHash);
    if (underWay) return underWay;
    const generation = this.#generation;
    const loading = load().finally(() => {
      if (this.#loading.get(tokenHash) === loading) this.#loading.delete(tokenHash);
    });
    this.#loading.set(tokenHash, loading);
    return loading.then((accepted) => {
      if (accepted && generation === this.#generation) {
        if (this.#entries.size >= this.maxEntries) this.#entries.clear();
        this.#entries.set(tokenHash, { accepted, cachedUntil: Date.now() + this.ttlMs });
      }
      return accepted;
    });
  }

  clear() {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }
}

/** One cache per app (its database handle): tests build many apps in one process. */
const caches = new WeakMap<Database, BearerCache>();

/** Turns the cache on for an app's database (off with 0, as tests run). */
export function rememberBearerTokens(db: Database, ttlMs: number) {
  if (ttlMs > 0) caches.set(db, new BearerCache(ttlMs));
  else caches.delete(db);
}

export function bearerCacheOf(db: Database): BearerCache | undefined {
  return caches.get(db);
}

/** After a mutation: every token is looked up again. */
export function forgetBearerTokens(db: Database) {
  caches.get(db)?.clear();
}
