import { Badge, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { dataPackageLabel, seatsLabel } from "./subscription-set-labels.ts";
import type { SubscriptionSet } from "./subscription-sets.graphql.ts";

type SubscriptionSetTableProps = {
  sets: readonly SubscriptionSet[];
  /** Provider managers edit a set from its row. */
  onEdit?: (set: SubscriptionSet) => void;
};

/** Subscription sets with their seats and data packages (spec 3 §3 "Subscription set"). */
export function SubscriptionSetTable({ sets, onEdit }: SubscriptionSetTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Subscription sets" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Seats</Table.Th>
            <Table.Th scope="col">Data packages</Table.Th>
            {onEdit ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.map((set) => (
            <Table.Tr key={set.id} data-set-id={set.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {set.name}
                </Text>
                {set.description ? (
                  <Text size="xs" c="dimmed">
                    {set.description}
                  </Text>
                ) : null}
                {set.allCompanies ? (
                  <Text size="xs" c="dimmed">
                    Covers every company
                  </Text>
                ) : null}
                {!set.addCompanyAllowed ? (
                  <Text size="xs" c="dimmed">
                    Companies cannot be added
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{seatsLabel(set)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {set.dataPackages.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    set.dataPackages.map((name) => (
                      <Badge key={name} variant="light" radius="sm">
                        {dataPackageLabel(name)}
                      </Badge>
                    ))
                  )}
                </Group>
              </Table.Td>
              {onEdit ? (
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`Edit ${set.name}`}
                    onClick={() => onEdit(set)}
                  >
                    Edit
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
