import { webhookDeliveryStatuses } from "@tierwise/common/webhooks";
import { LimitReachedError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { toPageArgs } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, pageArgs } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "./webhook.table.ts";
import {
  findWebhookDelivery,
  listWebhookDeliveries,
  replayWebhookDelivery,
  sendTestWebhook,
} from "./webhook-delivery.service.ts";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from "./webhook-endpoint.service.ts";

const WebhookDeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", {
  values: Object.fromEntries(
    webhookDeliveryStatuses.map((status) => [status.toUpperCase(), { value: status }]),
  ) as Record<
    "PENDING" | "SUCCEEDED" | "FAILED",
    { value: (typeof webhookDeliveryStatuses)[number] }
  >,
});

/** An endpoint as administrators see it: never its secret. */
const WebhookEndpointType = builder.objectRef<WebhookEndpointRow>("WebhookEndpoint").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    description: t.exposeString("description"),
    eventTypes: t.exposeStringList("eventTypes"),
    enabled: t.exposeBoolean("enabled"),
    secretPrefix: t.exposeString("secretPrefix", {
      description: "The signing secret's first characters, to tell secrets apart.",
    }),
    consecutiveFailures: t.exposeInt("consecutiveFailures", {
      description: "Deliveries in a row that failed after every retry.",
    }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true }),
    disabledReason: t.exposeString("disabledReason", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const WebhookDeliveryType = builder.objectRef<WebhookDeliveryRow>("WebhookDelivery").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    endpointId: t.exposeID("endpointId"),
    eventId: t.exposeID("eventId", { description: "Sent as webhook-id; the same on a replay." }),
    eventType: t.exposeString("eventType"),
    requestBody: t.exposeString("body", { description: "The JSON body as sent and signed." }),
    status: t.field({ type: WebhookDeliveryStatusEnum, resolve: (d) => d.status }),
    attempts: t.exposeInt("attempts"),
    nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime", nullable: true }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    responseStatus: t.exposeInt("responseStatus", { nullable: true }),
    responseBody: t.exposeString("responseBody", {
      nullable: true,
      description: "The first 2 KB of the receiver's last answer.",
    }),
    durationMs: t.exposeInt("durationMs", { nullable: true }),
    lastError: t.exposeString("lastError", { nullable: true }),
    replayOf: t.exposeID("replayOf", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
  }),
});

const WebhookDeliveryConnection = connectionType("WebhookDeliveryConnection", WebhookDeliveryType);

const WebhookEndpointInput = builder.inputType("WebhookEndpointInput", {
  fields: (t) => ({
    url: t.string({ required: true, description: "https (http only for loopback hosts)." }),
    description: t.string({ description: "At most 200 characters." }),
    eventTypes: t.stringList({ required: true, description: "Names from the event catalogue." }),
    enabled: t.boolean({ description: "On unless false." }),
  }),
});

const WebhookEndpointUpdateInput = builder.inputType("WebhookEndpointUpdateInput", {
  fields: (t) => ({
    url: t.string(),
    description: t.string(),
    eventTypes: t.stringList(),
    enabled: t.boolean({ description: "Turning an endpoint on again clears its failure count." }),
  }),
});

const endpointWithSecret = (name: string) =>
  builder.objectRef<{ endpoint: WebhookEndpointRow; secret: string }>(name).implement({
    fields: (t) => ({
      endpoint: t.field({ type: WebhookEndpointType, resolve: (r) => r.endpoint }),
      secret: t.exposeString("secret", {
        description: "The signing secret (whsec_…). Shown this once.",
      }),
    }),
  });
const CreateWebhookEndpointSuccess = endpointWithSecret("CreateWebhookEndpointSuccess");
const RotateWebhookSecretSuccess = endpointWithSecret("RotateWebhookSecretSuccess");

const UpdateWebhookEndpointSuccess = builder
  .objectRef<{ endpoint: WebhookEndpointRow }>("UpdateWebhookEndpointSuccess")
  .implement({
    fields: (t) => ({
      endpoint: t.field({ type: WebhookEndpointType, resolve: (r) => r.endpoint }),
    }),
  });

const DeleteWebhookEndpointSuccess = builder
  .objectRef<{ id: string }>("DeleteWebhookEndpointSuccess")
  .implement({ fields: (t) => ({ id: t.exposeID("id") }) });

const WebhookDeliverySuccess = builder
  .objectRef<{ delivery: WebhookDeliveryRow }>("WebhookDeliverySuccess")
  .implement({
    fields: (t) => ({
      delivery: t.field({ type: WebhookDeliveryType, resolve: (r) => r.delivery }),
    }),
  });

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpointType],
    description: "The organisation's webhook endpoints, newest first (administrators).",
    resolve: (_root, _args, ctx) => asTenant(ctx, listWebhookEndpoints),
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryConnection,
    description: "An endpoint's deliveries, newest first, optionally of one status.",
    args: {
      ...pageArgs(t),
      endpointId: t.arg.id({ required: true }),
      status: t.arg({ type: WebhookDeliveryStatusEnum, required: false }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, listWebhookDeliveries, {
          ...toPageArgs(args),
          endpointId: String(args.endpointId),
          status: args.status ?? null,
        }),
      ),
  }),
  webhookDelivery: t.field({
    type: WebhookDeliveryType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, findWebhookDelivery, String(args.id)).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreateWebhookEndpointSuccess,
    args: { input: t.arg({ type: WebhookEndpointInput, required: true }) },
    errors: {
      types: [ValidationError, LimitReachedError],
      union: { name: "CreateWebhookEndpointResult" },
    },
    resolve: (_root, { input }, ctx) => asTenant(ctx, createWebhookEndpoint, input),
  }),
  updateWebhookEndpoint: t.field({
    type: UpdateWebhookEndpointSuccess,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: WebhookEndpointUpdateInput, required: true }),
    },
    errors: {
      types: [ValidationError, NotFoundError],
      union: { name: "UpdateWebhookEndpointResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateWebhookEndpoint, { id: String(args.id), input: args.input }),
  }),
  deleteWebhookEndpoint: t.field({
    type: DeleteWebhookEndpointSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "DeleteWebhookEndpointResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteWebhookEndpoint, { id: String(args.id) }),
  }),
  rotateWebhookSecret: t.field({
    type: RotateWebhookSecretSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "RotateWebhookSecretResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, rotateWebhookSecret, { id: String(args.id) }),
  }),
  replayWebhookDelivery: t.field({
    type: WebhookDeliverySuccess,
    description: "Sends the delivery's event again as a new delivery with fresh attempts.",
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "ReplayWebhookDeliveryResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, replayWebhookDelivery, { id: String(args.id) }),
  }),
  sendTestWebhook: t.field({
    type: WebhookDeliverySuccess,
    description: "Sends a webhook.test event to the endpoint.",
    args: { endpointId: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "SendTestWebhookResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, sendTestWebhook, { endpointId: String(args.endpointId) }),
  }),
}));
