import { useMutation } from "@apollo/client/react";
import { Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { webhookEndpointInputSchema } from "@tierwise/common/inputs/webhooks";
import { webhookEventDescriptions, webhookEventTypes } from "@tierwise/common/webhooks";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { schemaError } from "../../ui/forms/form-errors.ts";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { CREATE_WEBHOOK_ENDPOINT } from "./webhooks.graphql.ts";

const fields = ["url", "description", "eventTypes"] as const;
type Field = (typeof fields)[number];

interface CreateWebhookEndpointFormProps {
  /** The new endpoint's signing secret: the caller shows it once. */
  onCreated: (secret: string, url: string) => void;
  onCancel: () => void;
}

/** Address, description and the events from the shared catalogue. */
export function CreateWebhookEndpointForm({ onCreated, onCancel }: CreateWebhookEndpointFormProps) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [createEndpoint] = useMutation(CREATE_WEBHOOK_ENDPOINT, {
    refetchQueries: ["WebhookEndpoints"],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The server's own schema (common/inputs/webhooks.ts): the same rules and words.
    const shape = webhookEndpointInputSchema.shape;
    const invalid: Partial<Record<Field, string>> = {};
    const urlError = schemaError(shape.url, url);
    if (urlError) invalid.url = urlError;
    const eventsError = schemaError(shape.eventTypes, eventTypes);
    if (eventsError) invalid.eventTypes = eventsError;
    setErrors(invalid);
    setFormErrors([]);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    const input = { url: url.trim(), description: description.trim(), eventTypes };
    const { result, errors: failed } = await submitMutation(
      async () => (await createEndpoint({ variables: { input } })).data?.createWebhookEndpoint,
      { fields, success: "CreateWebhookEndpointSuccess" },
    );
    setBusy(false);
    if (result?.__typename === "CreateWebhookEndpointSuccess") {
      onCreated(result.secret, result.endpoint.url);
      return;
    }
    if (failed) {
      setErrors(failed.fields);
      setFormErrors(failed.form);
    }
  }

  const toggle = (type: string, checked: boolean) =>
    setEventTypes((current) =>
      checked ? [...current, type] : current.filter((chosen) => chosen !== type),
    );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label="New webhook endpoint">
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="https only (http for localhost). Redirects are not followed."
          placeholder="https://hooks.example.com/tierwise"
          required
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
        />
        <TextInput
          label="Description"
          description="What receives the events, e.g. Ticketing or SIEM."
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
        />
        <Stack gap={6} role="group" aria-label="Events">
          <Text size="sm" fw={500}>
            Events
          </Text>
          {webhookEventTypes.map((type) => (
            <Checkbox
              key={type}
              label={type}
              description={webhookEventDescriptions[type]}
              checked={eventTypes.includes(type)}
              onChange={(event) => toggle(type, event.currentTarget.checked)}
            />
          ))}
          {errors.eventTypes && (
            <Text size="xs" c="red" role="alert">
              {errors.eventTypes}
            </Text>
          )}
        </Stack>
        <FormAlert messages={formErrors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
