import fastifyUnderPressure from "@fastify/under-pressure";
import { messages } from "@tierwise/common/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";

export type LoadSheddingOptions = {
  /** Mean event-loop delay (ms) over a sample past which API requests are shed; 0: never. */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a pooled database connection past which API requests are shed; 0: never. */
  maxWaitingQueries: number;
  /** The database's waiting queries now (DatabaseHandle.waitingQueries). */
  waitingQueries(): number;
};

/** Seconds a shed client is told to wait (Retry-After). */
export const shedRetryAfterSeconds = 5;

/**
 * What may be shed: the API. Health checks must keep answering (a load balancer that sees a
 * busy server as dead makes things worse), and the page and its files are cheap and needed to
 * show the busy message at all.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    url.startsWith("/graphql") ||
    (request.method !== "GET" && request.method !== "HEAD" && !url.startsWith("/healthz"))
  );
}

/**
 * Shed, don't queue: when the event loop is saturated (every request waits behind the others on
 * one thread) or the database pool has a queue, an API request is answered at once with 503,
 * Retry-After and the busy message, instead of waiting seconds and timing out. The web app shows
 * the message with a retry. Measured by @fastify/under-pressure, sampled once a second.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  if (options.maxEventLoopDelayMs === 0 && options.maxWaitingQueries === 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: 1_000,
    // The pool's queue, read at the same pace as the loop's delay.
    ...(options.maxWaitingQueries > 0
      ? {
          healthCheck: async () => options.waitingQueries() <= options.maxWaitingQueries,
          healthCheckInterval: 1_000,
        }
      : {}),
    // Returning without an answer lets the request through; Fastify stops at a sent reply.
    pressureHandler: (request, reply) => {
      if (!isApiRequest(request)) return;
      reply
        .status(503)
        .header("Retry-After", String(shedRetryAfterSeconds))
        .send({ error: messages.busy });
    },
  });
}
