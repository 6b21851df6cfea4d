import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../forms/FormAlert.tsx";
import type {
  SavedView,
  SavedViewErrors,
  SavedViewFormTarget,
  SavedViewValues,
} from "./saved-view.ts";

/** How a list checks and saves a view's name and description. */
export type SavedViewForm<View extends SavedView> = {
  /** The list's own rules, as the server applies them: the clean values, or what is wrong. */
  check: (values: {
    name: string;
    description: string;
  }) => { values: SavedViewValues } | { errors: SavedViewErrors };
  /** Creates the view (editing null) or renames `editing`, keeping its filters and columns. */
  save: (
    values: SavedViewValues,
    editing: View | null,
  ) => Promise<{ view: View } | SavedViewErrors>;
  /** The longest name and description the server keeps (the fields allow a little more). */
  nameMax: number;
  descriptionMax: number;
};

type SavedViewFormModalProps<View extends SavedView> = {
  target: SavedViewFormTarget<View> | null;
  form: SavedViewForm<View>;
  onClose: () => void;
  onSaved: (view: View) => void;
};

function SavedViewFields<View extends SavedView>({
  target,
  form,
  onClose,
  onSaved,
}: Omit<SavedViewFormModalProps<View>, "target"> & { target: SavedViewFormTarget<View> }) {
  const editing = target.mode === "edit" ? target.view : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [errors, setErrors] = useState<SavedViewErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = form.check({ name, description });
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await form.save(checked.values, editing);
      if ("view" in answer) onSaved(answer.view);
      else setErrors(answer);
    } catch {
      setErrors({ form: messages.somethingWentWrong });
    } finally {
      setBusy(false);
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
          maxLength={form.nameMax + 20}
          data-autofocus
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          rows={3}
          maxLength={form.descriptionMax + 20}
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

/** "Save view" / "Edit view": the name and description of a list's saved view. */
export function SavedViewFormModal<View extends SavedView>({
  target,
  ...props
}: SavedViewFormModalProps<View>) {
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target?.mode === "edit" ? "Edit view" : "Save view"}
      centered
      // Mantine's close button has no name of its own.
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target ? <SavedViewFields target={target} {...props} /> : null}
    </Modal>
  );
}
