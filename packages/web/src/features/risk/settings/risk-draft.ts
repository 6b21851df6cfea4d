import {
  normalizeWeights,
  type RiskMetric,
  riskLimits,
  riskMetricInfo,
} from "@tierwise/common/risk";
import type { RiskCategoryInput, RiskConfig, RiskConfigDraftInput } from "./risk-config.graphql.ts";

/**
 * The editor's working copy of a configuration's categories. Weights here are as typed (any
 * positive numbers); they are shown and sent normalised (spec 3 §5: displayed weights sum to 1,
 * the remainder on the first item), so the server's "sum is 1" check holds for what we send.
 */
export type DraftMetric = { metric: string; weight: number };
export type DraftCategory = {
  /** The server's id, or a local one ("new-1") until the draft is saved. */
  id: string;
  isNew: boolean;
  name: string;
  shortName: string;
  weight: number;
  risks: DraftMetric[];
};

export function draftOf(config: RiskConfig): DraftCategory[] {
  return config.categories.map((category) => ({
    id: category.id,
    isNew: false,
    name: category.name,
    shortName: category.shortName,
    weight: category.weight,
    risks: category.risks.map((risk) => ({ metric: risk.metric, weight: risk.weight })),
  }));
}

/** The weights as displayed: normalised to sum to 1, the remainder on the first. */
export const displayedWeights = (items: readonly { weight: number }[]) =>
  normalizeWeights(items.map((item) => item.weight));

export function draftInput(configId: string, categories: DraftCategory[]): RiskConfigDraftInput {
  const categoryWeights = displayedWeights(categories);
  return {
    id: configId,
    categories: categories.map((category, index): RiskCategoryInput => {
      const metricWeights = displayedWeights(category.risks);
      return {
        id: category.isNew ? null : category.id,
        name: category.name,
        shortName: category.shortName,
        weight: categoryWeights[index] ?? 0,
        risks: category.risks.map((risk, at) => ({
          metric: risk.metric,
          weight: metricWeights[at] ?? 0,
        })),
      };
    }),
  };
}

/** Spec 3 §5: a new category starts at weight 100 (before normalisation), with no metrics. */
export function newCategory(existing: readonly DraftCategory[]): DraftCategory {
  let number = existing.length + 1;
  while (existing.some((category) => category.id === `new-${number}`)) number += 1;
  return {
    id: `new-${number}`,
    isNew: true,
    name: `Category ${number}`,
    shortName: `CAT${number}`,
    weight: riskLimits.newCategoryWeight,
    risks: [],
  };
}

/** Spec 3 §5: a metric added to a category starts at weight 0.25 (before normalisation). */
export const newMetric = (metric: RiskMetric): DraftMetric => ({
  metric,
  weight: riskLimits.newMetricWeight,
});

export function metricName(metric: string): string {
  return metric in riskMetricInfo ? riskMetricInfo[metric as RiskMetric].name : metric;
}

/** Whether the working copy differs from what the server holds. */
export const differs = (draft: DraftCategory[], config: RiskConfig) =>
  JSON.stringify(draft) !== JSON.stringify(draftOf(config));
