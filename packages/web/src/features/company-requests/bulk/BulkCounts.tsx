import { Group, Progress, Stack, Text } from "@mantine/core";
import { requestStatusLabels } from "@tierwise/common/company-requests";
import type { BulkRequest } from "./bulk-request.graphql.ts";
import { outcomeLabels } from "./bulk-row-words.ts";

const percent = (progress: number) => Math.round(Math.min(1, Math.max(0, progress)) * 100);

/** The bar of a bulk request's processed rows, named for screen readers. */
export function BulkProgressBar({
  bulkRequest,
  size = "md",
}: {
  bulkRequest: Pick<BulkRequest, "filename" | "progress" | "status">;
  size?: "sm" | "md" | "lg";
}) {
  const value = bulkRequest.status === "complete" ? 100 : percent(bulkRequest.progress);
  return (
    <Progress
      value={value}
      size={size}
      animated={bulkRequest.status === "processing"}
      aria-label={`Progress of ${bulkRequest.filename}`}
    />
  );
}

/**
 * The requests made, by status, only once one has moved on from "requested": before that the
 * line repeats the requested-as-new count and reads as a second "Requested N".
 */
const statusesWorthShowing = (byStatus: BulkRequest["counts"]["byStatus"]) =>
  byStatus.some(({ status, count }) => status !== "requested" && count > 0) ? byStatus : [];

/** Rows by outcome, and the requests made by status (spec 3 §3 per-status company counts). */
export function BulkCounts({ counts }: { counts: BulkRequest["counts"] }) {
  const byStatus = statusesWorthShowing(counts.byStatus);
  return (
    <Stack gap={4}>
      <Group gap="md" component="dl" m={0}>
        {(Object.keys(outcomeLabels) as (keyof typeof outcomeLabels)[]).map((outcome) => (
          <Group key={outcome} gap={4} wrap="nowrap" data-outcome={outcome}>
            <Text component="dt" size="sm" c="dimmed">
              {outcomeLabels[outcome]}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {counts[outcome]}
            </Text>
          </Group>
        ))}
      </Group>
      {byStatus.length > 0 ? (
        <Group gap="md" component="dl" m={0} aria-label="Requests made, by status">
          {byStatus.map(({ status, count }) => (
            <Group key={status} gap={4} wrap="nowrap" data-status-count={status}>
              <Text component="dt" size="xs" c="dimmed">
                {requestStatusLabels[status]}
              </Text>
              <Text component="dd" size="xs" fw={600} m={0}>
                {count}
              </Text>
            </Group>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
