import { z } from "zod";
import { dataPackages } from "../company-profile.ts";
import { messages } from "../messages.ts";
import { oneLineName } from "./text.ts";

/** Issue 16: a provider manager's subscription set form (spec 3 §3 "Subscription set"). */
export const subscriptionSetLimits = {
  nameMax: 100,
  descriptionMax: 1000,
  companiesPerCall: 10_000,
} as const;

export const subscriptionSetInputSchema = z.object({
  organizationId: z.string().min(1).max(100),
  name: oneLineName(subscriptionSetLimits.nameMax),
  description: z
    .string()
    .trim()
    .max(
      subscriptionSetLimits.descriptionMax,
      messages.tooLong(subscriptionSetLimits.descriptionMax),
    )
    .nullish(),
  /** Null: no limit. */
  companyLimit: z.number().int().min(0).max(100_000_000).nullish(),
  allCompanies: z.boolean().default(false),
  addCompanyAllowed: z.boolean().default(true),
  dataPackages: z.array(z.enum(dataPackages)).max(dataPackages.length).default([]),
});
export type SubscriptionSetInput = z.input<typeof subscriptionSetInputSchema>;
