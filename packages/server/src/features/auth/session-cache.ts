import type { LoadedSession } from "../../core/session.ts";
import type { Viewer } from "./viewer.ts";

type Entry = { session: LoadedSession; viewer?: Promise<Viewer | null>; cachedUntil: number };

/**
 * Remembers, for a moment, who is behind a session cookie, so that the burst of queries a page
 * sends does not look the same session up again and again. Any mutation in this process clears
 * it (roles, deactivation, sign-out take effect at once here); other processes see a change
 * after at most `ttlMs`. A TTL of 0 turns it off.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
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

  clear(): void {
    this.#entries.clear();
  }
}
