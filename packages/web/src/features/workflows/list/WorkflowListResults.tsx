import { useQuery } from "@apollo/client/react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { WorkflowSortKey } from "@tierwise/common/workflows/messages";
import { useState } from "react";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import {
  WORKFLOW_COUNT_QUERY,
  WORKFLOWS_QUERY,
  type WorkflowFiltersInput,
  type WorkflowSortInput,
} from "../workflows.graphql.ts";
import { WorkflowTable } from "./WorkflowTable.tsx";

type WorkflowListResultsProps = {
  filters: WorkflowFiltersInput;
  sort: WorkflowSortInput;
  onSort: (key: WorkflowSortKey) => void;
};

export const workflowPageSize = 25;

const countText = (count: number) =>
  count === 1 ? "1 workflow" : `${count.toLocaleString("en-US")} workflows`;

/**
 * The workflows, 25 a page by cursor (the list reaches a million rows: no offsets), with the
 * total asked for apart so the page never waits for the count.
 */
export function WorkflowListResults({ filters, sort, onSort }: WorkflowListResultsProps) {
  // The cursors of the pages visited: page n starts after cursors[n - 1].
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  // Other filters or another sort start again at the first page (in this render already).
  const choicesKey = JSON.stringify([filters, sort]);
  const [pagedKey, setPagedKey] = useState(choicesKey);
  if (pagedKey !== choicesKey) {
    setPagedKey(choicesKey);
    setCursors([null]);
  }
  const page = pagedKey !== choicesKey ? 1 : cursors.length;
  const after = pagedKey !== choicesKey ? null : (cursors[cursors.length - 1] ?? null);
  const { data, previousData, error, refetch, loading } = useQuery(WORKFLOWS_QUERY, {
    variables: { filters, sort, first: workflowPageSize, after },
    fetchPolicy: "cache-and-network",
  });
  const count = useQuery(WORKFLOW_COUNT_QUERY, {
    variables: { filters },
    fetchPolicy: "cache-and-network",
  });
  const result = (data ?? previousData)?.workflows;
  const total = count.data?.workflows.totalCount;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !data,
    loading: !result,
    empty: result?.items.length === 0,
    skeletonRows: 8,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (placeholder || !result) return placeholder;
  const pages = total === undefined ? null : Math.max(1, Math.ceil(total / workflowPageSize));
  return (
    <Stack gap="sm" aria-busy={loading}>
      <Text size="sm" aria-live="polite">
        {total === undefined ? "Counting…" : countText(total)}
      </Text>
      <WorkflowTable rows={result.items} sort={sort} onSort={onSort} label="Workflows" />
      <Group justify="center" gap="sm" component="nav" aria-label="Pages">
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={page === 1}
          onClick={() => setCursors((current) => current.slice(0, -1))}
        >
          Previous
        </Button>
        <Text size="sm" aria-current="page">
          {pages === null ? `Page ${page}` : `Page ${page} of ${pages.toLocaleString("en-US")}`}
        </Text>
        <Button
          variant="default"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={!result.pageInfo.hasNextPage || loading}
          onClick={() => setCursors((current) => [...current, result.pageInfo.endCursor])}
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}
