import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Actor, TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { loadActor } from "../../core/load-actor.ts";
import type { Database } from "../../db/client.ts";
import { apiTokens } from "./api-token.table.ts";
import { bearerSecretOf, hashApiTokenSecret } from "./api-token-secret.ts";
import { type AcceptedToken, bearerCacheOf } from "./bearer-cache.ts";

/** The one answer to a bad, expired or revoked token: it never says which (no oracle). */
export const invalidApiTokenMessage =
  "The API token is not valid. Send Authorization: Bearer with a live token.";

type ApiTokenRow = typeof apiTokens.$inferSelect;

/** What a request's Authorization header came to. */
export type BearerOutcome =
  | { kind: "none" }
  | { kind: "refused" }
  | { kind: "accepted"; token: ApiTokenRow; actor: TenantActor };

/** last_used_at is written at most this often per token, not on every request. */
const lastUsedPrecisionMs = 60_000;

/**
 * One lookup per request, shared by the request limit (which counts per token, before the
 * body is read) and the GraphQL route (which acts as the token's actor).
 */
const outcomes = new WeakMap<FastifyRequest, Promise<BearerOutcome>>();

export function authenticateBearer(db: Database, request: FastifyRequest): Promise<BearerOutcome> {
  let outcome = outcomes.get(request);
  if (!outcome) {
    outcome = resolveBearer(db, request);
    outcomes.set(request, outcome);
  }
  return outcome;
}

async function resolveBearer(db: Database, request: FastifyRequest): Promise<BearerOutcome> {
  const secret = bearerSecretOf(request.headers.authorization);
  if (secret === null) return { kind: "none" };
  if (secret === "malformed") return { kind: "refused" };
  const tokenHash = hashApiTokenSecret(secret);
  const cache = bearerCacheOf(db);
  const accepted = cache
    ? await cache.lookup(tokenHash, () => lookUpToken(db, request, tokenHash))
    : await lookUpToken(db, request, tokenHash);
  return accepted ? { kind: "accepted", ...accepted } : { kind: "refused" };
}

/** The token behind a secret's hash and who it acts as; null (logged, audited) when refused. */
async function lookUpToken(
  db: Database,
  request: FastifyRequest,
  tokenHash: string,
): Promise<AcceptedToken | null> {
  const [token] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  // An unknown secret names no organisation to audit; the server log keeps it.
  if (!token) {
    request.log.warn("API token refused: unknown token");
    return null;
  }
  const now = new Date();
  const reason = token.revokedAt
    ? "revoked"
    : token.expiresAt <= now
      ? "expired"
      : await actorFor(db, token).then((actor) => actor ?? "owner has no access");
  if (typeof reason === "string") {
    await refuse(db, request, token, reason);
    return null;
  }
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= lastUsedPrecisionMs) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, token.id));
  }
  return { token, actor: reason };
}

/**
 * The token's owner (or service account) as a session would load them, in the token's
 * organisation, narrowed by the token's scopes. Null when the person was deactivated or left
 * the organisation: a token never outlives its owner's access.
 */
async function actorFor(db: Database, token: ApiTokenRow): Promise<TenantActor | null> {
  const actor: Actor | null = await loadActor(db, {
    userId: token.userId,
    organizationId: token.organizationId,
  });
  if (!actor?.organization || !actor.role || actor.organizationId !== token.organizationId)
    return null;
  return { ...actor, apiScopes: token.scopes } as TenantActor;
}

/**
 * A forgotten integration may keep sending a revoked token many times a second: its refusals are
 * audited at most once a minute per token and process (all of them reach the server log).
 */
const refusalAuditIntervalMs = 60_000;
const lastRefusalAudited = new Map<string, number>();

/** Refused uses of a known token are audited in the token's organisation. */
async function refuse(db: Database, request: FastifyRequest, token: ApiTokenRow, reason: string) {
  request.log.warn({ apiTokenId: token.id, reason }, "API token refused");
  const now = Date.now();
  if (now - (lastRefusalAudited.get(token.id) ?? 0) < refusalAuditIntervalMs) return;
  // Bounded: past 10,000 tokens refused within a minute, forgetting only means one more entry.
  if (lastRefusalAudited.size >= 10_000) lastRefusalAudited.clear();
  lastRefusalAudited.set(token.id, now);
  await recordAudit(db, null, {
    action: "api_token.refused",
    targetType: "ApiToken",
    targetId: token.id,
    organizationId: token.organizationId,
    after: { reason, name: token.name, ip: request.ip },
  });
}
