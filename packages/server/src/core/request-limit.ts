import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The API's answer past the limit; the web app then shows /request-limit-exceeded. */
export const requestLimitMessage = "Too many requests. Try again in a minute.";

/** REQUEST_LIMIT_PER_MINUTE counts in windows of this length. */
const windowMs = 60_000;

/**
 * Counters kept at once, least recently used dropped first: a dropped key only starts counting
 * again, so a flood of new keys can loosen the limit but never block anyone wrongly.
 */
const keysKept = 20_000;

export type RequestLimitOptions = {
  /** Requests one key may send per minute; 0 turns the limit off. */
  perMinute: number;
  /** The signed-in user behind the request, or null; must be cheap (it runs on every request). */
  userIdOf(request: FastifyRequest): Promise<string | null>;
  /** Requests one API token may send per minute; 0 turns its limit off. */
  apiTokenPerMinute: number;
  /** The live API token behind an Authorization header, or null (none, or refused). */
  apiTokenIdOf(request: FastifyRequest): Promise<string | null>;
};

const apiTokenKeyPrefix = "api-token:";

/**
 * The API's request limit (spec 1 §2.2, the limit page): past `perMinute` requests in a minute,
 * a signed-in person, or one address when signed out, gets HTTP 429 with Retry-After.
 *
 * Counted per person, not per address, so an office behind one proxy is not one bucket; the
 * address is used only when no live session is behind the cookie, so made-up cookies cannot
 * buy fresh buckets. Request bodies are not read before the check (onRequest).
 *
 * It applies to the routes registered on `app` after this call, and only to those: register
 * /healthz and the web app's files first. The counts live in this process's memory, so behind
 * a load balancer each process counts its own (the product runs no Redis to share them); a
 * person spread over N processes may send up to N times the limit.
 *
 * A request with a live API token counts against that token alone, with its own limit
 * (issue 33); a refused token counts as its address, so made-up tokens buy no fresh buckets.
 * Answers carry the IETF RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers.
 */
export async function registerRequestLimit(app: FastifyInstance, options: RequestLimitOptions) {
  if (options.perMinute === 0 && options.apiTokenPerMinute === 0) return;
  const isTokenKey = (key: string) => key.startsWith(apiTokenKeyPrefix);
  await app.register(fastifyRateLimit, {
    max: (_request, key) => (isTokenKey(key) ? options.apiTokenPerMinute : options.perMinute),
    // A limit set to 0 is off: its requests are not counted at all.
    allowList: (_request, key) =>
      isTokenKey(key) ? options.apiTokenPerMinute === 0 : options.perMinute === 0,
    timeWindow: windowMs,
    cache: keysKept,
    enableDraftSpec: true,
    keyGenerator: async (request) => {
      // A failed read (database down) is the route's to report; count the address.
      const tokenId = await options.apiTokenIdOf(request).catch(() => null);
      if (tokenId) return `${apiTokenKeyPrefix}${tokenId}`;
      // A refused Bearer token is anonymous, whatever cookie comes with it (cookies are ignored).
      const userId = /^Bearer(\s|$)/i.test(request.headers.authorization ?? "")
        ? null
        : await options.userIdOf(request).catch(() => null);
      // IPv6 clients are counted by their /64, as one host usually holds the whole prefix.
      return userId ? `user:${userId}` : `ip:${normalizeIP(request.ip)}`;
    },
    // Thrown to the app's error handler, which answers { error } like every other refusal.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(requestLimitMessage), { statusCode: context.statusCode }),
  });
}
