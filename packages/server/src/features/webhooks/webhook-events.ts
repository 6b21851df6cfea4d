import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@tierwise/common/webhooks";
import { and, arrayContains, arrayOverlaps, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { enqueueJob, enqueueJobs } from "../../jobs/queue.ts";
import { webhookDeliveries, webhookEndpoints } from "./webhook.table.ts";

export const webhookDeliveryQueue = "webhooks.deliver";

/** What one organisation is told; `data` holds only what every administrator there may see. */
export type WebhookEvent = {
  organizationId: string;
  type: WebhookEventType | "webhook.test";
  data: Record<string, unknown>;
};

/** The body every attempt sends: the bytes the signature covers, kept as they were made. */
export function webhookBody(eventId: string, event: WebhookEvent, at: Date): string {
  return JSON.stringify({
    id: eventId,
    type: event.type,
    timestamp: at.toISOString(),
    data: event.data,
  });
}

/**
 * The handler records a failed attempt itself and queues the next one on the webhook schedule;
 * the queue's own retries only cover the handler crashing.
 */
const attemptJobOptions = { maxAttempts: 3 };

/** Queues a later attempt of a delivery, in the caller's transaction. */
export function enqueueDeliveryAttempt(db: Database, deliveryId: string, runAt: Date) {
  return enqueueJob(db, webhookDeliveryQueue, { deliveryId }, { ...attemptJobOptions, runAt });
}

/**
 * The one call every feature makes when something happens, inside the transaction that makes it:
 * a delivery row per enabled endpoint of the organisation that asked for the event type, and a
 * job each. Costs one indexed read when nobody listens.
 */
export async function recordWebhookEvents(
  db: Database,
  events: readonly WebhookEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const organizationIds = [...new Set(events.map((event) => event.organizationId))];
  const types = [...new Set(events.map((event) => event.type))];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      organizationId: webhookEndpoints.organizationId,
      eventTypes: webhookEndpoints.eventTypes,
    })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.organizationId, organizationIds),
        eq(webhookEndpoints.enabled, true),
        arrayOverlaps(webhookEndpoints.eventTypes, types as WebhookEventType[]),
      ),
    );
  if (endpoints.length === 0) return 0;
  const now = new Date();
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const event of events) {
    const listening = endpoints.filter(
      (endpoint) =>
        endpoint.organizationId === event.organizationId &&
        endpoint.eventTypes.includes(event.type as WebhookEventType),
    );
    if (listening.length === 0) continue;
    const eventId = randomUUID();
    const body = webhookBody(eventId, event, now);
    for (const endpoint of listening)
      rows.push({
        organizationId: event.organizationId,
        endpointId: endpoint.id,
        eventId,
        eventType: event.type,
        body,
        nextAttemptAt: now,
      });
  }
  return (await insertDeliveries(db, rows)).length;
}

export async function insertDeliveries(
  db: Database,
  rows: readonly (typeof webhookDeliveries.$inferInsert)[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(webhookDeliveries)
    .values([...rows])
    .returning({ id: webhookDeliveries.id });
  await enqueueJobs(
    db,
    webhookDeliveryQueue,
    inserted.map(({ id }) => ({ deliveryId: id })),
    attemptJobOptions,
  );
  return inserted.map((row) => row.id);
}

export function recordWebhookEvent(
  db: Database,
  organizationId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> {
  return recordWebhookEvents(db, [{ organizationId, type, data }]);
}

/** Organisations with an enabled endpoint for the type: the events fanned out to many ask first. */
export async function listeningOrganizations(db: Database, type: WebhookEventType) {
  const rows = await db
    .selectDistinct({ organizationId: webhookEndpoints.organizationId })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.eventTypes, [type])),
    );
  return rows.map((row) => row.organizationId);
}
