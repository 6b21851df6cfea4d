import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import { registerLoadShedding } from "./core/load-shedding.ts";
import { registerRequestLimit } from "./core/request-limit.ts";
import { registerSecurityHeaders } from "./core/security-headers.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import {
  databaseFullMessage,
  databaseUnavailableMessage,
  isDatabaseFull,
  isDatabaseUnavailable,
} from "./db/database-unavailable.ts";
import { ReadRouting } from "./db/read-routing.ts";
import { authenticateBearer } from "./features/api-tokens/bearer-auth.ts";
import { forgetBearerTokens, rememberBearerTokens } from "./features/api-tokens/bearer-cache.ts";
import { loadSession } from "./features/auth/session.service.ts";
import { SessionCache } from "./features/auth/session-cache.ts";
import { isWellFormedToken, sessionCookieName } from "./features/auth/session-token.ts";
import { dashboardPageHeaders } from "./features/dashboards/dashboard-page-csp.ts";
import { features } from "./features.ts";
import { registerGraphqlRoute } from "./http/graphql-route.ts";
import { registerRequestActor } from "./http/request-actor.ts";
import { registerSpa } from "./http/spa.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { buildSchema } from "./schema.ts";

export const bodyLimitBytes = 1_048_576;

export type AppDeps = {
  database: DatabaseHandle;
  config: Config;
  mailer?: Mailer;
  webDistDir?: string;
};

/** Builds the whole HTTP app without listening: tests call it in-process with inject(). */
export async function buildApp({
  database,
  config,
  mailer,
  webDistDir,
}: AppDeps): Promise<FastifyInstance> {
  let requestCounter = 0;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    bodyLimit: bodyLimitBytes,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      if (typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming)) return incoming;
      requestCounter += 1;
      return `req-${Date.now().toString(36)}-${requestCounter.toString(36)}`;
    },
    return503OnClosing: true,
  });
  const appMailer = mailer ?? createMailer(database.db, config, app.log);
  app.addHook("onClose", async () => appMailer.close());
  const readRouting = new ReadRouting({
    primary: database.db,
    replica: database.readReplica,
    stickySeconds: config.DATABASE_READ_STICKY_SECONDS,
    log: app.log,
  });
  app.addHook("onClose", async () => readRouting.close());

  registerSecurityHeaders(app);
  await app.register(fastifyCookie);

  app.setErrorHandler((error, request, reply) => {
    const err = error as { statusCode?: number; code?: string; message?: string };
    const status = err.statusCode ?? 500;
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ error: "The request body is larger than 1 MB." });
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send({ error: "Unsupported content type." });
    }
    const jsonCodes = ["FST_ERR_CTP_EMPTY_JSON_BODY", "FST_ERR_CTP_INVALID_JSON_BODY"];
    if (status === 400 && (jsonCodes.includes(err.code ?? "") || error instanceof SyntaxError)) {
      return reply.status(400).send({ error: "The request body is not valid JSON." });
    }
    if (status < 500) return reply.status(status).send({ error: err.message ?? "Bad request." });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unreachable");
      return reply
        .status(503)
        .header("Retry-After", "5")
        .send({ error: databaseUnavailableMessage });
    }
    if (isDatabaseFull(error)) {
      request.log.error({ err: error }, "the database's disk is full");
      return reply.status(507).send({ error: databaseFullMessage });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ error: "Something went wrong, please try again", requestId: request.id });
  });

  app.get("/healthz", async (_request, reply) => {
    const started = performance.now();
    try {
      await database.ping();
      return {
        status: "ok",
        database: {
          kind: database.kind,
          status: "up",
          latencyMs: Math.round(performance.now() - started),
        },
        // A replica that is down leaves the server healthy: its reads go to the primary.
        ...(database.readReplica ? { readReplica: readRouting.replicaStatus() } : {}),
      };
    } catch {
      return reply
        .status(503)
        .send({ status: "error", database: { kind: database.kind, status: "down" } });
    }
  });

  await registerSpa(app, webDistDir, dashboardPageHeaders({ db: database.db, config }));

  // Every route from here on is the API and counts against the request limit; /healthz and the
  // web app's files above do not (a limit page that cannot load would help nobody).
  const sessionCache = new SessionCache(config.SESSION_CACHE_MS);
  rememberBearerTokens(database.db, config.SESSION_CACHE_MS);
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    maxWaitingQueries: config.LOAD_SHED_WAITING_QUERIES,
    waitingQueries: () => database.waitingQueries(),
  });
  await registerRequestLimit(app, {
    perMinute: config.REQUEST_LIMIT_PER_MINUTE,
    userIdOf: sessionUserReader(database.db, config, sessionCache),
    apiTokenPerMinute: config.API_TOKEN_REQUESTS_PER_MINUTE,
    apiTokenIdOf: async (request) => {
      const bearer = await authenticateBearer(database.db, request);
      return bearer.kind === "accepted" ? bearer.token.id : null;
    },
  });
  registerRequestActor(app, { db: database.db, config });
  registerGraphqlRoute(app, {
    schema: buildSchema(),
    config,
    database,
    mailer: appMailer,
    sessionCache,
    readRouting,
  });
  const forgetCachedSessions = () => {
    sessionCache.clear();
    forgetBearerTokens(database.db);
  };
  for (const feature of features)
    feature.routes?.(app, { config, database, mailer: appMailer, forgetCachedSessions });
  return app;
}

/**
 * Who is behind the session cookie, for the request limit's count. It reads through the cache
 * GraphQL uses, and a lookup it makes is remembered there, so a GraphQL request still costs one
 * session read (two with SESSION_CACHE_MS=0, which remembers nothing; file routes, whose
 * request.actor() reads uncached, pay the second read too). Anything but a live session is
 * anonymous.
 */
function sessionUserReader(db: Database, config: Config, sessionCache: SessionCache) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const token = request.cookies[sessionCookieName];
    if (!isWellFormedToken(token)) return null;
    const { session } = await sessionCache.lookup(token, () => loadSession(db, config, token));
    return session?.userId ?? null;
  };
}
