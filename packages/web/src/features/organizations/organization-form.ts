import { type BooleanFeatureFlag, booleanFeatureFlags } from "@tierwise/common/feature-flags";

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
