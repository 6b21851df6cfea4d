import { Group, Paper, Text } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import type { WorkflowAudit } from "./activity-wall.graphql.ts";
import { authorName, formatActivityTime } from "./comment-display.ts";

/** A change to the wall's target (e.g. portfolio membership), as one line on the wall. */
export function WorkflowAuditEntry({ audit }: { audit: WorkflowAudit }) {
  return (
    <Paper p="xs" radius="sm" bg="var(--mantine-color-default-hover)">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconHistory size={16} aria-hidden />
        <div>
          <Text size="sm">{audit.summary}</Text>
          <Text size="xs" c="dimmed">
            {authorName(audit.actor)} · {formatActivityTime(audit.actionTime)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
