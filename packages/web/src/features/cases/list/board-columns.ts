import { type CaseStatus, caseStatuses } from "@tierwise/common/cases";
import type { CaseListRow } from "./case-list.graphql.ts";

/** What one status column's query loaded (null when the filters leave the status out). */
export type LoadedColumn = { items: readonly CaseListRow[]; totalCount: number } | null;

export type BoardColumn = {
  status: CaseStatus;
  cards: CaseListRow[];
  count: number;
  /** The column's query has more cases than it loaded. */
  hasMore: boolean;
};

/**
 * The four columns in spec order. Each column's query loads its status; a card whose status has
 * changed since (a move, saved into the cache) shows in its new column at once, and the counts
 * follow, so a move needs no reload of the board.
 */
export function boardColumns(loaded: Readonly<Record<CaseStatus, LoadedColumn>>): BoardColumn[] {
  const seen = new Set<string>();
  const all: { row: CaseListRow; from: CaseStatus }[] = [];
  for (const status of caseStatuses) {
    for (const row of loaded[status]?.items ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      all.push({ row, from: status });
    }
  }
  return caseStatuses.map((status) => {
    const column = loaded[status];
    const movedIn = all.filter((card) => card.row.status === status && card.from !== status);
    const stayed = all.filter((card) => card.row.status === status && card.from === status);
    const movedOut = all.filter((card) => card.from === status && card.row.status !== status);
    return {
      status,
      cards: [...movedIn, ...stayed].map((card) => card.row),
      count: (column?.totalCount ?? 0) + movedIn.length - movedOut.length,
      hasMore: column !== null && column.items.length < column.totalCount,
    };
  });
}
