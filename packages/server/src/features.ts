import type { Feature } from "./core/feature.ts";
import { aiReportsFeature } from "./features/ai-reports/ai-reports.feature.ts";
import { alertsFeature } from "./features/alerts/alerts.feature.ts";
import { apiTokensFeature } from "./features/api-tokens/api-tokens.feature.ts";
import { auditFeature } from "./features/audit/audit.feature.ts";
import { authFeature } from "./features/auth/auth.feature.ts";
import { caseEmailsFeature } from "./features/case-emails/case-emails.feature.ts";
import { casesFeature } from "./features/cases/cases.feature.ts";
import { commentsFeature } from "./features/comments/comments.feature.ts";
import { companiesFeature } from "./features/companies/companies.feature.ts";
import { companyRequestsFeature } from "./features/company-requests/company-requests.feature.ts";
import { dashboardsFeature } from "./features/dashboards/dashboards.feature.ts";
import { exportsFeature } from "./features/exports/exports.feature.ts";
import { healthFeature } from "./features/health/health.feature.ts";
import { nTierFeature } from "./features/n-tier/n-tier.feature.ts";
import { notificationsFeature } from "./features/notifications/notifications.feature.ts";
import { organizationsFeature } from "./features/organizations/organizations.feature.ts";
import { portfoliosFeature } from "./features/portfolios/portfolios.feature.ts";
import { riskFeature } from "./features/risk/risk.feature.ts";
import { savedItemsFeature } from "./features/saved-items/saved-items.feature.ts";
import { scimFeature } from "./features/scim/scim.feature.ts";
import { settingsFeature } from "./features/settings/settings.feature.ts";
import { ssoFeature } from "./features/sso/sso.feature.ts";
import { subscriptionSetsFeature } from "./features/subscription-sets/subscription-sets.feature.ts";
import { tagsFeature } from "./features/tags/tags.feature.ts";
import { undoFeature } from "./features/undo/undo.feature.ts";
import { webhooksFeature } from "./features/webhooks/webhooks.feature.ts";
import { workflowsFeature } from "./features/workflows/workflows.feature.ts";

/**
 * Every feature of the app, in the order their GraphQL types register. A new feature is its own
 * folder with a `<name>.feature.ts`, plus one entry here.
 */
export const features: readonly Feature[] = [
  healthFeature,
  authFeature,
  organizationsFeature,
  settingsFeature,
  undoFeature,
  tagsFeature,
  auditFeature,
  ssoFeature,
  notificationsFeature,
  companiesFeature,
  savedItemsFeature,
  exportsFeature,
  portfoliosFeature,
  commentsFeature,
  casesFeature,
  caseEmailsFeature,
  companyRequestsFeature,
  subscriptionSetsFeature,
  alertsFeature,
  riskFeature,
  aiReportsFeature,
  nTierFeature,
  dashboardsFeature,
  workflowsFeature,
  apiTokensFeature,
  webhooksFeature,
  scimFeature,
];
