import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { LoadedSession } from "../features/auth/session.service.ts";
import { loadViewer, type Viewer } from "../features/auth/viewer.ts";
import type { Mailer } from "../mail/mailer.ts";

export type CookieJar = {
  setSession(token: string, expires: Date): void;
  clearSession(): void;
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
  /** Loads (once per request) the signed-in viewer; null when anonymous. */
  viewer(): Promise<Viewer | null>;
  /** Forget the cached viewer after a change to the session or user. */
  resetViewer(session: LoadedSession | null): void;
};

export function createContext(
  base: Omit<GraphQLContext, "viewer" | "resetViewer">,
): GraphQLContext {
  let cached: Promise<Viewer | null> | undefined;
  const context: GraphQLContext = {
    ...base,
    viewer() {
      if (context.session?.stage !== "active") return Promise.resolve(null);
      cached ??= loadViewer(context.db, context.session);
      return cached;
    },
    resetViewer(session) {
      context.session = session;
      cached = undefined;
    },
  };
  return context;
}
