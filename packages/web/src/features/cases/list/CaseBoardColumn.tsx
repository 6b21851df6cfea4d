import { useDroppable } from "@dnd-kit/core";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { caseStatusColors, caseStatusLabels } from "@tierwise/common/cases";
import type { BoardColumn } from "./board-columns.ts";
import { CaseBoardCard } from "./CaseBoardCard.tsx";
import type { CaseListRow } from "./case-list.graphql.ts";

type CaseBoardColumnProps = {
  column: BoardColumn;
  onOpen: (row: CaseListRow) => void;
  onShowMore: () => void;
};

/** One status of the board: its name, how many cases have it, and their cards; a drop target. */
export function CaseBoardColumn({ column, onOpen, onShowMore }: CaseBoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const label = caseStatusLabels[column.status];
  const headingId = `case-board-${column.status}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-board-column={column.status}
      withBorder
      p="sm"
      miw={0}
      bg={isOver ? "var(--mantine-primary-color-light)" : "var(--mantine-color-gray-0)"}
      style={{ borderTop: `4px solid ${caseStatusColors[column.status].text}`, minHeight: 240 }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {label}
        </Title>
        <Badge variant="light" color="gray" aria-label={`${column.count} cases`}>
          {column.count}
        </Badge>
      </Group>
      <Stack gap="xs" role="list" aria-labelledby={headingId}>
        {column.cards.map((row) => (
          <CaseBoardCard key={row.id} row={row} onOpen={onOpen} />
        ))}
      </Stack>
      {column.cards.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No cases
        </Text>
      ) : null}
      {column.hasMore ? (
        <Button variant="subtle" size="compact-sm" fullWidth mt="xs" onClick={onShowMore}>
          Show more
        </Button>
      ) : null}
    </Paper>
  );
}
