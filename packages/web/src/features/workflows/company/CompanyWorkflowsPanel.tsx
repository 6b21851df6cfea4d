import { useQuery } from "@apollo/client/react";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { WorkflowTable } from "../list/WorkflowTable.tsx";
import { StartWorkflowButton } from "../start/StartWorkflowButton.tsx";
import { workflowListPath } from "../workflow-paths.ts";
import { WORKFLOWS_QUERY, type WorkflowSortInput } from "../workflows.graphql.ts";

type CompanyWorkflowsPanelProps = { companyId: string; companyName: string };

/** A company's tab shows its most recent workflows; the list page has them all. */
const shownOnTab = 50;
const newestFirst: WorkflowSortInput = { key: "startedAt", direction: "Desc" };

/**
 * A company profile's Workflows tab (issue 31): its supplier workflows, running and finished,
 * newest first, and Start workflow for it.
 */
export function CompanyWorkflowsPanel({ companyId, companyName }: CompanyWorkflowsPanelProps) {
  const { data, error, refetch } = useQuery(WORKFLOWS_QUERY, {
    variables: {
      filters: { companyIds: [companyId] },
      sort: newestFirst,
      first: shownOnTab,
      after: null,
    },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.workflows;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !result,
    loading: !result,
    empty: false,
    onRetry: () => void refetch().catch(() => undefined),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm">Questionnaires sent to this supplier, their reviews and decisions.</Text>
        <StartWorkflowButton
          target={{ kind: "companies", companyIds: [companyId], label: companyName }}
          variant="filled"
        />
      </Group>
      {placeholder ??
        (result && result.items.length === 0 ? (
          <EmptyState
            title="No workflows yet"
            description="Start one to send this supplier a questionnaire by link."
          />
        ) : result ? (
          <>
            <WorkflowTable
              rows={result.items}
              sort={newestFirst}
              withCompany={false}
              label={`Workflows of ${companyName}`}
            />
            {result.pageInfo.hasNextPage ? (
              <Anchor component={Link} to={workflowListPath} size="sm">
                {`Only the latest ${shownOnTab} are shown here. All workflows are in the workflow list.`}
              </Anchor>
            ) : null}
          </>
        ) : null)}
    </Stack>
  );
}
