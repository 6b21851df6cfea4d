import { useQuery } from "@apollo/client/react";
import { Group, Stack, Text } from "@mantine/core";
import { requestLimits } from "@tierwise/common/company-requests";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import {
  COMPANY_REQUESTS_QUERY,
  type RequestFiltersInput,
  type RequestListPage,
} from "../company-request.graphql.ts";
import { RequestTable } from "./RequestTable.tsx";
import { useFreshPaging } from "./use-fresh-paging.ts";

const requestsLabel = (count: number) => (count === 1 ? "1 request" : `${count} requests`);

/** One list page's requests, 25 a page (spec 3 §9), with loading, empty and failed states. */
export function RequestListResults({
  page,
  filters,
}: {
  page: RequestListPage;
  filters: RequestFiltersInput;
}) {
  const paging = useFreshPaging(requestLimits.pageSize, JSON.stringify([page, filters]));
  const { data, previousData, error, refetch, loading } = useQuery(COMPANY_REQUESTS_QUERY, {
    variables: { page, filters, first: requestLimits.pageSize, offset: paging.offset },
    fetchPolicy: "cache-and-network",
  });
  // Keep the last page on screen while the next one loads.
  const result = (data ?? previousData)?.companyRequests;
  const pages = paging.pagesFor(data?.companyRequests.totalCount);
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !data,
    loading: !result,
    empty: result?.items.length === 0,
    skeletonRows: 8,
    onRetry: retryWith(refetch),
  });
  if (placeholder || !result) return placeholder;
  return (
    <Stack gap="sm" aria-busy={loading}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {requestsLabel(result.totalCount)}
      </Text>
      <RequestTable rows={result.items} />
      <Group justify="center">
        <PagePagination total={pages} value={paging.page} onChange={paging.setPage} />
      </Group>
    </Stack>
  );
}
