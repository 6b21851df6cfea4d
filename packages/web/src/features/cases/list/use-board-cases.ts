import { useQuery } from "@apollo/client/react";
import { type CaseSort, type CaseStatus, caseLimits } from "@tierwise/common/cases";
import { useState } from "react";
import { type BoardColumn, boardColumns, type LoadedColumn } from "./board-columns.ts";
import { type CaseFiltersInput, SUPPLIER_CASES_QUERY } from "./case-list.graphql.ts";

/** One status column's cases: the filters with that status, 25 a page (spec 2 §9). */
function useStatusCases(
  status: CaseStatus,
  filters: CaseFiltersInput,
  sort: CaseSort,
  pages: number,
) {
  // A status the filters leave out is an empty column, not a query.
  const wanted = !filters.status || filters.status.includes(status);
  const { data, previousData, error, refetch } = useQuery(SUPPLIER_CASES_QUERY, {
    variables: {
      filters: { ...filters, status: [status] },
      sort,
      first: caseLimits.pageSize * pages,
      offset: 0,
    },
    skip: !wanted,
    fetchPolicy: "cache-and-network",
  });
  // "Show more" keeps the cards shown until the longer page arrives.
  const answer = data ?? previousData;
  const loaded: LoadedColumn = wanted ? (answer?.supplierCases ?? null) : null;
  return {
    loaded,
    waiting: wanted && !answer,
    failed: wanted && !answer && Boolean(error),
    refetch,
  };
}

/** The board's four columns, each loaded on its own so its count is the whole count. */
export function useBoardCases(filters: CaseFiltersInput, sort: CaseSort) {
  const [pages, setPages] = useState<Record<CaseStatus, number>>({
    to_do: 1,
    in_progress: 1,
    complete: 1,
    retired: 1,
  });
  const toDoCases = useStatusCases("to_do", filters, sort, pages.to_do);
  const inProgress = useStatusCases("in_progress", filters, sort, pages.in_progress);
  const complete = useStatusCases("complete", filters, sort, pages.complete);
  const retired = useStatusCases("retired", filters, sort, pages.retired);
  const all = [toDoCases, inProgress, complete, retired];
  const columns: BoardColumn[] = boardColumns({
    to_do: toDoCases.loaded,
    in_progress: inProgress.loaded,
    complete: complete.loaded,
    retired: retired.loaded,
  });
  return {
    columns,
    loading: all.some((column) => column.waiting && !column.failed),
    failed: all.some((column) => column.failed),
    retry: () => {
      for (const column of all) if (column.failed) void column.refetch().catch(() => undefined);
    },
    showMore: (status: CaseStatus) =>
      setPages((current) => ({ ...current, [status]: current[status] + 1 })),
  };
}
