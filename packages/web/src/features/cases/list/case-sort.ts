import type { CaseSort, CaseSortKey } from "@tierwise/common/cases";

/** The next sort after a click on a header: a new column sorts ascending, the same one flips. */
export function nextCaseSort(current: CaseSort, key: CaseSortKey): CaseSort {
  if (current.key !== key) return { key, direction: "Asc" };
  return { key, direction: current.direction === "Asc" ? "Desc" : "Asc" };
}
