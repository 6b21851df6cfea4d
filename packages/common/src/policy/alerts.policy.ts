import { hasFlag, hasRole, type PolicyActor } from "./policy-actor.ts";

/** A feed as the rules see it: default feeds belong to nobody and cannot be modified. */
export type AlertFeedSubject = {
  organizationId: string | null;
  authorId: string | null;
  isDefault: boolean;
};

/** Who administers an organisation's alerts: its admins, and provider managers. */
const alertAdmins = ["organization_admin", "tierwise_for_teams_admin", "tierwise_admin"] as const;

/** Spec 3 §2 / §6: the alerts capability is an organisation feature; without it, no page. */
const usesAlerts = (actor: PolicyActor) =>
  actor.organizationId !== null && hasFlag(actor, "alerts");

/**
 * Alerts (issue 13). Which alerts a member sees is decided by the organisation's subscriptions
 * (or all_alerts_access) in the server's alert visibility, not here; these rules say who may
 * act at all.
 */
export const alertsPolicy = {
  "alerts.read": (actor: PolicyActor) => usesAlerts(actor),
  /** Read, archive and relevance feedback are personal: every member with alerts. */
  "alerts.feedback": (actor: PolicyActor) => usesAlerts(actor),
  "alertFeeds.create": (actor: PolicyActor) => usesAlerts(actor),
  /** A feed's author changes or deletes it; default feeds nobody (spec 3 §3). */
  "alertFeeds.modify": (actor: PolicyActor, feed: AlertFeedSubject) =>
    usesAlerts(actor) &&
    !feed.isDefault &&
    feed.organizationId === actor.organizationId &&
    (feed.authorId === actor.userId || hasRole(actor, ...alertAdmins)),
  /** Subscriptions are the organisation's purchase: its admins manage them. */
  "alertSubscriptions.manage": (actor: PolicyActor) =>
    usesAlerts(actor) && hasRole(actor, ...alertAdmins),
};
