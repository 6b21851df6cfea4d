import { z } from "zod";
import { aiReportCompanyScopes, defaultAiReportCompanyScope } from "./ai-reports.ts";
import { booleanFeatureFlags } from "./feature-flags.ts";
import { messages } from "./messages.ts";
import { roleKeys } from "./roles.ts";

export const hexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, messages.wrongColorHex);

export const customSidebarLinkSchema = z.object({
  enabled: z.boolean().default(true),
  iconUrl: z.string().max(2048).nullish(),
  title: z.string().trim().min(1).max(60),
  url: z.url().max(2048),
});
export type CustomSidebarLink = z.infer<typeof customSidebarLinkSchema>;

const featureFlagsShape = Object.fromEntries(
  booleanFeatureFlags.map((flag) => [flag, z.boolean().optional()]),
) as Record<(typeof booleanFeatureFlags)[number], z.ZodOptional<z.ZodBoolean>>;

export const organizationSettingsSchema = z.object({
  featureFlags: z.object(featureFlagsShape).partial().default({}),
  /** Mail domains whose users count as internal (spec 1 §5 matching rule). */
  internalMailDomains: z.array(z.string().min(1).max(255)).max(50).default([]),
  allowedRoles: z.array(z.enum(roleKeys)).default(["organization_admin", "user"]),
  defaultRole: z.enum(roleKeys).default("user"),
  additionalPermissions: z.array(z.string()).default([]),
  portfolioLimit: z.number().int().positive().nullish(),
  portfolioItemsLimit: z.number().int().positive().nullish(),
  userAccountLimit: z.number().int().positive().nullish(),
  maxPortfolioDepth: z.number().int().positive().nullish(),
  jobTitles: z.array(z.string().min(1).max(100)).default([]),
  businessUnits: z.array(z.string().min(1).max(100)).default([]),
  customView: z
    .object({
      homepageTitle: z.string().max(200).nullish(),
      homepageMessage: z.string().max(2000).nullish(),
      logoUrl: z.string().max(2048).nullish(),
      hiddenLinks: z.array(z.string()).default([]),
      customSidebarLinks: z.array(customSidebarLinkSchema).max(20).default([]),
      poweredByLabel: z.string().max(100).nullish(),
      hideHome: z.boolean().default(false),
    })
    .default({ hiddenLinks: [], customSidebarLinks: [], hideHome: false }),
  teamsTrial: z.object({ startDate: z.iso.date(), endDate: z.iso.date() }).nullish(),
  /** Issue 15: which companies may have AI reports (spec 3 §3 "an allowed set"). */
  aiReportCompanies: z.enum(aiReportCompanyScopes).default(defaultAiReportCompanyScope),
  securityReportDownloads: z
    .object({
      companyIssueReport: z.boolean().default(false),
      summaryReport: z.boolean().default(false),
    })
    .default({ companyIssueReport: false, summaryReport: false }),
});

export type OrganizationSettings = z.input<typeof organizationSettingsSchema>;
export type ResolvedOrganizationSettings = z.output<typeof organizationSettingsSchema>;
