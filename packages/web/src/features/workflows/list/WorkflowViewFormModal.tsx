import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import {
  CREATE_WORKFLOW_VIEW,
  UPDATE_WORKFLOW_VIEW,
  WORKFLOW_VIEWS_QUERY,
  type WorkflowView,
  type WorkflowViewInput,
  type WorkflowViewResult,
} from "./workflow-views.graphql.ts";

/** Saving the current choices as a new view, or renaming an existing one. */
export type WorkflowViewFormTarget = { mode: "create" } | { mode: "edit"; view: WorkflowView };

type WorkflowViewFormModalProps = {
  target: WorkflowViewFormTarget | null;
  /** The current filters, sort and columns (for a new view). */
  choices: Pick<WorkflowViewInput, "params" | "columns">;
  onClose: () => void;
  onSaved: (view: WorkflowView) => void;
};

type Errors = { name?: string; description?: string; form?: string };

const nameMax = 100;
const descriptionMax = 500;

function outcome(result: WorkflowViewResult | undefined): { view: WorkflowView } | Errors {
  if (!result) return { form: messages.somethingWentWrong };
  switch (result.__typename) {
    case "WorkflowViewSuccess":
      return { view: result.view };
    case "AlreadyExistsError":
      return { name: workflowMessages.viewNameExists };
    case "ValidationError": {
      const errors: Errors = {};
      for (const error of result.fieldErrors) {
        if (error.path === "name") errors.name = error.message;
        else if (error.path === "description") errors.description = error.message;
        else errors.form = error.message;
      }
      return Object.keys(errors).length > 0 ? errors : { form: result.message };
    }
    default:
      return { form: result.message || messages.somethingWentWrong };
  }
}

function WorkflowViewForm({
  target,
  choices,
  onClose,
  onSaved,
}: Omit<WorkflowViewFormModalProps, "target"> & { target: WorkflowViewFormTarget }) {
  const editing = target.mode === "edit" ? target.view : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const options = { refetchQueries: [WORKFLOW_VIEWS_QUERY] };
  const [create, creating] = useMutation(CREATE_WORKFLOW_VIEW, options);
  const [update, updating] = useMutation(UPDATE_WORKFLOW_VIEW, options);
  const busy = creating.loading || updating.loading;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    const found: Errors = {};
    if (!trimmed) found.name = "Enter a name.";
    else if (trimmed.length > nameMax) found.name = `Keep the name under ${nameMax} characters.`;
    if (description.length > descriptionMax)
      found.description = `Keep the description under ${descriptionMax} characters.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: WorkflowViewInput = editing
      ? {
          name: trimmed,
          description: description.trim() || null,
          params: editing.params as WorkflowViewInput["params"],
          columns: editing.columns,
          isDefault: editing.isDefault,
        }
      : { name: trimmed, description: description.trim() || null, ...choices };
    try {
      const result = editing
        ? (await update({ variables: { id: editing.id, input } })).data?.updateWorkflowView
        : (await create({ variables: { input } })).data?.createWorkflowView;
      const answer = outcome(result);
      if ("view" in answer) onSaved(answer.view);
      else setErrors(answer);
    } catch {
      setErrors({ form: messages.somethingWentWrong });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errors.form ? <FormAlert messages={[errors.form]} /> : null}
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          rows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Save view" / "Edit view": name and description of a saved workflow view. */
export function WorkflowViewFormModal({ target, ...props }: WorkflowViewFormModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target?.mode === "edit" ? "Edit view" : "Save view"}
      centered
      // Mantine's close button has no name of its own.
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target ? <WorkflowViewForm target={target} {...props} /> : null}
    </Modal>
  );
}
