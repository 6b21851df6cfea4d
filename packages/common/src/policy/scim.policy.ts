import { hasPermission, type PolicyActor } from "./policy-actor.ts";

/** SCIM provisioning (issue 33): the identity provider manages members and teams. */
export const scimPolicy = {
  /**
   * The service account behind a SCIM token adds, deactivates and removes members and manages
   * teams, so it needs every one of those permissions: a token never does more than its account.
   */
  "scim.provision": (actor: PolicyActor) =>
    hasPermission(actor, "create:manage_members") &&
    hasPermission(actor, "delete:manage_members") &&
    hasPermission(actor, "create:team") &&
    hasPermission(actor, "delete:team"),
};
