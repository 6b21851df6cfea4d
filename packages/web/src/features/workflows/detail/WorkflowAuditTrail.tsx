import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatMoment } from "../workflow-dates.ts";
import type { WorkflowAuditItem } from "../workflows.graphql.ts";

/**
 * The workflow's audit trail, newest first: every step change with who acted (a member, the
 * supplier's contact, or the automatic check), the step and what happened.
 */
export function WorkflowAuditTrail({ audit }: { audit: readonly WorkflowAuditItem[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="workflow-audit-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="workflow-audit-heading">
          Audit trail
        </Title>
        {audit.length === 0 ? (
          <Text size="sm">Nothing has happened yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-labelledby="workflow-audit-heading" verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">When</Table.Th>
                  <Table.Th scope="col">Who</Table.Th>
                  <Table.Th scope="col">Step</Table.Th>
                  <Table.Th scope="col">What</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.map((item) => (
                  <Table.Tr key={item.id} data-audit-action={item.action}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      <time dateTime={item.actionTime}>{formatMoment(item.actionTime)}</time>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.fullName}</Text>
                      {item.email && item.email !== item.fullName ? (
                        <Text size="xs">{item.email}</Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{item.stepName ?? "—"}</Table.Td>
                    <Table.Td>{item.summary}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
