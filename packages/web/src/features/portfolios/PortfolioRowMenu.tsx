import { ActionIcon, Menu } from "@mantine/core";
import { IconArchive, IconDots, IconFolderPlus, IconPencil, IconShare } from "@tabler/icons-react";
import type { PortfolioPermissions } from "./use-portfolio-permissions.ts";

export type PortfolioRowCommand = "addChild" | "edit" | "share" | "archive";

type PortfolioRowMenuProps = {
  name: string;
  permissions: PortfolioPermissions;
  onCommand: (command: PortfolioRowCommand) => void;
};

/** A portfolio's actions; only those the viewer's rules allow are offered. */
export function PortfolioRowMenu({ name, permissions, onCommand }: PortfolioRowMenuProps) {
  if (!permissions.update && !permissions.rename && !permissions.share && !permissions.archive)
    return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {permissions.update ? (
          <Menu.Item
            leftSection={<IconFolderPlus size={16} aria-hidden />}
            onClick={() => onCommand("addChild")}
          >
            Add sub-portfolio
          </Menu.Item>
        ) : null}
        {permissions.rename ? (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onCommand("edit")}
          >
            Edit
          </Menu.Item>
        ) : null}
        {permissions.share ? (
          <Menu.Item
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => onCommand("share")}
          >
            Share
          </Menu.Item>
        ) : null}
        {permissions.archive ? (
          <Menu.Item
            color="red"
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => onCommand("archive")}
          >
            Archive
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
