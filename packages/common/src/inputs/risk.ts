import { z } from "zod";
import { messages } from "../messages.ts";
import {
  missingDataTreatments,
  riskGrades,
  riskLimits,
  riskMessages,
  riskMetrics,
} from "../risk.ts";
import { oneLineName } from "./text.ts";

/** One metric's weight within its category (spec 3 §5: new metrics start at 0.25). */
export const riskMetricWeightSchema = z.object({
  metric: z.enum(riskMetrics),
  weight: z.number().min(0).max(1000),
});

/** A category as the settings page sends it; `id` is absent for a new category. */
export const riskCategoryInputSchema = z.object({
  id: z.string().trim().min(1).max(60).nullish(),
  name: oneLineName(riskLimits.categoryNameMaxLength),
  shortName: oneLineName(riskLimits.shortNameMaxLength),
  weight: z.number().min(0).max(1000),
  risks: z.array(riskMetricWeightSchema).max(riskMetrics.length),
});

/**
 * updateRiskConfig / previewRiskConfig: the draft's changes. Weights are checked to sum to 1 at
 * commit (InvalidRiskConfig), not here, so a draft can be saved half-way through an edit.
 */
export const riskConfigDraftSchema = z.object({
  id: z.string().min(1),
  name: oneLineName(80).nullish(),
  categories: z.array(riskCategoryInputSchema).max(20).nullish(),
  missingData: z.enum(missingDataTreatments).nullish(),
  missingGrade: z.enum(riskGrades).nullish(),
});
export type RiskConfigDraftInput = z.input<typeof riskConfigDraftSchema>;

/** dismissRiskSignal (spec 3 §3 "Risk signal user action"): the reason is optional. */
export const dismissRiskSignalSchema = z.object({
  signalId: z.string().trim().min(1, messages.required).max(200),
  context: z.string().trim().min(1, messages.required).max(200),
  message: z.string().trim().min(1, messages.required).max(1000, messages.tooLong(1000)),
  portfolioId: z.string().min(1, messages.required),
  companyId: z.string().min(1, messages.required),
  reason: z
    .string()
    .trim()
    .max(riskLimits.dismissReasonMaxLength, riskMessages.dismissReasonTooLong)
    .nullish(),
});
export type DismissRiskSignalInput = z.input<typeof dismissRiskSignalSchema>;
