import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconColumns, IconLock } from "@tabler/icons-react";
import type { CaseColumnConfigEntry, CaseColumnKey } from "@tierwise/common/cases";
import { useId } from "react";

type CaseColumnSettingsProps = {
  /** The columns the session may see, in order. */
  columns: readonly CaseColumnConfigEntry[];
  onToggle: (key: CaseColumnKey) => void;
  onMove: (key: CaseColumnKey, step: -1 | 1) => void;
  onReset: () => void;
};

/**
 * "Columns": a checkbox per column and buttons to move it up or down. Case Name and Access
 * cannot be changed (spec 2 §3): their boxes are disabled and they have no move buttons.
 */
export function CaseColumnSettings({
  columns,
  onToggle,
  onMove,
  onReset,
}: CaseColumnSettingsProps) {
  const headingId = useId();
  const movable = columns.filter((column) => !column.disableChanging).map((column) => column.key);
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby={headingId} miw={260}>
          <Text size="sm" fw={600} id={headingId}>
            Table columns
          </Text>
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={4}>
              {columns.map((column) => {
                const place = movable.indexOf(column.key);
                return (
                  <Group key={column.key} gap="xs" wrap="nowrap" justify="space-between">
                    <Checkbox
                      size="xs"
                      label={column.title}
                      checked={column.enabled}
                      disabled={column.disableChanging}
                      onChange={() => onToggle(column.key)}
                    />
                    {column.disableChanging ? (
                      <IconLock size={14} aria-label={`${column.title} is always shown`} />
                    ) : (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={`Move ${column.title} up`}
                          disabled={place <= 0}
                          onClick={() => onMove(column.key, -1)}
                        >
                          <IconChevronUp size={14} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={`Move ${column.title} down`}
                          disabled={place === movable.length - 1}
                          onClick={() => onMove(column.key, 1)}
                        >
                          <IconChevronDown size={14} aria-hidden />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={onReset}>
              Reset columns
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
