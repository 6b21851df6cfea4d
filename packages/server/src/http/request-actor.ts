import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Actor } from "../core/actor.ts";
import "../core/file-routes.ts";
import { loadActor } from "../core/load-actor.ts";
import type { Database } from "../db/client.ts";
import { loadSession } from "../features/auth/session.service.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";

/**
 * Gives every request `request.actor()`: the person behind the session cookie, loaded on first
 * use and kept for the request. Plain routes only read, so a cross-site GET (SameSite=Lax sends
 * the cookie on top-level navigations) can make the browser download a user's own file but
 * never read it. A cookie whose session is gone is cleared.
 */
export function registerRequestActor(app: FastifyInstance, deps: { db: Database; config: Config }) {
  app.decorateRequest("actor", null as never);
  app.addHook("onRequest", async (request, reply) => {
    let loaded: Promise<Actor | null> | undefined;
    request.actor = () => {
      loaded ??= (async () => {
        const token = request.cookies[sessionCookieName];
        const session = await loadSession(deps.db, deps.config, token);
        if (token && !session) reply.clearCookie(sessionCookieName, { path: "/" });
        if (session?.stage !== "active") return null;
        const ref = { userId: session.userId, organizationId: session.organizationId };
        return loadActor(deps.db, ref, session);
      })();
      return loaded;
    };
  });
}
