import { Anchor, Group, Paper, Text } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { Link } from "react-router";
import type { WorkflowAudit } from "./activity-wall.graphql.ts";
import { authorName, formatActivityTime } from "./comment-display.ts";

/**
 * A change to the wall's target as one line on the wall: a portfolio's own change, or a step of
 * one of a company's supplier workflows (with the workflow and step, linking to the workflow).
 */
export function WorkflowAuditEntry({ audit }: { audit: WorkflowAudit }) {
  // A member's name as the wall shows members; a supplier contact or the automatic check by
  // the server's words for them.
  const who = audit.actor ? authorName(audit.actor) : audit.fullName;
  return (
    // An article, as each entry of the wall's feed must be (role="feed" owns articles).
    <Paper
      component="article"
      aria-label={`${who} ${audit.summary}`}
      p="xs"
      radius="sm"
      bg="var(--mantine-color-default-hover)"
      data-testid="workflow-audit"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconHistory size={16} aria-hidden />
        <div>
          {/* "Jamie Doe added Northwind Traders to Strategic suppliers": the server's summary
              is the sentence without its subject. */}
          <Text size="sm">
            <Text span fw={600} inherit>
              {who}
            </Text>{" "}
            {audit.summary}
          </Text>
          {audit.workflowUrl && audit.workflowName ? (
            <Text size="xs">
              <Anchor component={Link} to={audit.workflowUrl} inherit>
                {audit.workflowName}
              </Anchor>
              {audit.stepName ? ` · ${audit.stepName}` : ""}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            <time dateTime={audit.actionTime}>{formatActivityTime(audit.actionTime)}</time>
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
