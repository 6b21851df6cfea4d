import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * The "Export" button of a list and its menu of files (companies, a portfolio, the n-tier
 * table): one look for every export; the caller gives the items.
 */
export function ExportMenu({
  size,
  disabled,
  children,
}: {
  size?: "xs" | "sm";
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          disabled={disabled}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
