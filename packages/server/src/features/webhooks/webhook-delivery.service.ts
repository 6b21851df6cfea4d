import { randomUUID } from "node:crypto";
import type { WebhookDeliveryStatus } from "@tierwise/common/webhooks";
import { count, desc, eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import { type WebhookDeliveryRow, webhookDeliveries } from "./webhook.table.ts";
import { findOwnEndpoint } from "./webhook-endpoint.service.ts";
import { insertDeliveries, webhookBody } from "./webhook-events.ts";

const deliveryNotFound = () => new NotFoundError("Webhook delivery not found.");

/** An endpoint's deliveries, newest first, optionally of one status. */
export async function listWebhookDeliveries(
  deps: ServiceDeps,
  actor: TenantActor,
  args: PageArgs & { endpointId: string; status?: WebhookDeliveryStatus | null },
) {
  authorize(actor, "webhooks.read");
  const endpoint = await findOwnEndpoint(deps.db, actor, args.endpointId);
  const where = ownedBy(
    actor,
    webhookDeliveries,
    eq(webhookDeliveries.endpointId, endpoint.id),
    args.status ? eq(webhookDeliveries.status, args.status) : undefined,
  );
  return paginate<WebhookDeliveryRow>(args, {
    defaultSize: 25,
    count: async () =>
      (await deps.db.select({ n: count() }).from(webhookDeliveries).where(where))[0]?.n ?? 0,
    fetch: ({ offset, limit }) =>
      deps.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit)
        .offset(offset),
  });
}

export async function findWebhookDelivery(deps: ServiceDeps, actor: TenantActor, id: string) {
  authorize(actor, "webhooks.read");
  if (!isUuid(id)) throw deliveryNotFound();
  const found = await tenantData(deps.db, actor).first(
    webhookDeliveries,
    eq(webhookDeliveries.id, id),
  );
  if (!found) throw deliveryNotFound();
  return found;
}

/**
 * Sends a delivery's event again as a new delivery (the same webhook-id, so a receiver that
 * already processed it can tell), with a fresh set of attempts; the original stays as it was.
 */
export async function replayWebhookDelivery(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
) {
  authorize(actor, "webhooks.manage");
  const original = await findWebhookDelivery(deps, actor, args.id);
  return deps.db.transaction(async (tx) => {
    await findOwnEndpoint(tx, actor, original.endpointId);
    const delivery = await insertOne(tx, {
      organizationId: actor.organizationId,
      endpointId: original.endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
      replayOf: original.id,
    });
    await recordAudit(tx, actor, {
      action: "webhook_delivery.replayed",
      targetType: "WebhookDelivery",
      targetId: delivery.id,
      after: {
        replayOf: original.id,
        eventType: original.eventType,
        endpointId: original.endpointId,
      },
    });
    return { delivery };
  });
}

/** A `webhook.test` event to one endpoint, to check a receiver and its signature check. */
export async function sendTestWebhook(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { endpointId: string },
) {
  authorize(actor, "webhooks.manage");
  return deps.db.transaction(async (tx) => {
    const endpoint = await findOwnEndpoint(tx, actor, args.endpointId);
    const eventId = randomUUID();
    const event = {
      organizationId: actor.organizationId,
      type: "webhook.test" as const,
      data: { endpointId: endpoint.id, message: "A test event from Tierwise." },
    };
    const delivery = await insertOne(tx, {
      organizationId: actor.organizationId,
      endpointId: endpoint.id,
      eventId,
      eventType: event.type,
      body: webhookBody(eventId, event, new Date()),
    });
    return { delivery };
  });
}

async function insertOne(
  tx: Parameters<typeof insertDeliveries>[0],
  row: typeof webhookDeliveries.$inferInsert,
) {
  const [id] = await insertDeliveries(tx, [{ ...row, nextAttemptAt: new Date() }]);
  const [delivery] = await tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id ?? ""));
  if (!delivery) throw deliveryNotFound();
  return delivery;
}
