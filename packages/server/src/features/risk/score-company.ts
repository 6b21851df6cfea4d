import {
  type GradeOrNone,
  gradeOfScore,
  gradePoints,
  noScore,
  type RiskConfigDefinition,
  type RiskMetric,
} from "@tierwise/common/risk";
import type { CompanyFacts } from "./company-facts-shape.ts";
import { gradeMetric, type MetricGrade } from "./metric-grading.ts";
import type { StoredCategoryScore } from "./risk.table.ts";

export type CompanyScore = {
  score: number | null;
  grade: GradeOrNone;
  categories: StoredCategoryScore[];
};

/**
 * The weighted mean of the risk points of what has a grade. With `exclude`, ungraded items drop
 * out and the others' weights are renormalised; with `asGrade` they count as `missingGrade`.
 * Null when nothing carries weight.
 */
export function weightedPoints(
  items: { grade: GradeOrNone; weight: number; points?: number | null }[],
  definition: Pick<RiskConfigDefinition, "missingData" | "missingGrade">,
): number | null {
  let total = 0;
  let weights = 0;
  for (const item of items) {
    let points = item.points ?? null;
    if (points === null && item.grade !== noScore) points = gradePoints[item.grade];
    if (points === null && definition.missingData === "asGrade")
      points = gradePoints[definition.missingGrade ?? "C"];
    if (points === null || item.weight <= 0) continue;
    total += points * item.weight;
    weights += item.weight;
  }
  return weights > 0 ? Math.round((total / weights) * 100) / 100 : null;
}

/** Scores one company against one committed definition: metrics → categories → overall. */
export function scoreCompany(
  facts: CompanyFacts,
  definition: RiskConfigDefinition,
  grade: (metric: RiskMetric, facts: CompanyFacts) => MetricGrade = gradeMetric,
): CompanyScore {
  const categories: StoredCategoryScore[] = definition.categories.map((category) => {
    const metrics: StoredCategoryScore["metrics"] = {};
    const items: { grade: GradeOrNone; weight: number }[] = [];
    for (const [metric, weight] of Object.entries(category.risks) as [RiskMetric, number][]) {
      const graded = grade(metric, facts);
      metrics[metric] = [graded.grade, graded.value];
      items.push({ grade: graded.grade, weight });
    }
    const score = weightedPoints(items, definition);
    return {
      id: category.id,
      score,
      grade: gradeOfScore(score, definition.thresholds),
      metrics,
    };
  });
  const score = weightedPoints(
    categories.map((c, i) => ({
      grade: c.grade as GradeOrNone,
      points: c.score,
      weight: definition.categories[i]?.weight ?? 0,
    })),
    // A category without any graded metric has no score: it drops out of the overall weights.
    { missingData: "exclude" },
  );
  return { score, grade: gradeOfScore(score, definition.thresholds), categories };
}

/** What moved between two scores of one company, in words ("Financial B → C", "Quick ratio A → D"). */
export function describeChanges(
  previous: { grade: string; categories: StoredCategoryScore[] } | undefined,
  next: CompanyScore,
  definition: RiskConfigDefinition,
  metricName: (metric: string) => string,
): string[] {
  if (!previous) return [];
  const changes: string[] = [];
  if (previous.grade !== next.grade) changes.push(`Overall ${previous.grade} → ${next.grade}`);
  for (const category of next.categories) {
    const before = previous.categories.find((c) => c.id === category.id);
    const name = definition.categories.find((c) => c.id === category.id)?.name ?? category.id;
    if (!before) continue;
    if (before.grade !== category.grade)
      changes.push(`${name} ${before.grade} → ${category.grade}`);
    for (const [metric, [grade]] of Object.entries(category.metrics)) {
      const old = before.metrics[metric]?.[0];
      if (old !== undefined && old !== grade)
        changes.push(`${metricName(metric)} ${old} → ${grade}`);
    }
  }
  return changes;
}
