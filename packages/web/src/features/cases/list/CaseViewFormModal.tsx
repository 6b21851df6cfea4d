import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { caseLimits, caseMessages } from "@tierwise/common/cases";
import { caseViewInputSchema } from "@tierwise/common/inputs/cases";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import {
  CASE_VIEWS_QUERY,
  type CaseView,
  type CaseViewInput,
  type CaseViewResult,
  CREATE_CASE_VIEW,
  UPDATE_CASE_VIEW,
} from "./case-views.graphql.ts";

/** Saving the current choices as a new view, or renaming (and re-saving) an existing one. */
export type CaseViewFormTarget = { mode: "create" } | { mode: "edit"; view: CaseView };

type CaseViewFormModalProps = {
  target: CaseViewFormTarget | null;
  /** The current filters, sort and columns. */
  choices: Pick<CaseViewInput, "params" | "columns">;
  onClose: () => void;
  onSaved: (view: CaseView) => void;
};

type Errors = { name?: string; description?: string; form?: string };

/** The answer sorted into the saved view or messages; a taken name says so (spec 2 §8). */
function outcome(result: CaseViewResult | undefined): { view: CaseView } | Errors {
  if (!result) return { form: messages.somethingWentWrong };
  switch (result.__typename) {
    case "CaseViewSuccess":
      return { view: result.view };
    case "AlreadyExistsError":
      return { name: caseMessages.viewNameTaken };
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

function CaseViewForm({
  target,
  choices,
  onClose,
  onSaved,
}: Omit<CaseViewFormModalProps, "target"> & { target: CaseViewFormTarget }) {
  const editing = target.mode === "edit" ? target.view : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const options = { refetchQueries: [CASE_VIEWS_QUERY] };
  const [create, creating] = useMutation(CREATE_CASE_VIEW, options);
  const [update, updating] = useMutation(UPDATE_CASE_VIEW, options);
  const busy = creating.loading || updating.loading;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = caseViewInputSchema.safeParse({ name, description, ...choices });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === "name" || field === "description") found[field] ??= issue.message;
        else found.form ??= messages.somethingWentWrong;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const input: CaseViewInput = {
      name: checked.data.name,
      description: checked.data.description,
      ...choices,
    };
    try {
      const result = editing
        ? (await update({ variables: { id: editing.id, input } })).data?.updateCaseView
        : (await create({ variables: { input } })).data?.createCaseView;
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
          maxLength={caseLimits.viewNameMax + 20}
          data-autofocus
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          rows={3}
          maxLength={caseLimits.viewDescriptionMax + 20}
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

/** "Save view" / "Edit view": name and description of a saved case view. */
export function CaseViewFormModal({ target, ...props }: CaseViewFormModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target?.mode === "edit" ? "Edit view" : "Save view"}
      centered
    >
      {target ? <CaseViewForm target={target} {...props} /> : null}
    </Modal>
  );
}
