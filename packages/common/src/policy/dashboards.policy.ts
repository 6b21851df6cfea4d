import type { WidgetNotAllowedReason } from "../dashboards/messages.ts";
import type { DashboardWidgetType } from "../dashboards/widget-types.ts";
import { alertsPolicy } from "./alerts.policy.ts";
import { casesPolicy } from "./cases.policy.ts";
import { hasFlag, hasPermission, hasRole, type PolicyActor } from "./policy-actor.ts";
import { riskPolicy } from "./risk.policy.ts";
import { savedItemsPolicy } from "./saved-items.policy.ts";

/**
 * A dashboard as the rules see it. `namedInAclWrite`: one of its write entries names the viewer
 * (the user, a team of theirs, or the organisation); the server works it out, as for portfolios.
 */
export type DashboardSubject = { organizationId: string; namedInAclWrite: boolean };

/** An organisation whose settings (its allowed bundle hosts) are being changed. */
export type DashboardOrganizationSubject = { organizationId: string };

/** Organisation administrators of their own organisation (customer and teams setups alike). */
const organizationAdmin = (actor: PolicyActor, organizationId: string) =>
  actor.organizationId === organizationId &&
  hasRole(actor, "organization_admin", "tierwise_for_teams_admin");

/** Issue 30: provider administrators manage any organisation's dashboards. */
const providerAdmin = (actor: PolicyActor) =>
  hasRole(actor, "tierwise_admin") && actor.organizationType === "provider";

const member = (actor: PolicyActor, organizationId: string) =>
  actor.organizationId !== null && actor.organizationId === organizationId;

/**
 * What stops the viewer from seeing a widget's data, or null when nothing does. Each type
 * needs what its page needs (risk hub, alerts, cases, …), read from those features' rules.
 */
export function dashboardWidgetBlock(
  actor: PolicyActor,
  type: DashboardWidgetType,
): WidgetNotAllowedReason | null {
  switch (type) {
    case "riskGradeDistribution":
    case "topRiskySuppliers":
      return riskPolicy["risk.read"](actor) ? null : "riskHub";
    case "alertsOverTime":
    case "topAlertTopics":
      return alertsPolicy["alerts.read"](actor) ? null : "alerts";
    case "casesByStatus":
    case "overdueTasks":
      return casesPolicy["cases.read"](actor) ? null : "cases";
    case "portfolioCoverage":
      return hasPermission(actor, "read:portfolio") ? null : "portfolios";
    case "nTierExposureMap":
    case "nTierConcentration":
      return actor.organizationId !== null && hasFlag(actor, "nTier") ? null : "nTier";
    case "requestPipeline":
      if (!hasFlag(actor, "companyRequests")) return "requestsFlag";
      return hasPermission(actor, "read:company_request") ? null : "requestsPermission";
    case "savedSearchCount":
      return savedItemsPolicy["savedSearches.use"](actor) ? null : "savedSearches";
    case "note":
    case "extension":
      return null;
  }
}

/**
 * Dashboards (issue 30; spec 3 §6 "dashboards carry a write flag"). Every member of the
 * organisation reads and creates; writing needs an aclWrite entry naming the viewer, or an
 * administrator of the organisation, or a provider administrator (any organisation).
 */
export const dashboardsPolicy = {
  "dashboards.read": (actor: PolicyActor, dashboard: { organizationId: string }) =>
    member(actor, dashboard.organizationId) || providerAdmin(actor),
  "dashboards.create": (actor: PolicyActor, organization: DashboardOrganizationSubject) =>
    member(actor, organization.organizationId) || providerAdmin(actor),
  "dashboards.write": (actor: PolicyActor, dashboard: DashboardSubject) =>
    providerAdmin(actor) ||
    organizationAdmin(actor, dashboard.organizationId) ||
    (member(actor, dashboard.organizationId) && dashboard.namedInAclWrite),
  /** Spec 1 §9 "allowed script bundle hosts": the organisation's administrators decide. */
  "dashboards.manageBundleHosts": (
    actor: PolicyActor,
    organization: DashboardOrganizationSubject,
  ) => providerAdmin(actor) || organizationAdmin(actor, organization.organizationId),
  "dashboards.viewWidget": (actor: PolicyActor, widget: { type: DashboardWidgetType }) =>
    dashboardWidgetBlock(actor, widget.type) === null,
};
