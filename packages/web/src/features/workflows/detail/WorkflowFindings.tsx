import { Alert, Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconFlag, IconX } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatMoment } from "../workflow-dates.ts";
import type { WorkflowDetail } from "../workflows.graphql.ts";

/**
 * What the answers raised: red flags (with the case a red flag opened, when the viewer sees
 * it) and the automatic checks' results.
 */
export function WorkflowFindings({ workflow }: { workflow: WorkflowDetail }) {
  const { redFlags, checks, redFlagCaseId } = workflow;
  if (redFlags.length === 0 && checks.length === 0 && !redFlagCaseId) return null;
  return (
    <Stack gap="md">
      {redFlags.length > 0 ? (
        <Alert
          color="red.9"
          variant="outline"
          icon={<IconFlag aria-hidden />}
          title={redFlags.length === 1 ? "1 red flag" : `${redFlags.length} red flags`}
          data-testid="workflow-red-flags"
        >
          <Stack gap="xs">
            <List size="sm" spacing={4}>
              {redFlags.map((flag) => (
                <List.Item key={`${flag.stepId}:${flag.questionId ?? flag.reason}`}>
                  <Text span fw={600} size="sm">
                    {flag.reason}
                  </Text>
                  {flag.question ? (
                    <Text span size="sm">{` — “${flag.question}”: ${flag.answer ?? "—"}`}</Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
            {redFlagCaseId ? (
              <Anchor
                component={Link}
                to={`/cases/${encodeURIComponent(redFlagCaseId)}`}
                fw={600}
                size="sm"
              >
                Open the case this red flag opened
              </Anchor>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {checks.length > 0 ? (
        <Paper withBorder p="md" component="section" aria-labelledby="workflow-checks-heading">
          <Stack gap="xs">
            <Title order={2} size="h4" id="workflow-checks-heading">
              Automatic checks
            </Title>
            {checks.map((check) => (
              <Group key={check.stepId} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={22} radius="xl" color={check.passed ? "teal.9" : "red.9"}>
                  {check.passed ? (
                    <IconCheck size={14} aria-hidden />
                  ) : (
                    <IconX size={14} aria-hidden />
                  )}
                </ThemeIcon>
                <div>
                  <Text size="sm" fw={600}>
                    {`${check.name}: ${check.passed ? "passed" : "failed"}`}
                  </Text>
                  <Text size="sm">{`${check.detail} · ${formatMoment(check.checkedAt)}`}</Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
