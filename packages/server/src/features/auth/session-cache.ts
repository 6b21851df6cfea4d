import type { LoadedSession } from "../../core/session.ts";
import { hashToken } from "./session-token.ts";
import type { Viewer } from "./viewer.ts";

type Entry = { session: LoadedSession; viewer?: Promise<Viewer | null>; cachedUntil: number };

/** A session lookup's answer: the live session or null, and its cache entry when kept. */
export type SessionLookup = { session: LoadedSession | null; entry?: Entry };

/**
 * Remembers, for a moment, who is behind a session cookie, so that the burst of queries a page
 * sends does not look the same session up again and again. Any mutation in this process clears
 * it (roles, deactivation, sign-out take effect at once here); other processes see a change
 * after at most `ttlMs`. A TTL of 0 turns it off.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Lookups under way, by token hash, for the requests that ask while one loads. */
  readonly #loading = new Map<string, Promise<SessionLookup>>();
  /** Counts clear()s: a lookup that started before one is answered but not remembered. */
  #generation = 0;
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(tokenHash: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now || entry.session.expiresAt.getTime() <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  remember(session: LoadedSession, now = Date.now()): Entry | undefined {
    if (this.#ttlMs <= 0) return undefined;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    const entry: Entry = { session, cachedUntil: now + this.#ttlMs };
    this.#entries.set(session.tokenHash, entry);
    return entry;
  }

  /**
   * The session behind a well-formed token: remembered, or loaded once for every request that
   * asks while it loads. Without that, the connections of a busy client all missed together
   * each time the entry ran out and loaded the same session (and its actor) side by side, which
   * on a loaded machine took longer than the TTL: the cache then missed on almost every request.
   */
  lookup(token: string, load: () => Promise<LoadedSession | null>): Promise<SessionLookup> {
    const tokenHash = hashToken(token);
    const entry = this.get(tokenHash);
    if (entry) return Promise.resolve({ session: entry.session, entry });
    if (this.#ttlMs <= 0) return load().then((session) => ({ session }));
    const underWay = this.#loading.get(tokenHash);
    if (underWay) return underWay;
    const generation = this.#generation;
    const done = () => {
      if (this.#loading.get(tokenHash) === lookup) this.#loading.delete(tokenHash);
    };
    const lookup = load().then(
      (session): SessionLookup => {
        done();
        // A mutation cleared the cache while this loaded: answer, but keep nothing.
        if (!session || generation !== this.#generation) return { session };
        return { session, entry: this.remember(session) };
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.#loading.set(tokenHash, lookup);
    return lookup;
  }

  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
    this.#generation += 1;
  }
}
