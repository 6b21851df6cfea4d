import { useQuery } from "@apollo/client/react";
import { Alert, Anchor, Badge, Grid, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { workflowStatusLabels } from "@tierwise/common/workflows/messages";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "../../../app/not-found/NotFoundPage.tsx";
import { usePageTitle } from "../../../app/page-title.ts";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { WorkflowStatusBadge } from "../WorkflowStatusBadge.tsx";
import { formatDueDate, formatMoment } from "../workflow-dates.ts";
import { scoreText } from "../workflow-labels.ts";
import { workflowListPath } from "../workflow-paths.ts";
import { WORKFLOW_QUERY, type WorkflowDetail } from "../workflows.graphql.ts";
import { WorkflowActions } from "./WorkflowActions.tsx";
import { WorkflowAnswers } from "./WorkflowAnswers.tsx";
import { WorkflowAuditTrail } from "./WorkflowAuditTrail.tsx";
import { WorkflowFindings } from "./WorkflowFindings.tsx";
import { WorkflowReviewPanel } from "./WorkflowReviewPanel.tsx";
import { WorkflowSteps } from "./WorkflowSteps.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function WorkflowSummary({ workflow }: { workflow: WorkflowDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      <Fact label="Company">
        <Anchor component={Link} to={`/company/${encodeURIComponent(workflow.company.slug)}`}>
          {workflow.company.name}
        </Anchor>
      </Fact>
      <Fact label="Template">{`${workflow.template.name} · version ${workflow.templateVersion}`}</Fact>
      <Fact label="Due date">
        <Group gap={6}>
          <span data-testid="workflow-due-date">{formatDueDate(workflow.dueDate)}</span>
          {workflow.overdue ? (
            <Badge color="red.9" size="sm">
              Overdue
            </Badge>
          ) : null}
        </Group>
      </Fact>
      <Fact label="Score">
        <span data-testid="workflow-score">{scoreText(workflow.score)}</span>
      </Fact>
      <Fact label="Started">
        {`${formatMoment(workflow.startedAt)}${workflow.startedBy ? ` by ${workflow.startedBy.name}` : ""}`}
      </Fact>
      <Fact label="Supplier contacts">
        {workflow.contacts.map((contact) => contact.email).join(", ") || "—"}
      </Fact>
      {workflow.caseId ? (
        <Fact label="Started from">
          <Anchor component={Link} to={`/cases/${encodeURIComponent(workflow.caseId)}`}>
            The case
          </Anchor>
        </Fact>
      ) : null}
      {workflow.outcome ? (
        <Fact label="Outcome">{workflowStatusLabels[workflow.outcome]}</Fact>
      ) : null}
    </SimpleGrid>
  );
}

/**
 * /workflows/{id}: one supplier workflow — its steps and their state, the supplier's answers
 * (questions shown or hidden as answered), score and red flags with the case a red flag opened,
 * the automatic checks, the review of the current step for those allowed, the audit trail and
 * the export of a finished workflow.
 */
export function WorkflowPage() {
  const id = useParams().id ?? "";
  const { data, error, refetch } = useQuery(WORKFLOW_QUERY, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const workflow = data?.workflow;
  usePageTitle(workflow ? `${workflow.name}: ${workflow.company.name}` : "Workflow");
  if (data && !workflow) return <NotFoundPage />;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !data,
    loading: !workflow,
    empty: false,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (placeholder || !workflow) return placeholder;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={workflowListPath} size="sm">
          All workflows
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <Title order={1}>{`${workflow.name}: ${workflow.company.name}`}</Title>
            <WorkflowStatusBadge status={workflow.status} />
          </Group>
          <WorkflowActions workflow={workflow} />
        </Group>
      </Stack>
      <WorkflowSummary workflow={workflow} />
      {workflow.sentBackComment && workflow.status === "awaiting_supplier" ? (
        <Alert
          color="blue.8"
          variant="outline"
          icon={<IconMessage aria-hidden />}
          title="Sent back to the supplier"
        >
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {workflow.sentBackComment}
          </Text>
        </Alert>
      ) : null}
      {workflow.outcomeConditions ? (
        <Alert color="cyan.9" variant="outline" title="Conditions of the approval">
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {workflow.outcomeConditions}
          </Text>
        </Alert>
      ) : null}
      <WorkflowReviewPanel workflow={workflow} />
      <WorkflowFindings workflow={workflow} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <WorkflowSteps workflow={workflow} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <WorkflowAnswers answers={workflow.answers} />
        </Grid.Col>
      </Grid>
      <WorkflowAuditTrail audit={workflow.audit} />
    </Stack>
  );
}
