import { dueDiligenceTemplate } from "./due-diligence.ts";
import { infosecTemplate } from "./infosec.ts";
import { onboardingTemplate } from "./onboarding.ts";

/** The three templates every organisation starts with, by their shipped key. */
export const shippedTemplates = {
  onboarding: onboardingTemplate,
  "due-diligence": dueDiligenceTemplate,
  infosec: infosecTemplate,
} as const;

export type ShippedTemplateKey = keyof typeof shippedTemplates;
