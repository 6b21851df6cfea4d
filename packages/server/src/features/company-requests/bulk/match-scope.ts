import type { CompanyStatusCode } from "../../companies/company.table.ts";

/** Companies a row may mean: every status but drafts and deleted ones (as matching/). */
export const matchableStatuses: readonly CompanyStatusCode[] = [
  "active",
  "basic",
  "closed",
  "imported_active",
  "imported_closed",
];

/** Rows of a raw statement, whichever driver ran it (node-postgres or PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows?: T[] }).rows) ?? [];
}
