import { useQuery } from "@apollo/client/react";
import { Group, Stack, Text } from "@mantine/core";
import {
  type CaseColumnConfigEntry,
  type CaseSort,
  type CaseSortKey,
  caseLimits,
} from "@tierwise/common/cases";
import { useState } from "react";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { CaseTable } from "./CaseTable.tsx";
import {
  type CaseFiltersInput,
  type CaseListRow,
  SUPPLIER_CASES_QUERY,
} from "./case-list.graphql.ts";

type CaseListResultsProps = {
  filters: CaseFiltersInput;
  sort: CaseSort;
  columns: readonly CaseColumnConfigEntry[];
  onSort: (key: CaseSortKey) => void;
  onOpen: (row: CaseListRow) => void;
};

const casesLabel = (count: number) => (count === 1 ? "1 case" : `${count} cases`);

/** The table of cases, 25 a page (spec 2 §9), with its loading, empty and failed states. */
export function CaseListResults({ filters, sort, columns, onSort, onOpen }: CaseListResultsProps) {
  const paging = useListPaging(caseLimits.pageSize);
  // Other filters or another sort start again at page 1 (in this render already, so the query
  // never asks for a page of the old choices).
  const choicesKey = JSON.stringify([filters, sort]);
  const [pagedKey, setPagedKey] = useState(choicesKey);
  const fresh = pagedKey !== choicesKey;
  if (fresh) {
    setPagedKey(choicesKey);
    paging.setPage(1);
  }
  const page = fresh ? 1 : paging.page;
  const offset = fresh ? 0 : paging.offset;
  const { data, previousData, error, refetch, loading } = useQuery(SUPPLIER_CASES_QUERY, {
    variables: { filters, sort, first: caseLimits.pageSize, offset },
    fetchPolicy: "cache-and-network",
  });
  // Keep the last page on screen while the next one loads.
  const result = (data ?? previousData)?.supplierCases;
  const pages = paging.pagesFor(data?.supplierCases.totalCount);
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !data,
    loading: !result,
    empty: result?.items.length === 0,
    skeletonRows: 8,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (placeholder || !result) return placeholder;
  return (
    <Stack gap="sm" aria-busy={loading}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {casesLabel(result.totalCount)}
      </Text>
      <CaseTable
        rows={result.items}
        columns={columns}
        sort={sort}
        onSort={onSort}
        onOpen={onOpen}
      />
      <Group justify="center">
        <PagePagination total={pages} value={page} onChange={paging.setPage} />
      </Group>
    </Stack>
  );
}
