import {
  defaultCategoryThresholds,
  normalizeWeights,
  type RiskCategoryDefinition,
  type RiskConfigDefinition,
  type RiskMetric,
} from "@tierwise/common/risk";

/** The default configuration's fixed id: every process and the seed agree on it without a lookup. */
export const defaultRiskConfigId = "00000000-0000-4000-8000-00000000a14c";
export const defaultRiskConfigName = "Default Risk Hub";

function category(
  id: string,
  name: string,
  shortName: string,
  metrics: RiskMetric[],
): Omit<RiskCategoryDefinition, "weight"> {
  const weights = normalizeWeights(metrics.map(() => 1));
  return {
    id,
    name,
    shortName,
    risks: Object.fromEntries(metrics.map((m, i) => [m, weights[i] ?? 0])),
  };
}

const categories = [
  category("financial", "Financial", "FIN", [
    "z_score",
    "creditscore",
    "quick_ratio",
    "current_ratio",
    "insolvency_ratio",
    "debt_ratio",
  ]),
  category("cyber", "Cyber", "CYB", ["data_breach", "cyber_security", "physical_security"]),
  category("esg", "ESG", "ESG", [
    "environmental",
    "health_and_safety",
    "energy_and_climate",
    "diversity_and_labor",
    "foreign_labor",
  ]),
  category("compliance", "Compliance", "COMP", [
    "sanctions",
    "pep",
    "adverse_media",
    "state_owned_entity",
    "compliance_violations",
  ]),
];
const categoryWeights = normalizeWeights(categories.map(() => 1));

/** Four equally weighted categories, each metric equally weighted within (normalised, remainder first). */
export const defaultRiskDefinition: RiskConfigDefinition = {
  name: defaultRiskConfigName,
  categories: categories.map((c, i) => ({ ...c, weight: categoryWeights[i] ?? 0 })),
  thresholds: { ...defaultCategoryThresholds },
  missingData: "exclude",
};
