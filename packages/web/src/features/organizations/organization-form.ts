import { type BooleanFeatureFlag, booleanFeatureFlags } from "@tierwise/common/feature-flags";
import { messages } from "@tierwise/common/messages";
import { customSidebarLinkSchema, hexColorSchema } from "@tierwise/common/organization-settings";
import { type RoleKey, roleKeys, roles } from "@tierwise/common/roles";
import { mapFieldErrors } from "../../ui/forms/form-errors.ts";

/**
 * The organisation form's values and their mapping to and from the server's ManagedOrganization
 * and OrganizationInput. Pure, so every rule (colour, roles, trial, links) is unit-tested.
 */

export const organizationTypes = ["customer", "provider", "teams"] as const;

export interface SidebarLinkValues {
  /** Client-side identity for React keys; never sent. */
  key: string;
  enabled: boolean;
  iconUrl: string;
  title: string;
  url: string;
}

export interface CustomViewValues {
  homepageTitle: string;
  homepageMessage: string;
  logoUrl: string;
  hideHome: boolean;
  hiddenLinks: string[];
  poweredByLabel: string;
  customSidebarLinks: SidebarLinkValues[];
}

export const limitFields = [
  "portfolioLimit",
  "portfolioItemsLimit",
  "userAccountLimit",
  "maxPortfolioDepth",
] as const;
export type LimitField = (typeof limitFields)[number];

export interface OrganizationFormValues {
  name: string;
  type: string;
  productName: string;
  logoUrl: string;
  brandColor: string;
  ssoEnabled: boolean;
  featureFlags: Record<BooleanFeatureFlag, boolean>;
  /** "" = no limit. */
  limits: Record<LimitField, number | "">;
  allowedRoles: string[];
  defaultRole: string;
  jobTitles: string[];
  businessUnits: string[];
  internalMailDomains: string[];
  customView: CustomViewValues;
  teamsTrialStart: string;
  teamsTrialEnd: string;
  companyIssueReport: boolean;
  summaryReport: boolean;
}

/** Errors by field path, the same paths the server reports ("teamsTrial.endDate"). */
export type OrganizationFormErrors = Record<string, string | undefined>;

/** The shape of ManagedOrganization.settings as the server resolves it (JSON). */
export interface ManagedOrganizationSettings {
  allowedRoles?: string[];
  defaultRole?: string;
  portfolioLimit?: number | null;
  portfolioItemsLimit?: number | null;
  userAccountLimit?: number | null;
  maxPortfolioDepth?: number | null;
  jobTitles?: string[];
  businessUnits?: string[];
  internalMailDomains?: string[];
  customView?: Partial<{
    homepageTitle: string | null;
    homepageMessage: string | null;
    logoUrl: string | null;
    hiddenLinks: string[];
    customSidebarLinks: {
      enabled?: boolean;
      iconUrl?: string | null;
      title: string;
      url: string;
    }[];
    poweredByLabel: string | null;
    hideHome: boolean;
  }>;
  teamsTrial?: { startDate: string; endDate: string } | null;
  securityReportDownloads?: { companyIssueReport?: boolean; summaryReport?: boolean };
}

export interface OrganizationSource {
  name: string;
  type: string;
  productName: string | null;
  logoUrl: string | null;
  brandColor: string | null;
  ssoEnabled: boolean;
  featureFlags: Record<string, unknown>;
  settings: ManagedOrganizationSettings | null;
}

let linkKeyCounter = 0;
export function newLinkKey(): string {
  linkKeyCounter += 1;
  return `link-${linkKeyCounter}`;
}

export function emptySidebarLink(): SidebarLinkValues {
  return { key: newLinkKey(), enabled: true, iconUrl: "", title: "", url: "" };
}

export function customViewValues(
  view: ManagedOrganizationSettings["customView"] | null | undefined,
): CustomViewValues {
  return {
    homepageTitle: view?.homepageTitle ?? "",
    homepageMessage: view?.homepageMessage ?? "",
    logoUrl: view?.logoUrl ?? "",
    hideHome: view?.hideHome ?? false,
    hiddenLinks: [...(view?.hiddenLinks ?? [])],
    poweredByLabel: view?.poweredByLabel ?? "",
    customSidebarLinks: (view?.customSidebarLinks ?? []).map((link) => ({
      key: newLinkKey(),
      enabled: link.enabled ?? true,
      iconUrl: link.iconUrl ?? "",
      title: link.title,
      url: link.url,
    })),
  };
}

/** Every flag as a boolean; anything but `true` is off. */
export function featureFlagValues(flags: Record<string, unknown> | null | undefined) {
  return Object.fromEntries(
    booleanFeatureFlags.map((flag) => [flag, flags?.[flag] === true]),
  ) as Record<BooleanFeatureFlag, boolean>;
}

export function emptyOrganizationFormValues(): OrganizationFormValues {
  return organizationFormValues({
    name: "",
    type: "customer",
    productName: null,
    logoUrl: null,
    brandColor: null,
    ssoEnabled: false,
    featureFlags: {},
    settings: { allowedRoles: ["organization_admin", "user"], defaultRole: "user" },
  });
}

export function organizationFormValues(organization: OrganizationSource): OrganizationFormValues {
  const settings = organization.settings ?? {};
  const limit = (value: number | null | undefined): number | "" =>
    typeof value === "number" ? value : "";
  return {
    name: organization.name,
    type: organization.type,
    productName: organization.productName ?? "",
    logoUrl: organization.logoUrl ?? "",
    brandColor: organization.brandColor ?? "",
    ssoEnabled: organization.ssoEnabled,
    featureFlags: featureFlagValues(organization.featureFlags),
    limits: {
      portfolioLimit: limit(settings.portfolioLimit),
      portfolioItemsLimit: limit(settings.portfolioItemsLimit),
      userAccountLimit: limit(settings.userAccountLimit),
      maxPortfolioDepth: limit(settings.maxPortfolioDepth),
    },
    allowedRoles: [...(settings.allowedRoles ?? [])],
    defaultRole: settings.defaultRole ?? "",
    jobTitles: [...(settings.jobTitles ?? [])],
    businessUnits: [...(settings.businessUnits ?? [])],
    internalMailDomains: [...(settings.internalMailDomains ?? [])],
    customView: customViewValues(settings.customView),
    teamsTrialStart: settings.teamsTrial?.startDate ?? "",
    teamsTrialEnd: settings.teamsTrial?.endDate ?? "",
    companyIssueReport: settings.securityReportDownloads?.companyIssueReport ?? false,
    summaryReport: settings.securityReportDownloads?.summaryReport ?? false,
  };
}

function trimmedOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export interface CustomViewInput {
  homepageTitle: string | null;
  homepageMessage: string | null;
  logoUrl: string | null;
  hideHome: boolean;
  hiddenLinks: string[];
  poweredByLabel: string | null;
  customSidebarLinks: { enabled: boolean; iconUrl: string | null; title: string; url: string }[];
}

export function customViewInput(values: CustomViewValues): CustomViewInput {
  return {
    homepageTitle: trimmedOrNull(values.homepageTitle),
    homepageMessage: trimmedOrNull(values.homepageMessage),
    logoUrl: trimmedOrNull(values.logoUrl),
    hideHome: values.hideHome,
    hiddenLinks: values.hiddenLinks.map((link) => link.trim()).filter(Boolean),
    poweredByLabel: trimmedOrNull(values.poweredByLabel),
    customSidebarLinks: values.customSidebarLinks.map((link) => ({
      enabled: link.enabled,
      iconUrl: trimmedOrNull(link.iconUrl),
      title: link.title.trim(),
      url: link.url.trim(),
    })),
  };
}

/** OrganizationInput as the server's createOrganization and updateOrganization take it. */
export interface OrganizationInput {
  name: string;
  type: string;
  productName: string | null;
  logoUrl: string | null;
  brandColor: string | null;
  ssoEnabled: boolean;
  featureFlags: Record<BooleanFeatureFlag, boolean>;
  portfolioLimit: number | null;
  portfolioItemsLimit: number | null;
  userAccountLimit: number | null;
  maxPortfolioDepth: number | null;
  allowedRoles: string[];
  defaultRole: string | null;
  jobTitles: string[];
  businessUnits: string[];
  internalMailDomains: string[];
  customView: CustomViewInput;
  teamsTrial: { startDate: string; endDate: string } | null;
  securityReportDownloads: { companyIssueReport: boolean; summaryReport: boolean };
}

/** The featureFlags map sent to the server: every flag, as the switches show it. */
export function featureFlagsInput(
  flags: Record<BooleanFeatureFlag, boolean>,
): Record<BooleanFeatureFlag, boolean> {
  return Object.fromEntries(
    booleanFeatureFlags.map((flag) => [flag, flags[flag] === true]),
  ) as Record<BooleanFeatureFlag, boolean>;
}

export function organizationInput(values: OrganizationFormValues): OrganizationInput {
  const limit = (value: number | ""): number | null => (value === "" ? null : value);
  const trialGiven = values.teamsTrialStart !== "" || values.teamsTrialEnd !== "";
  return {
    name: values.name.trim(),
    type: values.type,
    productName: trimmedOrNull(values.productName),
    logoUrl: trimmedOrNull(values.logoUrl),
    brandColor: trimmedOrNull(values.brandColor),
    ssoEnabled: values.ssoEnabled,
    featureFlags: featureFlagsInput(values.featureFlags),
    portfolioLimit: limit(values.limits.portfolioLimit),
    portfolioItemsLimit: limit(values.limits.portfolioItemsLimit),
    userAccountLimit: limit(values.limits.userAccountLimit),
    maxPortfolioDepth: limit(values.limits.maxPortfolioDepth),
    allowedRoles: [...values.allowedRoles],
    defaultRole: values.defaultRole === "" ? null : values.defaultRole,
    jobTitles: values.jobTitles.map((item) => item.trim()).filter(Boolean),
    businessUnits: values.businessUnits.map((item) => item.trim()).filter(Boolean),
    internalMailDomains: values.internalMailDomains.map((item) => item.trim()).filter(Boolean),
    customView: customViewInput(values.customView),
    teamsTrial: trialGiven
      ? { startDate: values.teamsTrialStart, endDate: values.teamsTrialEnd }
      : null,
    securityReportDownloads: {
      companyIssueReport: values.companyIssueReport,
      summaryReport: values.summaryReport,
    },
  };
}

export const defaultRoleMessage = "The default role must be one of the allowed roles.";
export const allowedRolesMessage = "Choose at least one role.";
export const trialBothDatesMessage = "Give both a start and an end date, or neither.";
export const trialEndMessage = "The trial must end after it starts.";
export const linkUrlMessage = "Enter a full address, e.g. https://example.com";
export const limitMessage = "Enter a whole number above 0, or leave empty for no limit.";

/** '' when the colour is empty (no brand colour) or valid; the spec's message otherwise. */
export function brandColorError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return hexColorSchema.safeParse(trimmed).success ? undefined : messages.wrongColorHex;
}

export function customViewErrors(values: CustomViewValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  values.customSidebarLinks.forEach((link, index) => {
    const prefix = `customView.customSidebarLinks.${index}`;
    if (link.title.trim() === "") errors[`${prefix}.title`] = messages.required;
    else if (link.title.trim().length > 60) errors[`${prefix}.title`] = messages.tooLong(60);
    if (link.url.trim() === "") errors[`${prefix}.url`] = messages.required;
    else if (!customSidebarLinkSchema.shape.url.safeParse(link.url.trim()).success) {
      errors[`${prefix}.url`] = linkUrlMessage;
    }
  });
  return errors;
}

/** Client-side checks before sending; the server checks again and its messages map by path. */
export function validateOrganizationForm(values: OrganizationFormValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  if (values.name.trim() === "") errors.name = messages.required;
  else if (values.name.trim().length > 100) errors.name = messages.tooLong(100);
  const colour = brandColorError(values.brandColor);
  if (colour) errors.brandColor = colour;
  for (const field of limitFields) {
    const value = values.limits[field];
    if (value !== "" && (!Number.isInteger(value) || value <= 0)) errors[field] = limitMessage;
  }
  if (values.allowedRoles.length === 0) errors.allowedRoles = allowedRolesMessage;
  if (values.defaultRole === "" || !values.allowedRoles.includes(values.defaultRole)) {
    errors.defaultRole = defaultRoleMessage;
  }
  const start = values.teamsTrialStart;
  const end = values.teamsTrialEnd;
  if ((start === "") !== (end === "")) {
    errors[start === "" ? "teamsTrial.startDate" : "teamsTrial.endDate"] = trialBothDatesMessage;
  } else if (start !== "" && end <= start) {
    errors["teamsTrial.endDate"] = trialEndMessage;
  }
  Object.assign(errors, customViewErrors(values.customView));
  return errors;
}

export function hasFormErrors(errors: OrganizationFormErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** Every path a field of the form can show an error for, given the current sidebar links. */
export function organizationErrorPaths(values: OrganizationFormValues): string[] {
  return [
    "name",
    "type",
    "productName",
    "logoUrl",
    "brandColor",
    "ssoEnabled",
    "featureFlags",
    ...booleanFeatureFlags.map((flag) => `featureFlags.${flag}`),
    ...limitFields,
    "allowedRoles",
    "defaultRole",
    "jobTitles",
    "businessUnits",
    "internalMailDomains",
    ...customViewErrorPaths(values.customView),
    "teamsTrial.startDate",
    "teamsTrial.endDate",
    "teamsTrial",
    "securityReportDownloads",
  ];
}

export function customViewErrorPaths(values: CustomViewValues): string[] {
  return [
    "customView.homepageTitle",
    "customView.homepageMessage",
    "customView.logoUrl",
    "customView.hideHome",
    "customView.hiddenLinks",
    "customView.poweredByLabel",
    "customView.customSidebarLinks",
    ...values.customSidebarLinks.flatMap((_, index) =>
      ["title", "url", "iconUrl", "enabled"].map(
        (part) => `customView.customSidebarLinks.${index}.${part}`,
      ),
    ),
  ];
}

/** A server ValidationError as field errors by path, plus messages that fit no field. */
export function serverErrors(
  fieldErrors: readonly { path: string; message: string }[],
  paths: readonly string[],
): { fields: OrganizationFormErrors; form: string[] } {
  const mapped = mapFieldErrors(fieldErrors, paths);
  return { fields: mapped.fields, form: mapped.form };
}

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
