import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";

/** The pencil that opens a section's edit mode. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={`Edit ${label.toLowerCase()}`} withinPortal>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Edit ${label.toLowerCase()}`}
        onClick={onClick}
      >
        <IconPencil size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Cancel and Save of an edit mode; Save waits for a valid change (spec 2 §5). */
export function EditActions({
  onCancel,
  onSave,
  canSave,
  submitting,
}: {
  onCancel: () => void;
  onSave: () => void;
  canSave: boolean;
  submitting: boolean;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" size="xs" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button size="xs" onClick={onSave} disabled={!canSave} loading={submitting}>
        Save
      </Button>
    </Group>
  );
}
