import {
  type ColumnMapping,
  type MappingTarget,
  mappingTargetLabels,
  mappingTargets,
} from "@tierwise/common/company-requests";
import { columnMappingSchema } from "@tierwise/common/inputs/company-requests";
import type { ProposedColumn } from "./bulk-request.graphql.ts";

const isTarget = (value: string): value is MappingTarget =>
  (mappingTargets as readonly string[]).includes(value);

/** The proposal as the form starts from it: a target this build does not know is not imported. */
export function proposedMappingOf(columns: readonly ProposedColumn[]): ColumnMapping {
  return Object.fromEntries(
    columns.map((column) => [column.header, isTarget(column.target) ? column.target : "ignore"]),
  );
}

/**
 * What the import does to a column's values beyond copying them, said where the target is
 * chosen: a "City, State" column mapped to City is split (the server's cleaning of a row).
 */
export const mappingTargetHints: Partial<Record<MappingTarget, string>> = {
  city: 'A "City, State" column is split into city and state.',
};

export const mappingTargetOptions = mappingTargets.map((target) => ({
  value: target,
  label: mappingTargetLabels[target],
  hint: mappingTargetHints[target],
}));

/** "1,204 rows read": how much of the file the upload found, before anything is mapped. */
export const rowsReadSentence = (count: number) =>
  count === 1 ? "1 row read" : `${count.toLocaleString("en-US")} rows read`;

/** The shared schema's refusal ("Map one column to Company name."), or undefined. */
export function mappingError(mapping: ColumnMapping): string | undefined {
  const parsed = columnMappingSchema.safeParse(mapping);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Fields two or more columns are mapped to (all but "Don't import"): the later ones win. */
export function doubleTargets(mapping: ColumnMapping): MappingTarget[] {
  const seen = new Map<MappingTarget, number>();
  for (const target of Object.values(mapping)) {
    if (target !== "ignore") seen.set(target, (seen.get(target) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([target]) => target);
}
