import type { RiskConfigDraftInput } from "@tierwise/common/inputs/risk";
import { builder } from "../../graphql/builder.ts";
import { MissingDataTreatmentEnum } from "./risk-refs.type.ts";

const RiskMetricWeightInput = builder.inputType("RiskMetricWeightInput", {
  fields: (t) => ({ metric: t.string({ required: true }), weight: t.float({ required: true }) }),
});

const RiskCategoryInput = builder.inputType("RiskCategoryInput", {
  fields: (t) => ({
    id: t.id(),
    name: t.string({ required: true }),
    shortName: t.string({ required: true }),
    weight: t.float({ required: true }),
    risks: t.field({ type: [RiskMetricWeightInput], required: true }),
  }),
});

export const RiskConfigDraftInputType = builder.inputType("RiskConfigDraftInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    categories: t.field({
      type: [RiskCategoryInput],
      description:
        "Weights normalised by the web (common normalizeWeights); checked to sum to 1 at commit.",
    }),
    missingData: t.field({ type: MissingDataTreatmentEnum }),
    missingGrade: t.string(),
  }),
});

/** GraphQL's input as the zod schema's (which checks metric names and limits). */
export function draftInputOf(input: {
  id: string | number;
  name?: string | null;
  categories?:
    | {
        id?: string | number | null;
        name: string;
        shortName: string;
        weight: number;
        risks: { metric: string; weight: number }[];
      }[]
    | null;
  missingData?: "exclude" | "asGrade" | null;
  missingGrade?: string | null;
}): RiskConfigDraftInput {
  return {
    ...input,
    id: String(input.id),
    categories: input.categories?.map((c) => ({
      ...c,
      id: c.id == null ? null : String(c.id),
    })) as RiskConfigDraftInput["categories"],
    missingGrade: input.missingGrade as RiskConfigDraftInput["missingGrade"],
  };
}
