import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconFileUpload } from "@tabler/icons-react";
import { requestLimits } from "@tierwise/common/company-requests";
import { Link } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { formatCaseDate } from "../../cases/maker/case-dates.ts";
import { RequestsFrame } from "../list/RequestsFrame.tsx";
import { BulkStatusBadge } from "../RequestStatusBadge.tsx";
import { bulkCreatePath, bulkRequestPath } from "../request-paths.ts";
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

/**
 * The empty list says what it would hold and how to start one ("No results" alone says
 * neither); spec 3 §8 gives no words for it. The upload is offered only to those who may.
 */
function NothingUploaded() {
  const session = useSession();
  return (
    <EmptyState
      title="No supplier lists uploaded yet."
      description="Upload a CSV, XLS, XLSX or JSON list of suppliers: each row is matched to a known company or requested as a new one."
      icon={<IconFileUpload size={32} aria-hidden stroke={1.5} />}
    >
      {sessionCan(session, "requests.createBulk") ? (
        <Button component={Link} to={bulkCreatePath} mt="md">
          Upload a supplier list
        </Button>
      ) : null}
    </EmptyState>
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
  const placeholder =
    listPlaceholder({
      failed: Boolean(error) && !data,
      loading: !result,
      // An empty list has its own words, below.
      empty: false,
      onRetry: retryWith(refetch),
    }) ?? (result?.totalCount === 0 ? <NothingUploaded /> : null);
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
