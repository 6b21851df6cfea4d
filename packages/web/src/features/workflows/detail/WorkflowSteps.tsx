import { Badge, Paper, Stack, Text, ThemeIcon, Timeline, Title } from "@mantine/core";
import {
  IconCheck,
  IconCircleDashed,
  IconPlayerPlay,
  IconPlayerSkipForward,
} from "@tabler/icons-react";
import { formatMoment } from "../workflow-dates.ts";
import { stepKindLabels, stepStateLabels } from "../workflow-labels.ts";
import type { WorkflowDetail, WorkflowStepState } from "../workflows.graphql.ts";

const stateIcons: Record<WorkflowStepState, typeof IconCheck> = {
  pending: IconCircleDashed,
  current: IconPlayerPlay,
  done: IconCheck,
  skipped: IconPlayerSkipForward,
};

/** The workflow's steps in order, each with its state and who completed it when. */
export function WorkflowSteps({ workflow }: { workflow: WorkflowDetail }) {
  const active = workflow.steps.reduce(
    (last, progress, index) =>
      progress.state === "done" || progress.state === "current" ? index : last,
    -1,
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="workflow-steps-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="workflow-steps-heading">
          Steps
        </Title>
        <Timeline active={active} bulletSize={24} lineWidth={2}>
          {workflow.steps.map((progress) => {
            const Icon = stateIcons[progress.state];
            return (
              <Timeline.Item
                key={progress.step.id}
                bullet={
                  <ThemeIcon
                    size={24}
                    radius="xl"
                    variant={progress.state === "pending" ? "default" : "filled"}
                  >
                    <Icon size={14} aria-hidden />
                  </ThemeIcon>
                }
                title={progress.step.name}
                data-step-state={progress.state}
              >
                <Text size="sm">
                  {stepKindLabels[progress.step.kind]}
                  {progress.step.approverName ? ` · ${progress.step.approverName}` : ""}
                </Text>
                <Badge
                  variant={progress.state === "current" ? "filled" : "outline"}
                  color={progress.state === "current" ? "blue.8" : "gray.7"}
                  size="sm"
                  mt={4}
                >
                  {stepStateLabels[progress.state]}
                </Badge>
                {progress.completedAt ? (
                  <Text size="xs" mt={4}>
                    {`${formatMoment(progress.completedAt)}${progress.completedBy ? ` · ${progress.completedBy}` : ""}`}
                  </Text>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Stack>
    </Paper>
  );
}
