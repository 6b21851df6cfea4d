import { useQuery } from "@apollo/client/react";
import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { requestLimits } from "@tierwise/common/company-requests";
import { Link } from "react-router";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { formatCaseDate } from "../../cases/maker/case-dates.ts";
import { RequestsFrame } from "../list/RequestsFrame.tsx";
import { BulkStatusBadge } from "../RequestStatusBadge.tsx";
import { bulkRequestPath } from "../request-paths.ts";
import { BulkCounts, BulkProgressBar } from "./BulkCounts.tsx";
import { BULK_REQUESTS_QUERY, type BulkRequest } from "./bulk-request.graphql.ts";

function BulkTable({ rows }: { rows: readonly BulkRequest[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label="Bulk requests" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" w={180}>
              Progress
            </Table.Th>
            <Table.Th scope="col">Rows</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-bulk-id={row.id}>
              <Table.Td>
                <Anchor component={Link} to={bulkRequestPath(row.id)} fw={600}>
                  {row.filename}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <BulkStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <BulkProgressBar bulkRequest={row} size="sm" />
              </Table.Td>
              <Table.Td>
                <BulkCounts counts={row.counts} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatCaseDate(row.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /requests/bulk: the organisation's bulk requests, 25 a page, newest first (server order). */
export function BulkRequestsPage() {
  const paging = useListPaging(requestLimits.pageSize);
  const { data, previousData, error, refetch, loading } = useQuery(BULK_REQUESTS_QUERY, {
    variables: { first: requestLimits.pageSize, offset: paging.offset },
    fetchPolicy: "cache-and-network",
  });
  const result = (data ?? previousData)?.bulkRequests;
  const pages = paging.pagesFor(data?.bulkRequests.totalCount);
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !data,
    loading: !result,
    empty: result?.items.length === 0,
    onRetry: retryWith(refetch),
  });
  return (
    <RequestsFrame page="bulk">
      {placeholder ?? (
        <Stack gap="sm" aria-busy={loading}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {result?.totalCount === 1 ? "1 bulk request" : `${result?.totalCount} bulk requests`}
          </Text>
          <BulkTable rows={result?.items ?? []} />
          <Group justify="center">
            <PagePagination total={pages} value={paging.page} onChange={paging.setPage} />
          </Group>
        </Stack>
      )}
    </RequestsFrame>
  );
}
