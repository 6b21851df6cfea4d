import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Actor } from "../core/actor.ts";
import type { ServiceDeps } from "../core/deps.ts";
import { loadActor } from "../core/load-actor.ts";
import type { LoadedSession } from "../core/session.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";

export type CookieJar = {
  setSession(token: string, expires: Date): void;
  clearSession(): void;
  /** Another HttpOnly, SameSite=Lax cookie (e.g. the SSO state), Secure as the session's. */
  set(name: string, value: string, options: { path: string; maxAgeSeconds: number }): void;
};

export type GraphQLContext = {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  requestId: string;
  mailer: Mailer;
  ip: string;
  userAgent: string | undefined;
  cookies: CookieJar;
  /** The session behind the request's cookie, if live. Replaced on sign-in and sign-out. */
  session: LoadedSession | null;
  /** What services need: database, config, log, mailer. */
  deps: ServiceDeps;
  /** Loads (once per request) the signed-in actor; null when anonymous. */
  actor(): Promise<Actor | null>;
  /** The same as actor() (older name, kept while features move over). */
  viewer(): Promise<Actor | null>;
  /** Forget the cached viewer after a change to the session or user. */
  resetViewer(session: LoadedSession | null): void;
  /** The `session` answer for this session: computed once, kept as long as the viewer is. */
  memoizeSessionView<T>(load: () => Promise<T>): Promise<T>;
};

/** A viewer already known for this session (from the session cache), and where to keep a new one. */
export type ViewerMemo = { viewer?: Promise<Actor | null>; sessionView?: Promise<unknown> };

export function createContext(
  base: Omit<GraphQLContext, "deps" | "actor" | "viewer" | "resetViewer" | "memoizeSessionView">,
  memo: ViewerMemo = {},
): GraphQLContext {
  let cached: Promise<Actor | null> | undefined = memo.viewer;
  const context: GraphQLContext = {
    ...base,
    deps: { db: base.db, config: base.config, log: base.log, mailer: base.mailer },
    actor: () => context.viewer(),
    viewer() {
      if (context.session?.stage !== "active") return Promise.resolve(null);
      if (!cached) {
        const session = context.session;
        cached = loadActor(
          context.db,
          { userId: session.userId, organizationId: session.organizationId },
          session,
        );
        memo.viewer = cached;
      }
      return cached;
    },
    resetViewer(session) {
      context.session = session;
      cached = undefined;
      memo.viewer = undefined;
      memo.sessionView = undefined;
    },
    memoizeSessionView<T>(load: () => Promise<T>) {
      memo.sessionView ??= load();
      return memo.sessionView as Promise<T>;
    },
  };
  return context;
}
