import { hasPermission, type PolicyActor } from "./policy-actor.ts";

/**
 * Organisation webhooks (issue 33): the organisation's data leaves for an address someone
 * chose, so only the people who manage its members (like service tokens) see or change them.
 */
export const webhooksPolicy = {
  "webhooks.read": (actor: PolicyActor) => hasPermission(actor, "create:manage_members"),
  "webhooks.manage": (actor: PolicyActor) => hasPermission(actor, "create:manage_members"),
};
