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
import { caseMessages } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { CaseViewFormModal, type CaseViewFormTarget } from "./CaseViewFormModal.tsx";
import {
  CASE_VIEWS_QUERY,
  type CaseView,
  type CaseViewInput,
  DELETE_CASE_VIEW,
  SET_DEFAULT_CASE_VIEW,
  UPDATE_CASE_VIEW,
} from "./case-views.graphql.ts";

type CaseViewsMenuProps = {
  views: readonly CaseView[];
  /** The open saved view, or null for the built-in Default View. */
  current: CaseView | null;
  /** The current filters, sort and columns, as a view stores them. */
  choices: Pick<CaseViewInput, "params" | "columns">;
  onSelect: (id: string | null) => void;
  /** A new default was chosen (null: the built-in Default View). */
  onDefaultChanged: (id: string | null) => void;
};

const builtIn = "";
const failed = () => showSnackbar({ type: "warning", message: messages.somethingWentWrong });

/**
 * The views dropdown (spec 2 §2 "Case list"): the built-in Default View and the person's saved
 * views; save the current filters, sort and columns as a view, update, rename, delete, and
 * make a view the default.
 */
export function CaseViewsMenu({
  views,
  current,
  choices,
  onSelect,
  onDefaultChanged,
}: CaseViewsMenuProps) {
  const [form, setForm] = useState<CaseViewFormTarget | null>(null);
  const [deleting, setDeleting] = useState<CaseView | null>(null);
  const options = { refetchQueries: [CASE_VIEWS_QUERY] };
  const [updateView] = useMutation(UPDATE_CASE_VIEW, options);
  const [deleteView] = useMutation(DELETE_CASE_VIEW, options);
  const [setDefault] = useMutation(SET_DEFAULT_CASE_VIEW, options);
  const defaultView = views.find((view) => view.isDefault) ?? null;
  const currentIsDefault = current ? current.isDefault : defaultView === null;

  const saveCurrent = async (view: CaseView) => {
    try {
      const { data } = await updateView({
        variables: {
          id: view.id,
          input: { name: view.name, description: view.description, ...choices },
        },
      });
      if (data?.updateCaseView.__typename === "CaseViewSuccess") {
        showSnackbar({ type: "success", message: `View "${view.name}" was updated.` });
      } else failed();
    } catch {
      failed();
    }
  };

  const makeDefault = async () => {
    const id = current?.id ?? null;
    try {
      const { data } = await setDefault({ variables: { id } });
      const type = data?.setDefaultCaseView.__typename;
      if (type === "CaseViewSuccess") onDefaultChanged(id);
      else failed();
    } catch {
      failed();
    }
  };

  const remove = async (view: CaseView) => {
    try {
      const { data } = await deleteView({ variables: { id: view.id } });
      if (data?.deleteCaseView.__typename === "DeleteCaseViewSuccess") {
        setDeleting(null);
        if (view.isDefault) onDefaultChanged(null);
        onSelect(null);
      } else failed();
    } catch {
      failed();
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label="View"
        data={[
          { value: builtIn, label: caseMessages.defaultViewName },
          ...views.map((view) => ({ value: view.id, label: view.name })),
        ]}
        value={current?.id ?? builtIn}
        allowDeselect={false}
        onChange={(value) => onSelect(value ? value : null)}
        w={240}
      />
      {currentIsDefault ? (
        <Badge variant="light" mb={8}>
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
                onClick={() => void saveCurrent(current)}
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
      <CaseViewFormModal
        target={form}
        choices={
          form?.mode === "edit"
            ? { params: form.view.params as CaseViewInput["params"], columns: form.view.columns }
            : choices
        }
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
        message={`The view "${deleting?.name ?? ""}" will be deleted. The cases stay as they are.`}
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Group>
  );
}
