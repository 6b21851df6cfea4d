import { Button, Group, Stack } from "@mantine/core";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import type { PathErrors, useObjectForm } from "../../../ui/forms/use-object-form.ts";
import { RequestFormFields } from "./RequestFormFields.tsx";
import { type RequestFormValues, requestFormErrors } from "./request-form.ts";

type RequestFormProps = {
  form: ReturnType<typeof useObjectForm<RequestFormValues>>;
  /** Sends the request; answers the messages to show (none when it went through). */
  send: (values: RequestFormValues) => Promise<{ fields: PathErrors; form: string[] }>;
  onCancel: () => void;
};

/**
 * The form of one company request (spec 1 §9 create_company_request): its fields checked with
 * the shared schema, then sent. The new-request dialog and an n-tier upload row's "Request
 * this company" both ask with it.
 */
export function RequestForm({ form, send, onCancel }: RequestFormProps) {
  return (
    <form ref={form.formRef} onSubmit={form.submitWith(requestFormErrors, send)} noValidate>
      <Stack gap="sm">
        <RequestFormFields values={form.values} errors={form.errors} change={form.change} />
        <FormAlert messages={form.formErrors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={form.busy}>
            Create request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
