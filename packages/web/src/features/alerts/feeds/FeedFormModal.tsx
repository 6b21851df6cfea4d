import { useMutation } from "@apollo/client/react";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { alertLimits, alertMessages } from "@tierwise/common/alerts";
import { alertFeedInputSchema } from "@tierwise/common/inputs/alerts";
import { useCloseOnRouteChange } from "../../../app/modals/use-modal.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { schemaFieldErrors } from "../../../ui/forms/form-errors.ts";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { useFormFields } from "../../../ui/forms/use-form-fields.ts";
import type { AlertFilterInput } from "../alert.graphql.ts";
import {
  type AlertFeed,
  type AlertFeedResult,
  CREATE_ALERT_FEED,
  UPDATE_ALERT_FEED,
} from "./alert-feeds.graphql.ts";

const fields = ["name", "description"] as const;

/** A new feed holds the filters on screen; an edit changes the name and description only. */
export type FeedFormMode =
  | { kind: "create"; filter: AlertFilterInput }
  | { kind: "edit"; feed: AlertFeed };

type FeedFormModalProps = {
  mode: FeedFormMode | null;
  onClose: () => void;
  onSaved: (feed: AlertFeed) => void;
};

/** The app's wording for the feed errors of spec 3 §5 (already exists, limit reached). */
function withOurWording(result: AlertFeedResult | undefined): AlertFeedResult | undefined {
  if (result?.__typename === "AlreadyExistsError")
    return { ...result, message: alertMessages.feedExists };
  if (result?.__typename === "LimitReachedError" && "limit" in result)
    return { ...result, message: alertMessages.feedLimitReached(result.limit) };
  return result;
}

/** Create a feed from the current filters, or rename one's name and description. */
export function FeedFormModal({ mode, onClose, onSaved }: FeedFormModalProps) {
  useCloseOnRouteChange(onClose);
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode?.kind === "edit" ? "Edit feed" : "Save filters as a feed"}
      centered
    >
      {mode ? <FeedForm mode={mode} onDone={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function FeedForm({
  mode,
  onDone,
  onSaved,
}: {
  mode: FeedFormMode;
  onDone: () => void;
  onSaved: (feed: AlertFeed) => void;
}) {
  const editing = mode.kind === "edit" ? mode.feed : null;
  const form = useFormFields(fields, {
    name: editing?.name ?? "",
    description: editing?.description ?? "",
  });
  const [create, creating] = useMutation(CREATE_ALERT_FEED, { refetchQueries: ["AlertFeeds"] });
  const [update, updating] = useMutation(UPDATE_ALERT_FEED);

  async function submit() {
    const name = form.values.name.trim();
    const description = form.values.description.trim() || null;
    const filter = mode.kind === "create" ? mode.filter : {};
    const invalid = schemaFieldErrors(alertFeedInputSchema, { name, description, filter });
    if (form.showErrors({ name: invalid.name, description: invalid.description })) return;
    const outcome = await submitMutation(
      async () =>
        withOurWording(
          editing
            ? (await update({ variables: { input: { id: editing.id, name, description } } })).data
                ?.updateAlertFeed
            : (await create({ variables: { input: { name, description, filter } } })).data
                ?.createAlertFeed,
        ),
      { fields, success: "AlertFeedSuccess", errorFields: { AlreadyExistsError: "name" } },
    );
    if (outcome.errors) {
      form.showErrors(outcome.errors.fields, outcome.errors.form);
      return;
    }
    if ("feed" in outcome.result) onSaved(outcome.result.feed);
    onDone();
  }

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label="Name"
        withAsterisk
        maxLength={alertLimits.feedNameMaxLength}
        data-autofocus
        {...form.inputProps("name")}
      />
      <Textarea
        label="Description"
        description="Optional"
        autosize
        minRows={2}
        maxLength={alertLimits.feedDescriptionMaxLength}
        name="description"
        value={form.values.description}
        onChange={(event) => form.setValue("description", event.currentTarget.value)}
        error={form.errors.description}
        ref={form.refFor("description")}
      />
      <FormAlert messages={form.formErrors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={creating.loading || updating.loading}>
          {editing ? "Save" : "Save feed"}
        </Button>
      </Group>
    </Stack>
  );
}
