import { Group, Progress, Stack, Text } from "@mantine/core";
import { requestStatusLabels } from "@tierwise/common/company-requests";
import type { BulkRequest } from "./bulk-request.graphql.ts";

/** Outcomes of rows, in the order a reader meets them. */
export const outcomeLabels = {
  matched: "Matched",
  review: "To review",
  requested: "Requested",
  invalid: "Invalid",
  duplicate: "Duplicates",
} as const;

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

/** Rows by outcome, and the requests made by status (spec 3 §3 per-status company counts). */
export function BulkCounts({ counts }: { counts: BulkRequest["counts"] }) {
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
      {counts.byStatus.length > 0 ? (
        <Group gap="md" component="dl" m={0} aria-label="Requests by status">
          {counts.byStatus.map(({ status, count }) => (
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
