import { ActionIcon, Button, Group, Menu, Text, Title } from "@mantine/core";
import {
  IconCopy,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useState } from "react";
import { ExportMenu } from "../exports/ExportMenu.tsx";
import { DashboardAccessModal } from "./access/DashboardAccessModal.tsx";
import { dashboardIconOf } from "./dashboard-icons.ts";
import type { Dashboard } from "./dashboards.graphql.ts";
import { DashboardNameModal } from "./manage/DashboardNameModal.tsx";
import { DeleteDashboardDialog } from "./manage/DeleteDashboardDialog.tsx";
import { NewDashboardModal } from "./manage/NewDashboardModal.tsx";

type DashboardHeaderProps = {
  dashboard: Dashboard;
  editing: boolean;
  saving: boolean;
  canSave: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onExport: (format: "PNG" | "PDF") => void;
};

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

type Dialog = "new" | "rename" | "duplicate" | "access" | "delete" | null;

/**
 * The dashboard's title and actions: Edit (then Save and Cancel) for those who may write,
 * export for everyone, and the menu: new dashboard and duplicate (any member), rename, who may
 * edit and delete (writers).
 */
export function DashboardHeader({
  dashboard,
  editing,
  saving,
  canSave,
  onEdit,
  onCancel,
  onSave,
  onExport,
}: DashboardHeaderProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const Icon = dashboardIconOf(dashboard.icon);
  const close = () => setDialog(null);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Group gap="xs" wrap="nowrap">
          {Icon && <Icon size={28} aria-hidden />}
          <Title order={1}>{dashboard.name}</Title>
        </Group>
        <Text size="xs" c="dimmed">
          Saved {timeFormat.format(new Date(dashboard.updatedAt))}
          {dashboard.updatedByName ? ` by ${dashboard.updatedByName}` : ""}
        </Text>
      </div>
      <Group gap="xs">
        {editing ? (
          <>
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={onSave} loading={saving} disabled={!canSave}>
              Save
            </Button>
          </>
        ) : (
          <>
            {dashboard.canWrite && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={onEdit}
              >
                Edit
              </Button>
            )}
            <ExportMenu>
              <Menu.Item onClick={() => onExport("PNG")}>PNG image</Menu.Item>
              <Menu.Item onClick={() => onExport("PDF")}>PDF</Menu.Item>
            </ExportMenu>
          </>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label="Dashboard actions">
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog("new")}
            >
              New dashboard
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => setDialog("duplicate")}
            >
              Duplicate
            </Menu.Item>
            {dashboard.canWrite && !editing && (
              <>
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setDialog("rename")}
                >
                  Rename
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconUsersGroup size={16} aria-hidden />}
                  onClick={() => setDialog("access")}
                >
                  Who may edit
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDialog("delete")}
                >
                  Delete
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <NewDashboardModal opened={dialog === "new"} onClose={close} />
      {(dialog === "rename" || dialog === "duplicate") && (
        <DashboardNameModal dashboard={dashboard} mode={dialog} onClose={close} />
      )}
      <DashboardAccessModal dashboard={dashboard} opened={dialog === "access"} onClose={close} />
      <DeleteDashboardDialog dashboard={dashboard} opened={dialog === "delete"} onClose={close} />
    </Group>
  );
}
