import { Button, List, Table, Text, Title } from "@mantine/core";
import { formatDateTime } from "../risk-format.ts";
import type { RiskConfig } from "./risk-config.graphql.ts";

type Props = {
  config: RiskConfig;
  editable: boolean;
  busy: boolean;
  onRollback: (revision: number) => void;
};

/**
 * Spec 3 §4: every commit is a revision, recorded with who changed what; any earlier one can be
 * restored (as a new revision, so the roll-back is itself in the list).
 */
export function RevisionList({ config, editable, busy, onRollback }: Props) {
  return (
    <section aria-labelledby="revisions-title">
      <Title order={2} size="h4" id="revisions-title" mb="xs">
        Revisions
      </Title>
      {config.revisions.length === 0 ? (
        <Text size="sm">No revisions yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Revisions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Revision</Table.Th>
                <Table.Th scope="col">Committed</Table.Th>
                <Table.Th scope="col">By</Table.Th>
                <Table.Th scope="col">Changes</Table.Th>
                {editable ? <Table.Th scope="col">Roll back</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {config.revisions.map((revision) => {
                const current = revision.revision === config.revision;
                return (
                  <Table.Tr key={revision.revision}>
                    <Table.Th scope="row">
                      {revision.revision}
                      {current ? " (in use)" : ""}
                    </Table.Th>
                    <Table.Td>{formatDateTime(revision.committedAt)}</Table.Td>
                    <Table.Td>{revision.committedBy?.name ?? "Tierwise"}</Table.Td>
                    <Table.Td>
                      {revision.changes.length === 0 ? (
                        "—"
                      ) : (
                        <List size="sm">
                          {revision.changes.map((change) => (
                            <List.Item key={change}>{change}</List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                    {editable ? (
                      <Table.Td>
                        {current ? null : (
                          <Button
                            size="xs"
                            variant="default"
                            loading={busy}
                            onClick={() => onRollback(revision.revision)}
                          >
                            Roll back to revision {revision.revision}
                          </Button>
                        )}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
