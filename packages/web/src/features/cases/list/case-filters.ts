import type { CaseFilters } from "@tierwise/common/cases";
import type { CaseFiltersInput } from "./case-list.graphql.ts";
import { previousCalendarDay } from "./date-range.ts";

/**
 * The filters as the API takes them: only those that are set. Tiers need the nTier flag.
 *
 * Spec 2 §5: "The end date of a range is shifted back by one day." As agreed for issue 12, the
 * list sends the end of the creation-date range as the picked day minus one (the person sees and
 * stores the day they picked). Note: the server's creationRange (features/cases/case-filters.ts)
 * currently reads `dateTo` as an exclusive end instead; the two sides must settle on one reading.
 */
export function caseFiltersInput(
  filters: CaseFilters,
  { nTier }: { nTier: boolean },
): CaseFiltersInput {
  const input: CaseFiltersInput = {};
  if (filters.creators?.length) input.creators = [...filters.creators];
  if (filters.assignees?.length) input.assignees = [...filters.assignees];
  if (filters.tags?.length) input.tags = [...filters.tags];
  if (filters.status?.length) input.status = [...filters.status];
  if (filters.priority?.length) input.priority = [...filters.priority];
  if (typeof filters.private === "boolean") input.private = filters.private;
  if (nTier && filters.ntier?.length) input.ntier = [...filters.ntier];
  if (filters.dateFrom) input.dateFrom = filters.dateFrom;
  const dateTo = filters.dateTo ? previousCalendarDay(filters.dateTo) : null;
  if (dateTo) input.dateTo = dateTo;
  const search = filters.search?.trim();
  if (search) input.search = search;
  return input;
}

/** How many filters are set (the search box aside), for the Clear button. */
export function activeFilterCount(filters: CaseFilters): number {
  const lists = [
    filters.creators,
    filters.assignees,
    filters.tags,
    filters.status,
    filters.priority,
    filters.ntier,
  ].filter((list) => (list?.length ?? 0) > 0).length;
  const singles = [
    typeof filters.private === "boolean",
    Boolean(filters.dateFrom),
    Boolean(filters.dateTo),
  ];
  return lists + singles.filter(Boolean).length;
}

/** Drops empty values so stored filters and saved views stay small and compare equal. */
export function compactFilters(filters: CaseFilters): CaseFilters {
  const result: CaseFilters = {};
  for (const [key, value] of Object.entries(filters) as [keyof CaseFilters, unknown][]) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    (result as Record<string, unknown>)[key] = value;
  }
  return result;
}
