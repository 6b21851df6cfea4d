import type { NTierSortField, NTierSortInput } from "./n-tier.graphql.ts";

/** The table's order, kept in the address beside the filter (sort=name&dir=desc). */
export const nTierSortFields: readonly NTierSortField[] = [
  "tier",
  "name",
  "country",
  "centrality",
  "impact",
];

/** Nearest suppliers first: the table opens in tier order. */
export const defaultNTierSort: NTierSortInput = { field: "tier", direction: "asc" };

/**
 * A column's first click: scores (centrality, impact) are read highest first, the others
 * from the top of their order.
 */
export function firstDirection(field: NTierSortField): NTierSortInput["direction"] {
  return field === "centrality" || field === "impact" ? "desc" : "asc";
}

export function readNTierSort(params: URLSearchParams): NTierSortInput {
  const field = params.get("sort");
  if (!nTierSortFields.includes(field as NTierSortField)) return defaultNTierSort;
  const direction = params.get("dir") === "desc" ? "desc" : "asc";
  return { field: field as NTierSortField, direction };
}

export function writeNTierSort(current: URLSearchParams, sort: NTierSortInput): URLSearchParams {
  const next = new URLSearchParams(current);
  const isDefault =
    sort.field === defaultNTierSort.field && sort.direction === defaultNTierSort.direction;
  if (isDefault) {
    next.delete("sort");
    next.delete("dir");
  } else {
    next.set("sort", sort.field);
    next.set("dir", sort.direction);
  }
  return next;
}

/** Clicking the current column turns its order around; another column starts at its first. */
export function nextNTierSort(current: NTierSortInput, field: NTierSortField): NTierSortInput {
  if (current.field === field)
    return { field, direction: current.direction === "asc" ? "desc" : "asc" };
  return { field, direction: firstDirection(field) };
}
