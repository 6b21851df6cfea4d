import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { Config } from "../config.ts";
import { isSecure } from "../core/cookies.ts";
import { runWithRequest } from "../core/request-store.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { ReadRouting } from "../db/read-routing.ts";
import { authenticateBearer, invalidApiTokenMessage } from "../features/api-tokens/bearer-auth.ts";
import { forgetBearerTokens } from "../features/api-tokens/bearer-cache.ts";
import { loadSession } from "../features/auth/session.service.ts";
import { SessionCache } from "../features/auth/session-cache.ts";
import { isWellFormedToken, sessionCookieName } from "../features/auth/session-token.ts";
import { createContext } from "../graphql/context.ts";
import { answerDirectly } from "../graphql/direct-answer.ts";
import { KnownQueries } from "../graphql/known-queries.ts";
import { buildYoga, maskRequestError } from "../graphql/yoga.ts";
import type { Mailer } from "../mail/mailer.ts";

/**
 * POST /graphql only, and only with a JSON body: a cross-site form or a GET cannot carry a
 * JSON content type without a CORS preflight, which we never grant (CSRF protection).
 *
 * A request with `Authorization: Bearer <API token>` acts as the token's actor instead; its
 * cookies are not read at all, so CSRF (which rides on cookies) cannot reach it, and it never
 * sets or clears one. JSON stays its wire format. A bad, expired or revoked token is 401 with
 * one message for all three.
 */
export function registerGraphqlRoute(
  app: FastifyInstance,
  deps: {
    schema: GraphQLSchema;
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Shared with the request limit, which reads the session first (app.ts). */
    sessionCache?: SessionCache;
    /** Where heavy reads run (app.ts); without it, all on the primary. */
    readRouting?: ReadRouting;
  },
) {
  const { config, database, mailer, readRouting } = deps;
  const sessionCache = deps.sessionCache ?? new SessionCache(config.SESSION_CACHE_MS);
  const knownQueries = new KnownQueries();
  const yoga = buildYoga(
    deps.schema,
    config,
    (context) => {
      sessionCache.clear();
      forgetBearerTokens(database.db);
      context.reads.noteWrite();
    },
    knownQueries,
  );

  const known = { queries: knownQueries, maskError: maskRequestError };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const bearer = await authenticateBearer(database.db, request);
    if (bearer.kind === "refused") {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer error="invalid_token"')
        .send({ error: invalidApiTokenMessage });
    }
    const buildContext = async () => {
      if (bearer.kind === "accepted") {
        return createContext({
          db: database.db,
          config,
          log: request.log,
          requestId: request.id,
          mailer,
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          session: null,
          apiActor: bearer.actor,
          cookies: noCookies,
          reads: readRouting?.forReader(`token:${bearer.token.id}`),
        });
      }
      const cookieToken = request.cookies[sessionCookieName];
      const { session, entry: memo } = isWellFormedToken(cookieToken)
        ? await sessionCache.lookup(cookieToken, () =>
            loadSession(database.db, config, cookieToken),
          )
        : { session: null, entry: undefined };
      if (cookieToken && !session) reply.clearCookie(sessionCookieName, { path: "/" });
      return createContext(
        {
          db: database.db,
          config,
          log: request.log,
          requestId: request.id,
          mailer,
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          session,
          reads: readRouting?.forReader(session ? `session:${session.tokenHash}` : null),
          cookies: {
            setSession(token, expires) {
              reply.setCookie(sessionCookieName, token, {
                path: "/",
                httpOnly: true,
                sameSite: "lax",
                secure: isSecure(config, request),
                expires,
              });
            },
            clearSession() {
              reply.clearCookie(sessionCookieName, { path: "/" });
            },
            set(name, value, options) {
              reply.setCookie(name, value, {
                path: options.path,
                httpOnly: true,
                sameSite: "lax",
                secure: isSecure(config, request),
                maxAge: options.maxAgeSeconds,
              });
            },
          },
        },
        memo,
      );
    };
    const direct = await runWithRequest({ requestId: request.id, log: request.log }, () =>
      answerDirectly(yoga, request, { buildContext }, known),
    );
    if (direct) return reply.status(direct.status).headers(direct.headers).send(direct.body);
    const response = await runWithRequest({ requestId: request.id, log: request.log }, () =>
      yoga.handleNodeRequestAndResponse(request, reply, { buildContext }),
    );
    // The body is sent whole below, with its own length: Yoga's framing headers (a streamed
    // answer's transfer-encoding: chunked) would contradict it and clients refuse such answers.
    response.headers.forEach((value, key) => {
      const name = key.toLowerCase();
      if (name !== "transfer-encoding" && name !== "content-length") reply.header(key, value);
    });
    reply.status(response.status);
    // Buffered, not streamed: our answers are single JSON documents, and one write is far cheaper.
    reply.send(Buffer.from(await response.arrayBuffer()));
    return reply;
  };

  app.route({
    method: "POST",
    url: "/graphql",
    preValidation: async (request, reply) => {
      const type = request.headers["content-type"] ?? "";
      if (!/^application\/(graphql-response\+)?json\b/i.test(type)) {
        return reply
          .status(415)
          .send({ error: "Send GraphQL requests as POST with Content-Type: application/json." });
      }
    },
    handler: handle,
  });

  app.route({
    method: "GET",
    url: "/graphql",
    handler: async (request, reply) => {
      // GraphiQL (development only) is a page; queries over GET are refused everywhere.
      const wantsPage = (request.headers.accept ?? "").includes("text/html");
      const hasQuery = Object.keys(request.query as object).length > 0;
      if (config.NODE_ENV === "development" && wantsPage && !hasQuery)
        return handle(request, reply);
      return reply
        .status(405)
        .header("allow", "POST")
        .send({ error: "GraphQL accepts POST requests with a JSON body only." });
    },
  });
}

/** A bearer request's jar: API clients keep no cookies, so nothing is set or cleared. */
const noCookies = { setSession() {}, clearSession() {}, set() {} };
