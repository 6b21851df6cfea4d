import { messages } from "@tierwise/common/messages";
import {
  customSidebarLinkSchema,
  hexColorSchema,
  type OrganizationSettings,
  organizationSettingsSchema,
} from "@tierwise/common/organization-settings";
import { roleKeys } from "@tierwise/common/roles";
import { z } from "zod";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import type { organizations } from "../../db/organization.table.ts";

const customViewInput = z.object({
  homepageTitle: z.string().max(200, messages.tooLong(200)).nullish(),
  homepageMessage: z.string().max(2000, messages.tooLong(2000)).nullish(),
  logoUrl: z.string().max(2048, messages.tooLong(2048)).nullish(),
  hiddenLinks: z.array(z.string().max(200)).max(50).nullish(),
  customSidebarLinks: z.array(customSidebarLinkSchema).max(20).nullish(),
  poweredByLabel: z.string().max(100, messages.tooLong(100)).nullish(),
  hideHome: z.boolean().nullish(),
});

export const brandingInput = z.object({
  logoUrl: z.string().trim().max(2048, messages.tooLong(2048)).nullish(),
  productName: z.string().trim().max(100, messages.tooLong(100)).nullish(),
  brandColor: hexColorSchema.nullish(),
  customView: customViewInput.nullish(),
});

const positive = z.number().int().positive().nullish();

export const organizationInput = brandingInput.extend({
  name: z.string().trim().min(1, "Required.").max(100, messages.tooLong(100)).optional(),
  type: z.enum(["provider", "customer", "teams"]).optional(),
  ssoEnabled: z.boolean().optional(),
  featureFlags: z.record(z.string(), z.boolean()).nullish(),
  portfolioLimit: positive,
  portfolioItemsLimit: positive,
  userAccountLimit: positive,
  maxPortfolioDepth: positive,
  teamsTrial: z
    .object({ startDate: z.iso.date(), endDate: z.iso.date() })
    .refine((trial) => trial.endDate > trial.startDate, {
      message: "The trial must end after it starts.",
      path: ["endDate"],
    })
    .nullish(),
  securityReportDownloads: z
    .object({ companyIssueReport: z.boolean(), summaryReport: z.boolean() })
    .nullish(),
  allowedRoles: z.array(z.enum(roleKeys)).min(1).nullish(),
  defaultRole: z.enum(roleKeys).nullish(),
  jobTitles: z.array(z.string().trim().min(1).max(100)).max(200).nullish(),
  businessUnits: z.array(z.string().trim().min(1).max(100)).max(200).nullish(),
  internalMailDomains: z.array(z.string().trim().min(1).max(255)).max(50).nullish(),
});

export type OrganizationInput = z.output<typeof organizationInput>;
type OrganizationRow = typeof organizations.$inferSelect;

const settingKeys = [
  "portfolioLimit",
  "portfolioItemsLimit",
  "userAccountLimit",
  "maxPortfolioDepth",
  "teamsTrial",
  "securityReportDownloads",
  "allowedRoles",
  "defaultRole",
  "jobTitles",
  "businessUnits",
  "internalMailDomains",
] as const;

/**
 * Applies an input to an organisation row: undefined leaves a value alone, null clears it.
 * The merged settings are checked against organizationSettingsSchema as a whole.
 */
export function applyOrganizationInput(
  row: Pick<
    OrganizationRow,
    "name" | "type" | "logoUrl" | "productName" | "brandColor" | "ssoEnabled" | "settings"
  >,
  raw: unknown,
  schema: z.ZodType<OrganizationInput> = organizationInput,
) {
  const input = parseInput(schema, raw);
  const settings: Record<string, unknown> = structuredClone(row.settings ?? {}) as Record<
    string,
    unknown
  >;
  for (const key of settingKeys) {
    const value = input[key];
    if (value === null) delete settings[key];
    else if (value !== undefined) settings[key] = value;
  }
  if (input.featureFlags) {
    settings.featureFlags = {
      ...(settings.featureFlags as object | undefined),
      ...input.featureFlags,
    };
  }
  if (input.customView) {
    const current = (settings.customView ?? {}) as Record<string, unknown>;
    const next: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(input.customView)) {
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    settings.customView = next;
  }
  const checked = organizationSettingsSchema.safeParse(settings);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw fieldError(
      issue?.path.map(String).join(".") ?? "settings",
      issue?.message ?? "Invalid settings.",
    );
  }
  if (!checked.data.allowedRoles.includes(checked.data.defaultRole)) {
    throw fieldError("defaultRole", "The default role must be one of the allowed roles.");
  }
  const pick = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
  return {
    name: input.name ?? row.name,
    type: input.type ?? row.type,
    logoUrl: pick(input.logoUrl, row.logoUrl) ?? null,
    productName: pick(input.productName, row.productName) ?? null,
    brandColor: pick(input.brandColor, row.brandColor) ?? null,
    ssoEnabled: input.ssoEnabled ?? row.ssoEnabled,
    settings: settings as OrganizationSettings,
  };
}
