import { hasFlag, hasPermission, hasRole, type PolicyActor } from "./policy-actor.ts";

/** A request as the rules see it: `userId` is its creator. */
export type CompanyRequestSubject = { organizationId: string; userId: string };

/** The organisation feature companyRequests switches requests on (spec 1 §2.2, spec 3 §2). */
const usesRequests = (actor: PolicyActor) =>
  actor.organizationId !== null && hasFlag(actor, "companyRequests");

const ownOrganization = (actor: PolicyActor, subject: CompanyRequestSubject) =>
  subject.organizationId === actor.organizationId;

/** Company requests and bulk requests (spec 3 §6), and the subscription sets they fill. */
export const companyRequestsPolicy = {
  "requests.read": (actor: PolicyActor) =>
    usesRequests(actor) && hasPermission(actor, "read:company_request"),
  "requests.create": (actor: PolicyActor) =>
    usesRequests(actor) && hasPermission(actor, "create:company_request"),
  /** Logs and status changes: anyone of the organisation who may create requests. */
  "requests.update": (actor: PolicyActor, request: CompanyRequestSubject) =>
    usesRequests(actor) &&
    hasPermission(actor, "create:company_request") &&
    ownOrganization(actor, request),
  /**
   * Retire and undo: one's own requests, or any of the organisation's with the delete
   * permission (organisation admins).
   */
  "requests.retire": (actor: PolicyActor, request: CompanyRequestSubject) =>
    usesRequests(actor) &&
    ownOrganization(actor, request) &&
    (request.userId === actor.userId || hasPermission(actor, "delete:company_request")),
  /** Spec 1 §2.2: bulk requests need the company bulk request read permission. */
  "requests.readBulk": (actor: PolicyActor) =>
    usesRequests(actor) && hasPermission(actor, "read:company_bulk_request"),
  "requests.createBulk": (actor: PolicyActor) =>
    usesRequests(actor) && hasPermission(actor, "create:company_bulk_request"),
  /** Subscription sets of one's own organisation: read by every member. */
  "subscriptionSets.read": (actor: PolicyActor) => actor.organizationId !== null,
  /** Issue 16: a provider manager administers the sets of every organisation. */
  "subscriptionSets.manage": (actor: PolicyActor) =>
    hasRole(actor, "tierwise_admin") && hasPermission(actor, "create:organization"),
};
