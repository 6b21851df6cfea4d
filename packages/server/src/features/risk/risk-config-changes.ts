import type { RiskConfigDraftInput } from "@tierwise/common/inputs/risk";
import {
  type RiskCategoryDefinition,
  type RiskConfigDefinition,
  type RiskMetric,
  riskMetricInfo,
  weightsSumToOne,
} from "@tierwise/common/risk";
import { InvalidRiskConfigError } from "./risk-errors.ts";

type DraftChanges = Omit<RiskConfigDraftInput, "id">;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "category";

/** The draft after an edit: what the input names replaces the same part of the current draft. */
export function applyDraft(
  current: RiskConfigDefinition,
  input: DraftChanges,
): RiskConfigDefinition {
  const taken = new Set<string>();
  const categories: RiskCategoryDefinition[] | undefined = input.categories?.map((c) => {
    let id = c.id ?? slug(c.name);
    // A new category named like an existing one gets its own id: routes name categories by id.
    for (let n = 2; taken.has(id); n++) id = `${c.id ?? slug(c.name)}-${n}`;
    taken.add(id);
    return {
      id,
      name: c.name,
      shortName: c.shortName,
      weight: c.weight,
      risks: Object.fromEntries(c.risks.map((r) => [r.metric, r.weight])),
    };
  });
  return {
    ...current,
    name: input.name ?? current.name,
    categories: categories ?? current.categories,
    missingData: input.missingData ?? current.missingData,
    missingGrade: input.missingGrade ?? current.missingGrade,
  };
}

/** Spec 3 §5: category weights, and each category's metric weights, must sum to 1. */
export function assertWeightsSumToOne(definition: RiskConfigDefinition): void {
  if (!weightsSumToOne(definition.categories.map((c) => c.weight)))
    throw new InvalidRiskConfigError("categories");
  definition.categories.forEach((category, i) => {
    if (!weightsSumToOne(Object.values(category.risks)))
      throw new InvalidRiskConfigError(`categories.${i}.risks`);
  });
}

const round = (n: number) => String(Math.round(n * 10_000) / 10_000);
const metricName = (m: string) => riskMetricInfo[m as RiskMetric]?.name ?? m;

/** What changed between two definitions, in words ("Financial weight 0.25 → 0.4"). */
export function describeDefinitionChanges(
  before: RiskConfigDefinition,
  after: RiskConfigDefinition,
): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`Renamed "${before.name}" → "${after.name}"`);
  if (before.missingData !== after.missingData || before.missingGrade !== after.missingGrade)
    changes.push(
      `Missing data ${before.missingData}${before.missingGrade ? ` (${before.missingGrade})` : ""} → ${after.missingData}${after.missingGrade ? ` (${after.missingGrade})` : ""}`,
    );
  for (const category of after.categories) {
    const old = before.categories.find((c) => c.id === category.id);
    if (!old) {
      changes.push(`Added category ${category.name} (weight ${round(category.weight)})`);
      continue;
    }
    if (old.name !== category.name) changes.push(`Category ${old.name} renamed ${category.name}`);
    if (round(old.weight) !== round(category.weight))
      changes.push(`${category.name} weight ${round(old.weight)} → ${round(category.weight)}`);
    const metrics = new Set([...Object.keys(old.risks), ...Object.keys(category.risks)]);
    for (const metric of metrics) {
      const was = old.risks[metric as RiskMetric];
      const now = category.risks[metric as RiskMetric];
      if (was === undefined)
        changes.push(`${category.name}: added ${metricName(metric)} (${round(now ?? 0)})`);
      else if (now === undefined) changes.push(`${category.name}: removed ${metricName(metric)}`);
      else if (round(was) !== round(now))
        changes.push(
          `${category.name}: ${metricName(metric)} weight ${round(was)} → ${round(now)}`,
        );
    }
  }
  for (const category of before.categories)
    if (!after.categories.some((c) => c.id === category.id))
      changes.push(`Removed category ${category.name}`);
  return changes;
}
