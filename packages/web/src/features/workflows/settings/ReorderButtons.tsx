import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";

type ReorderButtonsProps = {
  /** What the buttons act on, for their names: "question “Do you …?”". */
  subject: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: (() => void) | null;
};

/**
 * Move up, move down and remove: reordering by buttons, so the keyboard (and a screen reader)
 * can do what a drag would. Each button names what it moves.
 */
export function ReorderButtons({ subject, index, count, onMove, onRemove }: ReorderButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Move up" withinPortal>
        <ActionIcon
          variant="default"
          aria-label={`Move ${subject} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Move down" withinPortal>
        <ActionIcon
          variant="default"
          aria-label={`Move ${subject} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onRemove ? (
        <Tooltip label="Remove" withinPortal>
          <ActionIcon variant="default" aria-label={`Remove ${subject}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
