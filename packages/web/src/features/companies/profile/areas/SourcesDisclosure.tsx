import { Box, Table, Text } from "@mantine/core";
import { formatRelativeDay } from "@tierwise/common/formatting";
import { type Provenance, providerLabel } from "./provider-labels.ts";

export type SourceEntry = { label: string; provenance: Provenance };

/**
 * "Sources": for each area the page shows, the provider whose values are shown, when they were
 * fetched, and the other providers that also hold the area. A native disclosure: keyboard and
 * screen-reader support come with it.
 */
export function SourcesDisclosure({ entries }: { entries: readonly SourceEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Box component="details" data-testid="sources-disclosure">
      <Box component="summary" style={{ cursor: "pointer" }}>
        <Text component="span" size="sm" fw={500}>
          Sources
        </Text>
      </Box>
      <Table.ScrollContainer minWidth={420} mt="xs">
        <Table fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Section</Table.Th>
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col">Fetched</Table.Th>
              <Table.Th scope="col">Also available from</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map(({ label, provenance }) => (
              <Table.Tr key={`${label}|${provenance.source}|${provenance.fetchedAt}`}>
                <Table.Th scope="row" fw={400}>
                  {label}
                </Table.Th>
                <Table.Td>{providerLabel(provenance.source)}</Table.Td>
                <Table.Td>{formatRelativeDay(provenance.fetchedAt)}</Table.Td>
                <Table.Td>
                  {(provenance.alternatives ?? [])
                    .map(
                      (other) =>
                        `${providerLabel(other.source)} (${formatRelativeDay(other.fetchedAt)})`,
                    )
                    .join(", ") || "—"}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
