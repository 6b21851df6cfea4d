import { useMutation } from "@apollo/client/react";
import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { useCloseOnRouteChange } from "../../../app/modals/use-modal.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { validationErrorsFor } from "../../../ui/forms/form-errors.ts";
import {
  CREATE_SAVED_COMPARISON,
  type SavedComparison,
  type SavedComparisonInput,
  type SavedComparisonWriteResult,
  UPDATE_SAVED_COMPARISON,
} from "./saved-comparisons.graphql.ts";

// The server's limits (saved-item-input.ts); the server checks them again.
const nameMax = 100;
const descriptionMax = 1000;

export type SavedComparisonEdit =
  | { mode: "create" }
  | { mode: "update"; savedComparison: SavedComparison };

type SavedComparisonModalProps = {
  edit: SavedComparisonEdit | null;
  /** The companies on screen, main first. */
  companyIds: readonly string[];
  onClose: () => void;
  onSaved: (savedComparison: SavedComparison) => void;
};

/** Save the comparison on screen, or rename one / give it the companies on screen. */
export function SavedComparisonModal({
  edit,
  companyIds,
  onClose,
  onSaved,
}: SavedComparisonModalProps) {
  useCloseOnRouteChange(onClose);
  return (
    <Modal
      opened={edit !== null}
      onClose={onClose}
      title={edit?.mode === "update" ? "Update saved comparison" : "Save comparison"}
      centered
    >
      {edit ? (
        <SavedComparisonForm
          key={edit.mode === "update" ? edit.savedComparison.id : "create"}
          edit={edit}
          companyIds={companyIds}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function SavedComparisonForm({
  edit,
  companyIds,
  onClose,
  onSaved,
}: Omit<SavedComparisonModalProps, "edit"> & { edit: SavedComparisonEdit }) {
  const current = edit.mode === "update" ? edit.savedComparison : null;
  const [name, setName] = useState(current?.name ?? "");
  const [description, setDescription] = useState(current?.description ?? "");
  const [useShownCompanies, setUseShownCompanies] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; description?: string; form: string[] }>({
    form: [],
  });
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(CREATE_SAVED_COMPARISON);
  const [update] = useMutation(UPDATE_SAVED_COMPARISON);
  const canUseShown = companyIds.length >= 2;

  function check(): boolean {
    const next = {
      name: !name.trim()
        ? "Enter a name."
        : name.trim().length > nameMax
          ? messages.tooLong(nameMax)
          : undefined,
      description:
        description.trim().length > descriptionMax ? messages.tooLong(descriptionMax) : undefined,
      form: [],
    };
    setErrors(next);
    return !next.name && !next.description;
  }

  function show(result: SavedComparisonWriteResult | undefined): SavedComparison | null {
    if (result?.__typename === "SavedComparisonSuccess") return result.savedComparison;
    if (result?.__typename === "ValidationError") {
      const mapped = validationErrorsFor(result, ["name", "description", "companyIds"] as const);
      setErrors({
        name: mapped.fields.name,
        description: mapped.fields.description,
        form: [...(mapped.fields.companyIds ? [mapped.fields.companyIds] : []), ...mapped.form],
      });
      return null;
    }
    setErrors({ form: [result?.message ?? messages.somethingWentWrong] });
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const input: SavedComparisonInput = {
      name: name.trim(),
      description: description.trim() || null,
      ...(current === null || (useShownCompanies && canUseShown)
        ? { companyIds: [...companyIds] }
        : {}),
    };
    try {
      const saved = current
        ? show((await update({ variables: { id: current.id, input } })).data?.updateSavedComparison)
        : show((await create({ variables: { input } })).data?.createSavedComparison);
      if (saved) {
        showSnackbar({
          type: "success",
          message: current ? `${saved.name} updated.` : `${saved.name} saved.`,
        });
        onSaved(saved);
        onClose();
      }
    } catch {
      setErrors({ form: [messages.somethingWentWrong] });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {errors.form.length > 0 ? <FormAlert messages={errors.form} /> : null}
        <TextInput
          label="Name"
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label="Description"
          value={description}
          error={errors.description}
          autosize
          minRows={2}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {current ? (
          <Checkbox
            label={`Use the ${companyIds.length} companies shown now`}
            checked={useShownCompanies && canUseShown}
            disabled={!canUseShown}
            onChange={(event) => setUseShownCompanies(event.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {current ? "Update" : "Save"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
