import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Actor } from "../core/actor.ts";
import "../core/file-routes.ts";
import { loadActor } from "../core/load-actor.ts";
import type { Database } from "../db/client.ts";
import { isBearerHeader } from "../features/api-tokens/api-token-secret.ts";
import { authenticateBearer } from "../features/api-tokens/bearer-auth.ts";
import { loadSession } from "../features/auth/session.service.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";

/**
 * Gives every request `request.actor()`: the person behind the session cookie, loaded on first
 * use and kept for the request. Plain routes only read, so a cross-site GET (SameSite=Lax sends
 * the cookie on top-level navigations) can make the browser download a user's own file but
 * never read it. A cookie whose session is gone is cleared.
 *
 * With an Authorization: Bearer header the actor is the API token's, as on /graphql: cookies are not
 * read, and a bad, expired or revoked token leaves nobody signed in (the route's 401).
 */
export function registerRequestActor(app: FastifyInstance, deps: { db: Database; config: Config }) {
  app.decorateRequest("actor", null as never);
  app.addHook("onRequest", async (request, reply) => {
    let loaded: Promise<Actor | null> | undefined;
    request.actor = () => {
      loaded ??= (async () => {
        if (isBearerHeader(request.headers.authorization)) {
          const bearer = await authenticateBearer(deps.db, request);
          return bearer.kind === "accepted" ? bearer.actor : null;
        }
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
