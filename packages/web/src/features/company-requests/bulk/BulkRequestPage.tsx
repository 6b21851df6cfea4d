import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { formatCaseDate } from "../../cases/maker/case-dates.ts";
import { portfolioPath } from "../../portfolios/portfolio-paths.ts";
import { SubscriptionSetsModal } from "../../subscription-sets/SubscriptionSetsModal.tsx";
import { RequestListResults } from "../list/RequestListResults.tsx";
import { personName } from "../list/RequestTable.tsx";
import { BulkStatusBadge } from "../RequestStatusBadge.tsx";
import { requestListPath } from "../request-paths.ts";
import { BulkCounts, BulkProgressBar } from "./BulkCounts.tsx";
import { BulkRowsTable } from "./BulkRowsTable.tsx";
import type { BulkRequest } from "./bulk-request.graphql.ts";
import { MappingStep } from "./MappingStep.tsx";
import { ReviewRows } from "./ReviewRows.tsx";
import { useBulkRequest } from "./use-bulk-request.ts";

function Progress({ bulkRequest }: { bulkRequest: BulkRequest }) {
  const { counts } = bulkRequest;
  const bad = counts.invalid + counts.duplicate;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-progress-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="bulk-progress-heading">
            Progress
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {counts.processed} of {counts.total || bulkRequest.rowCount} rows processed
          </Text>
        </Group>
        <BulkProgressBar bulkRequest={bulkRequest} size="lg" />
        <BulkCounts counts={counts} />
        {bad > 0 && bulkRequest.reportUrl ? (
          <Group>
            <Button
              component="a"
              href={bulkRequest.reportUrl}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download error report
            </Button>
            <Text size="sm" c="dimmed">
              {bad === 1 ? "1 row was not imported." : `${bad} rows were not imported.`}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The company requests the rows without a known company made, as the request lists show them. */
function MadeRequests({ bulkRequestId }: { bulkRequestId: string }) {
  const filters = useMemo(() => ({ bulkRequestId }), [bulkRequestId]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="bulk-made-requests-heading">
      <Title order={2} size="h3" id="bulk-made-requests-heading">
        Company requests made
      </Title>
      <RequestListResults page="bulk" filters={filters} />
    </Stack>
  );
}

function LoadedBulkRequest({ bulkRequest }: { bulkRequest: BulkRequest }) {
  // Every row has its outcome once processing is over; before that the rows are still moving.
  const settled = bulkRequest.status === "review" || bulkRequest.status === "complete";
  return (
    <>
      <Group gap="sm" align="center">
        <Title order={1}>{bulkRequest.filename}</Title>
        <BulkStatusBadge status={bulkRequest.status} />
      </Group>
      <Text size="sm" c="dimmed">
        Uploaded by {personName(bulkRequest.creator)} on {formatCaseDate(bulkRequest.createdAt)}
        {bulkRequest.portfolios.length > 0 ? " · matched companies go to " : null}
        {bulkRequest.portfolios.map((portfolio, index) => (
          <span key={portfolio.id}>
            {index > 0 ? ", " : null}
            {/* In a sentence a link is told from the words around it by more than its colour. */}
            <Anchor
              component={Link}
              to={portfolioPath(portfolio.slug)}
              size="sm"
              underline="always"
            >
              {portfolio.name}
            </Anchor>
          </span>
        ))}
      </Text>
      {bulkRequest.status === "failed" ? (
        <Alert color="red" variant="light" role="alert" title="Processing failed">
          {bulkRequest.error ?? "The file could not be processed."}
        </Alert>
      ) : null}
      {bulkRequest.status === "uploaded" ? (
        <MappingStep bulkRequest={bulkRequest} onStarted={() => undefined} />
      ) : (
        <Progress bulkRequest={bulkRequest} />
      )}
      {bulkRequest.status !== "processing" && bulkRequest.counts.review > 0 ? (
        <ReviewRows bulkRequestId={bulkRequest.id} />
      ) : null}
      {settled ? <BulkRowsTable bulkRequest={bulkRequest} /> : null}
      {settled && bulkRequest.counts.requested > 0 ? (
        <MadeRequests bulkRequestId={bulkRequest.id} />
      ) : null}
    </>
  );
}

/**
 * /requests/bulk/{id}: progress (live while processing), counts, error report, review, and
 * what each row of the file became.
 */
export function BulkRequestPage() {
  const { id = "" } = useParams();
  const { data, error, refetch } = useBulkRequest(id);
  const bulkRequest = data?.bulkRequest;
  usePageTitle(bulkRequest ? bulkRequest.filename : "Bulk request");

  let content = null;
  if (bulkRequest) content = <LoadedBulkRequest bulkRequest={bulkRequest} />;
  else if (data) content = <EmptyState title="Bulk request not found" />;
  else if (error) content = <ErrorWithRetry onRetry={retryWith(refetch)} />;
  else {
    content = (
      <Stack gap="md" aria-label="Loading bulk request">
        <Skeleton height={36} width="40%" />
        <Skeleton height={140} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1100} aria-busy={!data && !error}>
      <Anchor component={Link} to={requestListPath("bulk")} size="sm">
        ← Bulk requests
      </Anchor>
      {content}
      <SubscriptionSetsModal />
    </Stack>
  );
}
