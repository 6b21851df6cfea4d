import {
  type RiskGrade,
  type RiskMetric,
  riskMetricInfo,
  tierOfGrade,
} from "@tierwise/common/risk";
import type { StoredCategoryScore } from "./risk.table.ts";

export type MetricScoreView = {
  metric: string;
  name: string;
  grade: string;
  value: number | null;
  weight: number;
  explanation: string;
};
export type RiskScoreView = {
  /** `configId:companyId`: one score per company and configuration, wherever it is read. */
  id: string;
  score: number | null;
  grade: string;
  tier: string | null;
  categories: {
    categoryId: string;
    name: string;
    shortName: string;
    score: number | null;
    grade: string;
    weight: number;
    metrics: MetricScoreView[];
  }[];
  computedAt: Date | null;
  revision: number;
  changes: string[];
};

export const tierOf = (grade: string) => tierOfGrade[grade as RiskGrade] ?? null;

export const scoreId = (configId: string, companyId: string) => `${configId}:${companyId}`;

/**
 * A stored score with the definition's names and weights: the hub's rows, its drawer and the
 * company profile all read a score through this. Explanations only when `explain` is given.
 */
export function scoreView(
  stored: {
    configId: string;
    companyId: string;
    score: number | null;
    grade: string;
    categories: StoredCategoryScore[];
    computedAt: Date | null;
    revision: number;
    changes: string[];
  },
  definition: {
    categories: {
      id: string;
      name: string;
      shortName: string;
      weight: number;
      risks: Record<string, number>;
    }[];
  },
  explain?: (metric: string, grade: string) => string,
): RiskScoreView {
  return {
    id: scoreId(stored.configId, stored.companyId),
    score: stored.score,
    grade: stored.grade,
    tier: tierOf(stored.grade),
    computedAt: stored.computedAt,
    revision: stored.revision,
    changes: stored.changes,
    categories: stored.categories.map((c) => {
      const def = definition.categories.find((d) => d.id === c.id);
      return {
        categoryId: c.id,
        name: def?.name ?? c.id,
        shortName: def?.shortName ?? c.id,
        score: c.score,
        grade: c.grade,
        weight: def?.weight ?? 0,
        metrics: Object.entries(c.metrics).map(([metric, [grade, value]]) => ({
          metric,
          name: riskMetricInfo[metric as RiskMetric]?.name ?? metric,
          grade,
          value,
          weight: def?.risks[metric] ?? 0,
          explanation: explain?.(metric, grade) ?? "",
        })),
      };
    }),
  };
}
