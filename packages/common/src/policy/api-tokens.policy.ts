import { hasPermission, type PolicyActor } from "./policy-actor.ts";

/** API tokens (issue 33): personal ones for every member, service ones for administrators. */
export const apiTokensPolicy = {
  /** Anyone inside an organisation may hold tokens that act as themselves there. */
  "apiTokens.managePersonal": (actor: PolicyActor) => actor.organizationId !== null,
  /** Service accounts act for the organisation: the people who manage its members make them. */
  "apiTokens.manageService": (actor: PolicyActor) => hasPermission(actor, "create:manage_members"),
};
