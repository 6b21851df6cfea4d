/** Boolean feature flags per organisation (spec 1 §6.3). */
export const booleanFeatureFlags = [
  "comments",
  "insights",
  "nTier",
  "nTierCentralityScore",
  "nTierImpact",
  "companyRequests",
  "advancedSearch",
  "compareCompanies",
  "sensitive",
  "gsca",
  "caseManagementEnabled",
  "caseManagementLocations",
  "riskCategoryField",
  "riskCategoryChart",
  "hideDefaultRiskConfig",
  "totpMFAEnabled",
  "firstPartyData",
  "customJobBusinessUnitEnabled",
  "brandedEmails",
  "defaultCommentAccess",
  "criteriaCheckAccess",
  "alertServiceEnabled",
  "tierwiseAdminOrganisationsEnabled",
  // Related gates that the spec lists beside the flags.
  "alerts",
  "riskDashboardAccess",
  // Spec 1 §6.3 "AI report version (v1 or v2)": see ai-reports.ts.
  "aiReportV1",
  "aiReportV2",
  "analytics",
] as const;

export type BooleanFeatureFlag = (typeof booleanFeatureFlags)[number];
export type FeatureFlags = Record<BooleanFeatureFlag, boolean>;

export const defaultFeatureFlags: FeatureFlags = Object.fromEntries(
  booleanFeatureFlags.map((flag) => [flag, false]),
) as FeatureFlags;

export const allFeatureFlagsOn: FeatureFlags = Object.fromEntries(
  booleanFeatureFlags.map((flag) => [flag, true]),
) as FeatureFlags;
