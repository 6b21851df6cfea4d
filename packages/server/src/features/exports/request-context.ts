import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { ForbiddenCodeError, UnauthenticatedError } from "../../core/errors.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { createContext, type GraphQLContext } from "../../graphql/context.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { loadSession } from "../auth/session.service.ts";
import { sessionCookieName } from "../auth/session-token.ts";

export type FileRouteDeps = { config: Config; database: DatabaseHandle; mailer: Mailer };

/**
 * The same context GraphQL resolvers get, for plain GET routes that serve files: the session
 * comes from the HttpOnly cookie, so services apply the same sign-in and tenancy rules. These
 * routes only read, so a cross-site GET (SameSite=Lax sends the cookie on top-level
 * navigations) can make the browser download a user's own file but never read it.
 */
export async function requestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: FileRouteDeps,
): Promise<GraphQLContext> {
  const token = request.cookies[sessionCookieName];
  const session = await loadSession(deps.database.db, deps.config, token);
  if (token && !session) reply.clearCookie(sessionCookieName, { path: "/" });
  return createContext({
    db: deps.database.db,
    config: deps.config,
    log: request.log,
    requestId: request.id,
    mailer: deps.mailer,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    session,
    cookies: {
      // File routes never sign anyone in or out.
      setSession: () => undefined,
      clearSession: () => reply.clearCookie(sessionCookieName, { path: "/" }),
      set: () => undefined,
    },
  });
}

/** Sign-in problems as HTTP answers; anything else is rethrown to the app's error handler. */
export function sendAuthError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof UnauthenticatedError) {
    return reply.status(401).send({ error: "Not signed in." });
  }
  if (error instanceof ForbiddenCodeError) return reply.status(403).send({ error: error.message });
  throw error;
}
