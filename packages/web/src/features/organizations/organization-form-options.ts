import { type BooleanFeatureFlag, booleanFeatureFlags } from "@tierwise/common/feature-flags";
import { type RoleKey, roleKeys, roles } from "@tierwise/common/roles";

// The choices the organisation form offers: roles and feature flags, with readable labels.

export function roleLabel(role: string): string {
  return (roles as Record<string, { label: string }>)[role]?.label ?? role;
}

export const roleOptions = roleKeys.map((role: RoleKey) => ({
  value: role,
  label: roles[role].label,
}));

/** Feature flags grouped for the form, each with a readable label. */
export const featureFlagGroups: { title: string; flags: BooleanFeatureFlag[] }[] = [
  {
    title: "Modules",
    flags: [
      "comments",
      "insights",
      "companyRequests",
      "advancedSearch",
      "compareCompanies",
      "sensitive",
      "gsca",
      "firstPartyData",
      "criteriaCheckAccess",
    ],
  },
  { title: "Multi-tier supply chain", flags: ["nTier", "nTierCentralityScore", "nTierImpact"] },
  {
    title: "Case management",
    flags: [
      "caseManagementEnabled",
      "caseManagementLocations",
      "riskCategoryField",
      "riskCategoryChart",
    ],
  },
  {
    title: "Alerts and risk",
    flags: ["alerts", "alertServiceEnabled", "riskDashboardAccess", "hideDefaultRiskConfig"],
  },
  {
    title: "Accounts and administration",
    flags: [
      "totpMFAEnabled",
      "customJobBusinessUnitEnabled",
      "brandedEmails",
      "defaultCommentAccess",
      "tierwiseAdminOrganisationsEnabled",
      "analytics",
    ],
  },
];

/** Flags added to common/feature-flags.ts later still get a switch, under "Other". */
export function groupedFeatureFlags(): { title: string; flags: BooleanFeatureFlag[] }[] {
  const listed = new Set(featureFlagGroups.flatMap((group) => group.flags));
  const known = featureFlagGroups.map((group) => ({
    title: group.title,
    flags: group.flags.filter((flag) => booleanFeatureFlags.includes(flag)),
  }));
  const other = booleanFeatureFlags.filter((flag) => !listed.has(flag));
  return other.length > 0 ? [...known, { title: "Other", flags: other }] : known;
}

const flagLabels: Partial<Record<BooleanFeatureFlag, string>> = {
  comments: "Comments",
  insights: "Insights",
  nTier: "Multi-tier supply chain (n-tier)",
  nTierCentralityScore: "N-tier centrality score",
  nTierImpact: "N-tier impact",
  companyRequests: "Company requests",
  advancedSearch: "Advanced search",
  compareCompanies: "Compare companies",
  sensitive: "Sensitive data",
  gsca: "GSCA",
  caseManagementEnabled: "Case management",
  caseManagementLocations: "Case management locations",
  riskCategoryField: "Risk category field",
  riskCategoryChart: "Risk category chart",
  hideDefaultRiskConfig: "Hide default risk configuration",
  totpMFAEnabled: "Require two-factor authentication (TOTP)",
  firstPartyData: "First-party data",
  customJobBusinessUnitEnabled: "Custom job titles and business units",
  brandedEmails: "Branded e-mails",
  defaultCommentAccess: "Default comment access",
  criteriaCheckAccess: "Criteria check access",
  alertServiceEnabled: "Alert service",
  tierwiseAdminOrganisationsEnabled: "External admin site for organisations",
  alerts: "Alerts",
  riskDashboardAccess: "Risk dashboard access",
  analytics: "Analytics",
};

export function featureFlagLabel(flag: string): string {
  const known = flagLabels[flag as BooleanFeatureFlag];
  if (known) return known;
  const spaced = flag.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
