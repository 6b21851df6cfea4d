import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { tagInputSchema } from "@tierwise/common/inputs/tags";
import { type FormEvent, useState } from "react";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { schemaError } from "../../ui/forms/form-errors.ts";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { CREATE_TAG, type Tag, UPDATE_TAG } from "./tags.graphql.ts";

const fields = ["value", "description"] as const;
type TagField = (typeof fields)[number];

export function tagFormErrors(
  value: string,
  description: string,
): Partial<Record<TagField, string>> {
  // The server's own schema (common/inputs/tags.ts): the same limits and the same words.
  const errors: Partial<Record<TagField, string>> = {};
  const valueError = schemaError(tagInputSchema.shape.value, value);
  const descriptionError = schemaError(tagInputSchema.shape.description, description);
  if (valueError) errors.value = valueError;
  if (descriptionError) errors.description = descriptionError;
  return errors;
}

interface TagFormModalProps {
  /** null: closed; "new": create; a tag: edit it. */
  target: Tag | "new" | null;
  onClose: () => void;
}

export function TagFormModal({ target, onClose }: TagFormModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === "new" ? "New tag" : "Edit tag"}
      centered
    >
      {target !== null && (
        <TagForm
          key={target === "new" ? "new" : target.id}
          tag={target === "new" ? null : target}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function TagForm({ tag, onDone }: { tag: Tag | null; onDone: () => void }) {
  const [value, setValue] = useState(tag?.value ?? "");
  const [description, setDescription] = useState(tag?.description ?? "");
  const [errors, setErrors] = useState<Partial<Record<TagField, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [createTag] = useMutation(CREATE_TAG, { refetchQueries: ["Tags"] });
  const [updateTag] = useMutation(UPDATE_TAG);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = tagFormErrors(value, description);
    setErrors(invalid);
    setFormErrors([]);
    if (Object.keys(invalid).length > 0) return;
    const input = { value: value.trim(), description: description.trim() || null };
    setBusy(true);
    const { result, errors: failed } = await submitMutation(
      async () =>
        tag
          ? (await updateTag({ variables: { id: tag.id, input } })).data?.updateTag
          : (await createTag({ variables: { input } })).data?.createTag,
      { fields, success: "TagChangeSuccess", errorFields: { AlreadyExistsError: "value" } },
    );
    if (result?.__typename === "TagChangeSuccess") {
      showSnackbar({
        type: "success",
        message: tag ? `Tag ${result.tag.value} saved.` : `Tag ${result.tag.value} created.`,
      });
      setBusy(false);
      onDone();
      return;
    }
    if (failed) {
      setErrors(failed.fields);
      setFormErrors(failed.form);
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          label="Value"
          name="value"
          required
          data-autofocus
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setErrors((current) => ({ ...current, value: undefined }));
          }}
          error={errors.value}
        />
        <Textarea
          label="Description"
          name="description"
          autosize
          minRows={2}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
          error={errors.description}
        />
        <FormAlert messages={formErrors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {tag ? "Save" : "Create tag"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
