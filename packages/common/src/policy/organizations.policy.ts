import { hasPermission, hasRole, isAdministrativeRole, type PolicyActor } from "./policy-actor.ts";

/** Members, teams, invitations, organisations and feature-flag overrides (spec 1 §6). */
export const organizationsPolicy = {
  /**
   * /members and the user menu's User management link (spec 1 §6.4): organisation admin,
   * provider manager, or teams admin who can also manage members.
   */
  "members.read": (actor: PolicyActor) =>
    isAdministrativeRole(actor) && hasPermission(actor, "read:manage_members"),
  "members.update": (actor: PolicyActor) => hasPermission(actor, "create:manage_members"),
  "members.deactivate": (actor: PolicyActor) => hasPermission(actor, "delete:manage_members"),
  "invitations.manage": (actor: PolicyActor) => hasPermission(actor, "create:manage_members"),
  "teams.read": (actor: PolicyActor) => hasPermission(actor, "read:team"),
  /** Spec 1 §6.4: the Groups page (and its user-menu entry) is for organisation admins only. */
  "teams.openGroupsPage": (actor: PolicyActor) => hasRole(actor, "organization_admin"),
  "teams.create": (actor: PolicyActor) => hasPermission(actor, "create:team"),
  "teams.update": (actor: PolicyActor) => hasPermission(actor, "create:team"),
  "teams.delete": (actor: PolicyActor) => hasPermission(actor, "delete:team"),
  /** /organizations and every organisation but one's own: provider managers only. */
  "organizations.read": (actor: PolicyActor) => hasPermission(actor, "read:organization"),
  "organizations.create": (actor: PolicyActor) => hasPermission(actor, "create:organization"),
  "organizations.update": (actor: PolicyActor) => hasPermission(actor, "create:organization"),
  "organizations.delete": (actor: PolicyActor) => hasPermission(actor, "delete:organization"),
  "featureFlags.override": (actor: PolicyActor) => hasPermission(actor, "create:organization"),
  /** Branding of one's own organisation (organisation admins and provider managers). */
  "branding.update": (actor: PolicyActor) => hasPermission(actor, "create:manage_members"),
  /** The shared organisation settings document: organisation admins and provider managers. */
  "organizationSettings.update": (actor: PolicyActor) =>
    hasRole(actor, "organization_admin", "tierwise_admin"),
  "sso.read": (actor: PolicyActor) => hasPermission(actor, "read:organization"),
  "sso.update": (actor: PolicyActor) => hasPermission(actor, "create:organization"),
  /** Organisation admins read their own organisation's log; provider managers any. */
  "audit.read": (actor: PolicyActor) =>
    hasPermission(actor, "read:organization") || hasPermission(actor, "create:manage_members"),
  "audit.readAnyOrganization": (actor: PolicyActor) => hasPermission(actor, "read:organization"),
};
