import { and, eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { recordAudit } from "../../core/audit.ts";
import type { JobDefinition, JobTools } from "../../core/feature.ts";
import type { Database } from "../../db/client.ts";
import { PermanentJobError } from "../../jobs/runner.ts";
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from "./webhook.table.ts";
import { mailAdministratorsOfDisabledEndpoint } from "./webhook-disabled-mail.ts";
import { enqueueDeliveryAttempt, webhookDeliveryQueue } from "./webhook-events.ts";
import { decryptWebhookSecret, webhookSignature } from "./webhook-secret.ts";
import { postWebhook, type WebhookAttempt } from "./webhook-send.ts";

/**
 * Waits after the first, second, … failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h.
 * Eight attempts over about 31 hours, so a receiver down for a day still gets the event.
 */
export const webhookRetryDelaysMs = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
] as const;

export const webhookMaxAttempts = webhookRetryDelaysMs.length + 1;

/** The Standard Webhooks headers for one attempt: a fresh timestamp, the same id. */
export function signedHeaders(
  secret: string,
  delivery: Pick<WebhookDeliveryRow, "eventId" | "body">,
) {
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    "webhook-id": delivery.eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookSignature(secret, delivery.eventId, timestamp, delivery.body),
  };
}

async function load(db: Database, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

/**
 * After the last attempt failed: one more failed delivery in a row for the endpoint, which is
 * turned off when WEBHOOK_DISABLE_AFTER_FAILURES is reached. Answers whether it was turned off now.
 */
async function countFailedDelivery(tx: Database, config: Config, endpointId: string) {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (!endpoint?.enabled || endpoint.consecutiveFailures < config.WEBHOOK_DISABLE_AFTER_FAILURES)
    return false;
  const reason = `${endpoint.consecutiveFailures} deliveries in a row failed after every retry.`;
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: new Date(), disabledReason: reason, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)));
  await recordAudit(tx, null, {
    action: "webhook_endpoint.disabled",
    targetType: "WebhookEndpoint",
    targetId: endpointId,
    organizationId: endpoint.organizationId,
    after: { url: endpoint.url, reason },
  });
  return true;
}

/** Writes one attempt's outcome and queues the next attempt, in one transaction. */
async function recordAttempt(
  db: Database,
  config: Config,
  { delivery, endpoint }: { delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow },
  attempt: WebhookAttempt,
) {
  const attempts = delivery.attempts + 1;
  const now = new Date();
  const final = attempt.ok || attempts >= webhookMaxAttempts;
  const delay = webhookRetryDelaysMs[attempts - 1] ?? 0;
  const nextAttemptAt = final ? null : new Date(now.getTime() + delay);
  const write = async (tx: Database) => {
    const [written] = await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        status: attempt.ok ? "succeeded" : final ? "failed" : "pending",
        lastAttemptAt: now,
        nextAttemptAt,
        responseStatus: attempt.status,
        responseBody: attempt.responseBody,
        durationMs: attempt.durationMs,
        lastError:
          attempt.error ?? (attempt.ok ? null : `The receiver answered HTTP ${attempt.status}.`),
        finishedAt: final ? now : null,
      })
      // Another worker's attempt in between (a replayed job racing a retry) must not count twice.
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.attempts, delivery.attempts),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    return Boolean(written);
  };
  // The common case, a success at an endpoint with no failures to forget, is one statement:
  // a backlog of thousands drains without a transaction per delivery.
  if (attempt.ok && endpoint.consecutiveFailures === 0) {
    await write(db);
    return { disabled: false };
  }
  return db.transaction(async (tx) => {
    if (!(await write(tx))) return { disabled: false };
    if (nextAttemptAt) await enqueueDeliveryAttempt(tx, delivery.id, nextAttemptAt);
    if (attempt.ok)
      await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!attempt.ok && final)
      return { disabled: await countFailedDelivery(tx, config, delivery.endpointId) };
    return { disabled: false };
  });
}

/** One attempt of one delivery; failures are the receiver's and are recorded, never thrown. */
export async function runDeliveryAttempt(
  payload: Record<string, unknown>,
  tools: Pick<JobTools, "db" | "config" | "log">,
) {
  const { db, config, log } = tools;
  if (typeof payload.deliveryId !== "string") throw new PermanentJobError("No delivery named.");
  const found = await load(db, payload.deliveryId);
  if (found?.delivery.status !== "pending") return { skipped: found?.delivery.status ?? "missing" };
  const { delivery, endpoint } = found;
  if (!endpoint.enabled) {
    await db
      .update(webhookDeliveries)
      .set({
        status: "failed",
        lastError: "The endpoint is turned off.",
        nextAttemptAt: null,
        finishedAt: new Date(),
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "pending")));
    return { skipped: "endpoint disabled" };
  }
  const secret = await decryptWebhookSecret(db, endpoint.secretCiphertext);
  const attempt = await postWebhook({
    url: endpoint.url,
    body: delivery.body,
    headers: signedHeaders(secret, delivery),
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
  });
  const { disabled } = await recordAttempt(db, config, found, attempt);
  if (disabled) {
    // After the commit, and never failing the job: a mail server down must not resend the event.
    await mailAdministratorsOfDisabledEndpoint(tools, endpoint).catch((error) =>
      log.error({ err: error, endpointId: endpoint.id }, "webhook disabled mail failed"),
    );
  }
  return { status: attempt.ok ? "succeeded" : "failed", httpStatus: attempt.status };
}

export const webhookDeliveryJob: JobDefinition = {
  queue: webhookDeliveryQueue,
  run: runDeliveryAttempt,
  // A delivery waits on someone else's server (up to WEBHOOK_TIMEOUT_MS): several at once, and
  // never in the way of the other queues' jobs.
  lanes: 8,
};
