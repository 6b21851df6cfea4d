import { ActionIcon, Badge, Group, Menu, Select } from "@mantine/core";
import {
  IconDeviceFloppy,
  IconDots,
  IconPencil,
  IconPlus,
  IconStar,
  IconTrash,
} from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { type SavedViewForm, SavedViewFormModal } from "./SavedViewFormModal.tsx";
import type { SavedView, SavedViewFormTarget } from "./saved-view.ts";

/**
 * What a list does with its views. Each action resolves true when the server took it; false
 * (or a throw) shows the product's "something went wrong" message.
 */
export type SavedViewActions<View extends SavedView> = {
  /** Stores the current filters, sort and columns in `view`. */
  saveCurrent: (view: View) => Promise<boolean>;
  /** Makes `view` the one the list opens with; null: the built-in view. */
  makeDefault: (view: View | null) => Promise<boolean>;
  remove: (view: View) => Promise<boolean>;
};

type SavedViewsMenuProps<View extends SavedView> = {
  views: readonly View[];
  /** The open saved view, or null for the built-in view. */
  current: View | null;
  /** The built-in view's name ("Default View", "All workflows"). */
  builtInName: string;
  /** What the list shows, for the delete question ("cases", "workflows"). */
  itemsNoun: string;
  onSelect: (id: string | null) => void;
  actions: SavedViewActions<View>;
  form: SavedViewForm<View>;
};

const builtIn = "";
const failed = () => showSnackbar({ type: "warning", message: messages.somethingWentWrong });

/** Runs a list's action, saying so when it did not go through. */
async function attempt(action: () => Promise<boolean>): Promise<boolean> {
  try {
    const done = await action();
    if (!done) failed();
    return done;
  } catch {
    failed();
    return false;
  }
}

/**
 * A list's views dropdown (the case list's, spec 2 §2, and the workflow list's): the built-in
 * view and the person's saved ones; save the current filters, sort and columns as a view,
 * update, rename, delete, and choose the view the list opens with.
 */
export function SavedViewsMenu<View extends SavedView>({
  views,
  current,
  builtInName,
  itemsNoun,
  onSelect,
  actions,
  form,
}: SavedViewsMenuProps<View>) {
  const [formTarget, setFormTarget] = useState<SavedViewFormTarget<View> | null>(null);
  const [deleting, setDeleting] = useState<View | null>(null);
  const defaultView = views.find((view) => view.isDefault) ?? null;
  const currentIsDefault = current ? current.isDefault : defaultView === null;

  const saveCurrent = async (view: View) => {
    if (await attempt(() => actions.saveCurrent(view)))
      showSnackbar({ type: "success", message: `View "${view.name}" was updated.` });
  };

  const remove = async (view: View) => {
    if (!(await attempt(() => actions.remove(view)))) return;
    setDeleting(null);
    onSelect(null);
  };

  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label="View"
        data={[
          { value: builtIn, label: builtInName },
          ...views.map((view) => ({ value: view.id, label: view.name })),
        ]}
        value={current?.id ?? builtIn}
        allowDeselect={false}
        onChange={(value) => onSelect(value ? value : null)}
        w={240}
      />
      {currentIsDefault ? (
        <Badge variant="outline" color="gray.7" mb={8}>
          Default
        </Badge>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" mb={2} aria-label="View actions">
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setFormTarget({ mode: "create" })}
          >
            Save as new view
          </Menu.Item>
          {current ? (
            <>
              <Menu.Item
                leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                onClick={() => void saveCurrent(current)}
              >
                Update view
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setFormTarget({ mode: "edit", view: current })}
              >
                Rename view
              </Menu.Item>
            </>
          ) : null}
          <Menu.Item
            leftSection={<IconStar size={14} aria-hidden />}
            disabled={currentIsDefault}
            onClick={() => void attempt(() => actions.makeDefault(current))}
          >
            Set as default
          </Menu.Item>
          {current ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setDeleting(current)}
            >
              Delete view
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <SavedViewFormModal
        target={formTarget}
        form={form}
        onClose={() => setFormTarget(null)}
        onSaved={(view) => {
          setFormTarget(null);
          showSnackbar({ type: "success", message: `View "${view.name}" was saved.` });
          onSelect(view.id);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete view?"
        message={`The view "${deleting?.name ?? ""}" will be deleted. The ${itemsNoun} stay as they are.`}
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Group>
  );
}
