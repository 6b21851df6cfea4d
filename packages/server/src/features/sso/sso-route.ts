import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { isSecure } from "../../core/cookies.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import { completeSso, ssoStateCookieName, ssoStateCookiePath } from "./sso-flow.service.ts";

/**
 * GET /sso/callback: where the OpenID provider sends the browser back. Always answers a redirect:
 * to /complete-sso?next=… with a new session cookie, or to /login-sso?error=… without one.
 */
export function registerSsoRoutes(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle },
) {
  const { config, database } = deps;
  app.get("/sso/callback", async (request, reply) => {
    const callbackUrl = new URL(request.url, `${config.publicUrl}/`);
    const outcome = await completeSso(
      { db: database.db, config, log: request.log },
      {
        callbackUrl: new URL(`${config.publicUrl}/sso/callback${callbackUrl.search}`),
        stateCookie: request.cookies[ssoStateCookieName],
        sessionCookie: request.cookies[sessionCookieName],
        userAgent: request.headers["user-agent"],
      },
    );
    reply.clearCookie(ssoStateCookieName, { path: ssoStateCookiePath });
    reply.header("cache-control", "no-store");
    if (outcome.kind === "signed-in") {
      reply.setCookie(sessionCookieName, outcome.token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: isSecure(config, request),
        expires: outcome.expires,
      });
    }
    return reply.redirect(outcome.location, 303);
  });
}
