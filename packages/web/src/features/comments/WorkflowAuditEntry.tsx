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
          {/* "Jamie Doe added Northwind Traders to Strategic suppliers": the server's summary
              is the sentence without its subject. */}
          <Text size="sm">
            <Text span fw={600} inherit>
              {authorName(audit.actor)}
            </Text>{" "}
            {audit.summary}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={audit.actionTime}>{formatActivityTime(audit.actionTime)}</time>
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
