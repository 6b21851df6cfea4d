import { useMutation } from "@apollo/client/react";
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
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { WorkflowViewFormModal, type WorkflowViewFormTarget } from "./WorkflowViewFormModal.tsx";
import {
  DELETE_WORKFLOW_VIEW,
  UPDATE_WORKFLOW_VIEW,
  WORKFLOW_VIEWS_QUERY,
  type WorkflowView,
  type WorkflowViewInput,
} from "./workflow-views.graphql.ts";

type WorkflowViewsMenuProps = {
  views: readonly WorkflowView[];
  /** The open saved view, or null for the built-in "All workflows". */
  current: WorkflowView | null;
  /** The current filters, sort and columns, as a view stores them. */
  choices: Pick<WorkflowViewInput, "params" | "columns">;
  onSelect: (id: string | null) => void;
};

export const builtInViewName = "All workflows";
const builtIn = "";
const failed = () => showSnackbar({ type: "warning", message: messages.somethingWentWrong });

const inputOf = (view: WorkflowView, change: Partial<WorkflowViewInput>): WorkflowViewInput => ({
  name: view.name,
  description: view.description,
  params: view.params as WorkflowViewInput["params"],
  columns: view.columns,
  isDefault: view.isDefault,
  ...change,
});

/**
 * The views dropdown, as on the case list: the built-in view and the person's saved ones;
 * save the current filters and sort as a view, update, rename, delete, and choose the default
 * the list opens with.
 */
export function WorkflowViewsMenu({ views, current, choices, onSelect }: WorkflowViewsMenuProps) {
  const [form, setForm] = useState<WorkflowViewFormTarget | null>(null);
  const [deleting, setDeleting] = useState<WorkflowView | null>(null);
  const options = { refetchQueries: [WORKFLOW_VIEWS_QUERY] };
  const [updateView] = useMutation(UPDATE_WORKFLOW_VIEW, options);
  const [deleteView] = useMutation(DELETE_WORKFLOW_VIEW, options);
  const defaultView = views.find((view) => view.isDefault) ?? null;
  const currentIsDefault = current ? current.isDefault : defaultView === null;

  const update = async (
    view: WorkflowView,
    change: Partial<WorkflowViewInput>,
    done: string | null,
  ) => {
    try {
      const { data } = await updateView({
        variables: { id: view.id, input: inputOf(view, change) },
      });
      if (data?.updateWorkflowView.__typename !== "WorkflowViewSuccess") {
        failed();
        return;
      }
      if (done) showSnackbar({ type: "success", message: done });
    } catch {
      failed();
    }
  };

  /** The built-in view becomes the default by the saved default giving it up. */
  const makeDefault = () =>
    current
      ? update(current, { isDefault: true }, `"${current.name}" opens first now.`)
      : defaultView
        ? update(defaultView, { isDefault: false }, `"${builtInViewName}" opens first now.`)
        : undefined;

  const remove = async (view: WorkflowView) => {
    try {
      const { data } = await deleteView({ variables: { id: view.id } });
      if (data?.deleteWorkflowView.__typename !== "DeleteSuccess") {
        failed();
        return;
      }
      setDeleting(null);
      onSelect(null);
    } catch {
      failed();
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label="View"
        data={[
          { value: builtIn, label: builtInViewName },
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
            onClick={() => setForm({ mode: "create" })}
          >
            Save as new view
          </Menu.Item>
          {current ? (
            <>
              <Menu.Item
                leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                onClick={() => void update(current, choices, `View "${current.name}" was updated.`)}
              >
                Update view
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setForm({ mode: "edit", view: current })}
              >
                Rename view
              </Menu.Item>
            </>
          ) : null}
          <Menu.Item
            leftSection={<IconStar size={14} aria-hidden />}
            disabled={currentIsDefault}
            onClick={() => void makeDefault()}
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
      <WorkflowViewFormModal
        target={form}
        choices={choices}
        onClose={() => setForm(null)}
        onSaved={(view) => {
          setForm(null);
          showSnackbar({ type: "success", message: `View "${view.name}" was saved.` });
          onSelect(view.id);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete view?"
        message={`The view "${deleting?.name ?? ""}" will be deleted. The workflows stay as they are.`}
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Group>
  );
}
