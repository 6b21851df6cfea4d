import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { requestLogReasonLabels } from "@tierwise/common/company-requests";
import { formatActivityTime } from "../../comments/comment-display.ts";
import type { CompanyRequestLog } from "../company-request.graphql.ts";
import { personName } from "../list/RequestTable.tsx";
import { RequestStatusBadge } from "../RequestStatusBadge.tsx";

/** The request's log, oldest first: reason, who and when, the status it moved to, the comment. */
export function RequestLogList({ logs }: { logs: readonly CompanyRequestLog[] }) {
  const ordered = [...logs].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="request-log-heading">
      <Title order={2} size="h4" mb="sm" id="request-log-heading">
        Log
      </Title>
      {logs.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing logged yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: "none" }}>
          {ordered.map((log) => (
            <li key={log.id} data-log-id={log.id}>
              <Group gap="xs" align="center">
                <Text size="sm" fw={600}>
                  {requestLogReasonLabels[log.reason] ?? log.reason}
                </Text>
                {log.status ? <RequestStatusBadge status={log.status} /> : null}
              </Group>
              <Text size="xs" c="dimmed">
                {log.user ? personName(log.user) : (log.contentMemberEmail ?? personName(null))}
                {" · "}
                <time dateTime={log.createdAt}>{formatActivityTime(log.createdAt)}</time>
              </Text>
              {log.comment ? (
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                  {log.comment}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
