import { hasFlag, hasPermission, type PolicyActor } from "./policy-actor.ts";

/** A configuration as the rules see it: the default one belongs to no organisation. */
export type RiskConfigSubject = { organizationId: string | null };

/** Spec 1 §2.4: the Risk Hub entry and its pages need the organisation's risk dashboard access. */
const usesRiskHub = (actor: PolicyActor) =>
  actor.organizationId !== null && hasFlag(actor, "riskDashboardAccess");

/**
 * Risk hub (issue 14). Scores, history and signals are read by every member with the hub;
 * configurations are changed with create:risk_config (spec 3 §6), and only the organisation's
 * own custom ones: the default configuration is nobody's to change.
 */
export const riskPolicy = {
  "risk.read": (actor: PolicyActor) => usesRiskHub(actor),
  "riskConfigs.create": (actor: PolicyActor) =>
    usesRiskHub(actor) && hasPermission(actor, "create:risk_config"),
  "riskConfigs.modify": (actor: PolicyActor, config: RiskConfigSubject) =>
    usesRiskHub(actor) &&
    hasPermission(actor, "create:risk_config") &&
    config.organizationId !== null &&
    config.organizationId === actor.organizationId,
  /** Dismissing and restoring a risk signal is an analyst's call: every member with the hub. */
  "riskSignals.act": (actor: PolicyActor) => usesRiskHub(actor),
  /**
   * Confirming or dismissing a screening match changes what the organisation's grades rest on:
   * the same people who edit risk configurations.
   */
  "screeningMatches.decide": (actor: PolicyActor) =>
    usesRiskHub(actor) && hasPermission(actor, "create:risk_config"),
};
