import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { casePriorityLabels } from "@tierwise/common/cases";
import { Link } from "react-router";
import { caseCellText } from "./case-cell-text.ts";
import type { CaseListRow } from "./case-list.graphql.ts";

type CaseBoardCardProps = {
  row: CaseListRow;
  onOpen: (row: CaseListRow) => void;
};

/** A case on the board; its handle moves it (pointer or keyboard) when the viewer may edit it. */
export function CaseBoardCard({ row, onOpen }: CaseBoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: row.id, data: { status: row.status }, disabled: !row.canEdit });
  const name = `Case ID ${row.rowNumber}: ${row.title}`;
  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      withBorder
      p="xs"
      shadow={isDragging ? "md" : undefined}
      data-case-card={row.id}
      style={{
        transform: CSS.Translate.toString(transform),
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {row.canEdit ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Move ${name}`}
            {...attributes}
            {...listeners}
            style={{ cursor: "grab", touchAction: "none" }}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        ) : null}
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed">
            Case ID {row.rowNumber}
          </Text>
          <Anchor
            component={Link}
            to={`/cases/${encodeURIComponent(row.id)}`}
            size="sm"
            fw={600}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(row);
            }}
          >
            {row.title}
          </Anchor>
          <Text size="xs">
            {casePriorityLabels[row.priority]} · {caseCellText(row, "assignees")}
          </Text>
          <Text size="xs" c="dimmed">
            Due {caseCellText(row, "dateDue")}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
