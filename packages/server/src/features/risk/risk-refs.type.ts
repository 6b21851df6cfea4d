import {
  missingDataTreatments,
  riskHubOrderings,
  riskHubViews,
  riskSignalStatuses,
} from "@tierwise/common/risk";
import { builder } from "../../graphql/builder.ts";
import { ErrorInterface } from "../../graphql/error-types.ts";
import { InvalidRiskConfigError } from "./risk-errors.ts";

/** Small shared types of the risk hub (docs/risk-contract.graphql). */

export const RiskCompanyRefType = builder
  .objectRef<{ id: string; slug: string; name: string; countryCode: string | null }>(
    "RiskCompanyRef",
  )
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
      countryCode: t.exposeString("countryCode", { nullable: true }),
    }),
  });

export const RiskPortfolioRefType = builder
  .objectRef<{ id: string; slug: string; name: string }>("RiskPortfolioRef")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
    }),
  });

export const RiskUserRefType = builder
  .objectRef<{ id: string; name: string }>("RiskUserRef")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
  });

export const RiskGradeRuleKindEnum = builder.enumType("RiskGradeRuleKind", {
  values: ["threshold", "match", "evidence", "daysSince"] as const,
});
export const RiskHubViewEnum = builder.enumType("RiskHubView", { values: riskHubViews });
export const RiskHubOrderingEnum = builder.enumType("RiskHubOrdering", {
  values: riskHubOrderings,
});
export const MissingDataTreatmentEnum = builder.enumType("MissingDataTreatment", {
  values: missingDataTreatments,
});
export const RiskSignalStatusEnum = builder.enumType("RiskSignalStatus", {
  values: riskSignalStatuses,
});

type Counts = { A: number; B: number; C: number; D: number; none: number };
function gradeCountsType(name: string, description: string) {
  return builder.objectRef<Counts>(name).implement({
    description,
    fields: (t) => ({
      A: t.exposeInt("A"),
      B: t.exposeInt("B"),
      C: t.exposeInt("C"),
      D: t.exposeInt("D"),
      none: t.exposeInt("none", { description: 'Graded "-": nothing could be scored.' }),
    }),
  });
}
export const GradeCountsType = gradeCountsType(
  "GradeCounts",
  "How many are graded A, B, C, D or not at all.",
);
export const GradeDistributionType = gradeCountsType(
  "GradeDistribution",
  "The organisation's companies by grade (what-if preview).",
);

builder.objectType(InvalidRiskConfigError, {
  name: "InvalidRiskConfigError",
  description:
    "Spec 3 §8 typed code InvalidRiskConfig: the weights do not add up to 1 (riskMessages.invalidRiskConfig).",
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof InvalidRiskConfigError,
  fields: (t) => ({ path: t.exposeString("path", { nullable: true }) }),
});
