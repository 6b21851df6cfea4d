import {
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
} from "@tierwise/common/inputs/webhooks";
import { webhookLimits } from "@tierwise/common/webhooks";
import { desc, eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { LimitReachedError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { type WebhookEndpointRow, webhookEndpoints } from "./webhook.table.ts";
import { displayPrefixOf, encryptWebhookSecret, newWebhookSecret } from "./webhook-secret.ts";

const endpointNotFound = () => new NotFoundError("Webhook endpoint not found.");

/** What the audit log keeps of an endpoint: never its secret. */
const snapshot = (endpoint: WebhookEndpointRow) => ({
  url: endpoint.url,
  description: endpoint.description,
  eventTypes: endpoint.eventTypes,
  enabled: endpoint.enabled,
});

export async function listWebhookEndpoints(deps: ServiceDeps, actor: TenantActor) {
  authorize(actor, "webhooks.read");
  return deps.db
    .select()
    .from(webhookEndpoints)
    .where(ownedBy(actor, webhookEndpoints))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** The organisation's endpoint; not found for an id of another organisation or no id at all. */
export async function findOwnEndpoint(db: Database, actor: TenantActor, id: string) {
  if (!isUuid(id)) throw endpointNotFound();
  const found = await tenantData(db, actor).first(webhookEndpoints, eq(webhookEndpoints.id, id));
  if (!found) throw endpointNotFound();
  return found;
}

async function newSecretColumns(db: Database) {
  const secret = newWebhookSecret();
  return {
    secret,
    columns: {
      secretCiphertext: await encryptWebhookSecret(db, secret),
      secretPrefix: displayPrefixOf(secret),
    },
  };
}

/** Registers an endpoint and answers its signing secret, which is never shown again. */
export async function createWebhookEndpoint(deps: ServiceDeps, actor: TenantActor, input: unknown) {
  authorize(actor, "webhooks.manage");
  const parsed = parseInput(webhookEndpointInputSchema, input);
  const { secret, columns } = await newSecretColumns(deps.db);
  return deps.db.transaction(async (tx) => {
    const data = tenantData(tx, actor);
    if ((await data.count(webhookEndpoints)) >= webhookLimits.endpointsPerOrganization)
      throw new LimitReachedError(webhookLimits.endpointsPerOrganization);
    const endpoint = await data.insert(webhookEndpoints, {
      ...parsed,
      ...columns,
      createdBy: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: "webhook_endpoint.created",
      targetType: "WebhookEndpoint",
      targetId: endpoint.id,
      after: snapshot(endpoint),
    });
    return { endpoint, secret };
  });
}

/** Changes any of address, description, events and the on/off switch. */
export async function updateWebhookEndpoint(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string; input: unknown },
) {
  authorize(actor, "webhooks.manage");
  const parsed = parseInput(webhookEndpointUpdateSchema, args.input);
  return deps.db.transaction(async (tx) => {
    const before = await findOwnEndpoint(tx, actor, args.id);
    // Turned on again by a person: the failures that turned it off are behind it.
    const reenabled = parsed.enabled === true && !before.enabled;
    const [endpoint] = await tenantData(tx, actor).update(
      webhookEndpoints,
      {
        ...parsed,
        ...(reenabled ? { consecutiveFailures: 0, disabledAt: null, disabledReason: null } : {}),
        updatedAt: new Date(),
      },
      eq(webhookEndpoints.id, before.id),
    );
    if (!endpoint) throw endpointNotFound();
    await recordAudit(tx, actor, {
      action: "webhook_endpoint.updated",
      targetType: "WebhookEndpoint",
      targetId: endpoint.id,
      before: snapshot(before),
      after: snapshot(endpoint),
    });
    return { endpoint };
  });
}

/** Removes the endpoint with its deliveries; queued attempts find nothing and stop. */
export async function deleteWebhookEndpoint(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
) {
  authorize(actor, "webhooks.manage");
  return deps.db.transaction(async (tx) => {
    const before = await findOwnEndpoint(tx, actor, args.id);
    await tenantData(tx, actor).delete(webhookEndpoints, eq(webhookEndpoints.id, before.id));
    await recordAudit(tx, actor, {
      action: "webhook_endpoint.deleted",
      targetType: "WebhookEndpoint",
      targetId: before.id,
      before: snapshot(before),
    });
    return { id: before.id };
  });
}

/** A new signing secret, shown once; the old one stops signing at once. */
export async function rotateWebhookSecret(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
) {
  authorize(actor, "webhooks.manage");
  const { secret, columns } = await newSecretColumns(deps.db);
  return deps.db.transaction(async (tx) => {
    const before = await findOwnEndpoint(tx, actor, args.id);
    const [endpoint] = await tenantData(tx, actor).update(
      webhookEndpoints,
      { ...columns, updatedAt: new Date() },
      eq(webhookEndpoints.id, before.id),
    );
    if (!endpoint) throw endpointNotFound();
    await recordAudit(tx, actor, {
      action: "webhook_endpoint.secret_rotated",
      targetType: "WebhookEndpoint",
      targetId: endpoint.id,
    });
    return { endpoint, secret };
  });
}
