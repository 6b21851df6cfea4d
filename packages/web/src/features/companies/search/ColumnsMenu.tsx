import { Button, Checkbox, Popover, Stack, Text } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { type SearchColumn, searchColumns } from "@tierwise/common/company-search";
import { useId } from "react";
import { columnDefinitions, toggleColumn } from "./search-columns.ts";

type ColumnsMenuProps = {
  columns: readonly SearchColumn[];
  onChange: (columns: SearchColumn[]) => void;
};

/**
 * "Columns": a checkbox per result column (real checkboxes, so their state is announced and
 * Space toggles them). The company name cannot be hidden: it links the row to the profile.
 */
export function ColumnsMenu({ columns, onChange }: ColumnsMenuProps) {
  const headingId = useId();
  const shown = new Set(columns);
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby={headingId}>
          <Text size="sm" fw={600} id={headingId}>
            Shown columns
          </Text>
          {searchColumns.map((key) => (
            <Checkbox
              key={key}
              size="xs"
              label={columnDefinitions[key].label}
              checked={shown.has(key)}
              disabled={key === "displayName"}
              onChange={() => onChange(toggleColumn(columns, key))}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
