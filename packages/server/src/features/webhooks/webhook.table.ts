import type { WebhookDeliveryStatus, WebhookEventType } from "@tierwise/common/webhooks";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";

/** An address the organisation asked to receive events at (issue 33). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    eventTypes: text("event_types").array().$type<WebhookEventType>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /**
     * The signing secret, encrypted (webhook-secret.ts). Unlike a token it cannot be a hash:
     * every delivery is signed with it.
     */
    secretCiphertext: text("secret_ciphertext").notNull(),
    /** The secret's first characters, so people can tell which one a receiver holds. */
    secretPrefix: text("secret_prefix").notNull(),
    /** Deliveries in a row that failed after every retry; a success resets it. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organizationId, t.createdAt)],
);

/** One event on its way to one endpoint: every attempt updates the same row. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The webhook-id header: the same for every attempt and replay, so receivers can dedupe. */
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The JSON body exactly as sent (text, not jsonb: the signature covers these bytes). */
    body: text("body").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    responseStatus: integer("response_status"),
    /** The first 2 KB of the receiver's last answer. */
    responseBody: text("response_body"),
    durationMs: integer("duration_ms"),
    lastError: text("last_error"),
    /** A replay names the delivery it repeats. */
    replayOf: uuid("replay_of"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index().on(t.endpointId, t.createdAt), index().on(t.organizationId, t.createdAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
