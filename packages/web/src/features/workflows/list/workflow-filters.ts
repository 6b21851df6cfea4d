import { workflowStepKinds } from "@tierwise/common/workflows/definition";
import {
  defaultWorkflowSort,
  workflowSortKeys,
  workflowStatuses,
} from "@tierwise/common/workflows/messages";
import { z } from "zod";
import type { WorkflowFiltersInput, WorkflowSortInput } from "../workflows.graphql.ts";

/**
 * The workflow list's choices, kept like the case list's (local preferences per person, saved
 * views), each checked with a schema before use: stored or saved data that no longer fits
 * gives the defaults.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ids = z.array(z.string().min(1).max(100)).max(200);

export const workflowFiltersSchema = z.object({
  status: z.array(z.enum(workflowStatuses)).optional(),
  stepKind: z.array(z.enum(workflowStepKinds)).optional(),
  templateIds: ids.optional(),
  companyIds: ids.optional(),
  dueFrom: day.nullish(),
  dueTo: day.nullish(),
  overdue: z.boolean().nullish(),
  search: z.string().max(200).nullish(),
});
export type WorkflowFilters = z.infer<typeof workflowFiltersSchema>;

export const workflowSortSchema = z.object({
  key: z.enum(workflowSortKeys),
  direction: z.enum(["Asc", "Desc"]),
});

export const defaultSort: WorkflowSortInput = { ...defaultWorkflowSort };

/** The columns a saved view keeps (the table's, in order), so views stay comparable. */
export const workflowListColumns = [
  "name",
  "company",
  "status",
  "step",
  "dueDate",
  "score",
  "startedAt",
  "updatedAt",
] as const;

export const workflowViewParamsSchema = z.object({
  filters: workflowFiltersSchema,
  sort: workflowSortSchema,
});

/** Drops empty values so stored filters and saved views stay small and compare equal. */
export function compactWorkflowFilters(filters: WorkflowFilters): WorkflowFilters {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result as WorkflowFilters;
}

/** The filters as the API takes them: only those that are set. */
export function workflowFiltersInput(filters: WorkflowFilters): WorkflowFiltersInput {
  const input: WorkflowFiltersInput = {};
  if (filters.status?.length) input.status = [...filters.status];
  if (filters.stepKind?.length) input.stepKind = [...filters.stepKind];
  if (filters.templateIds?.length) input.templateIds = [...filters.templateIds];
  if (filters.companyIds?.length) input.companyIds = [...filters.companyIds];
  if (filters.dueFrom) input.dueFrom = filters.dueFrom;
  if (filters.dueTo) input.dueTo = filters.dueTo;
  if (typeof filters.overdue === "boolean") input.overdue = filters.overdue;
  const search = filters.search?.trim();
  if (search) input.search = search;
  return input;
}

/** How many filters are set, the search box included, for the Clear button. */
export function activeWorkflowFilterCount(filters: WorkflowFilters): number {
  return Object.keys(workflowFiltersInput(filters)).length;
}

/** The next sort after a header click: the same key flips, another starts descending. */
export function nextWorkflowSort(
  sort: WorkflowSortInput,
  key: WorkflowSortInput["key"],
): WorkflowSortInput {
  if (sort.key === key) return { key, direction: sort.direction === "Desc" ? "Asc" : "Desc" };
  return { key, direction: key === "companyName" ? "Asc" : "Desc" };
}

/** A saved view's filters and sort, or the defaults for whatever part no longer fits. */
export function viewParams(params: unknown): { filters: WorkflowFilters; sort: WorkflowSortInput } {
  const parsed = workflowViewParamsSchema.safeParse(params);
  if (parsed.success)
    return { filters: compactWorkflowFilters(parsed.data.filters), sort: parsed.data.sort };
  const filters = workflowFiltersSchema.safeParse(
    (params as { filters?: unknown } | null)?.filters,
  );
  return {
    filters: filters.success ? compactWorkflowFilters(filters.data) : {},
    sort: defaultSort,
  };
}
