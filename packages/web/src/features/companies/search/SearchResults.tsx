import { useQuery } from "@apollo/client/react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type {
  CompanySearchParams,
  SearchColumn,
  SearchSortKey,
} from "@tierwise/common/company-search";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { messages } from "@tierwise/common/messages";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { COMPANY_SEARCH_QUERY } from "./company-search.graphql.ts";
import { SearchResultsTable } from "./SearchResultsTable.tsx";
import { searchFailureMessage } from "./search-errors.ts";

type SearchResultsProps = {
  params: CompanySearchParams;
  /** What the server gets (open-ended ranges, see search-request.ts). */
  serverParams: CompanySearchParams;
  page: number;
  onPage: (page: number) => void;
  columns: readonly SearchColumn[];
  onSort: (sort: SearchSortKey) => void;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: string[], selected: boolean) => void;
};

const pageSize = companySearchLimits.searchPageSize;
const countFormat = new Intl.NumberFormat("en-US");

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Group>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Stack>
  );
}

/** One page of results with their count, paging and every loading, empty and error state. */
export function SearchResults({
  params,
  serverParams,
  page,
  onPage,
  columns,
  onSort,
  selectedIds,
  onSelectionChange,
}: SearchResultsProps) {
  const { data, previousData, error, loading, refetch } = useQuery(COMPANY_SEARCH_QUERY, {
    variables: { params: serverParams, first: pageSize, offset: (page - 1) * pageSize },
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);
  // Keep the previous page on screen while the next one loads, so the table does not jump.
  const result = (data ?? (loading ? previousData : undefined))?.companySearch;

  if (result?.__typename === "SearchTimeoutError") {
    return <Failure message={messages.searchTimeout} onRetry={retry} />;
  }
  if (result && result.__typename !== "CompanySearchResults") {
    return <Failure message={result.message} onRetry={retry} />;
  }
  const failure = searchFailureMessage(error);
  if (failure && !result) return <Failure message={failure} onRetry={retry} />;
  const placeholder = listPlaceholder({
    failed: false,
    loading: !result,
    empty: false,
    onRetry: retry,
  });
  if (placeholder || !result) return placeholder;

  const total = result.itemsCount;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="sm" aria-busy={loading}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? "1 company" : `${countFormat.format(total)} companies`}
      </Text>
      {result.items.length === 0 ? (
        <EmptyState
          title="No companies match these filters."
          description={page > 1 ? "This page is past the last result." : undefined}
        >
          {page > 1 ? (
            <Button variant="default" onClick={() => onPage(1)}>
              Go to the first page
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <SearchResultsTable
          companies={result.items.map((item) => item.company)}
          columns={columns}
          params={params}
          onSort={onSort}
          selectedIds={selectedIds}
          onSelectionChange={onSelectionChange}
        />
      )}
      {pages > 1 ? (
        <Group justify="flex-end">
          <PagePagination total={pages} value={Math.min(page, pages)} onChange={onPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
