import { Button, Stack, TextInput } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import type { FieldErrors } from "../../ui/forms/form-errors.ts";
import { totpCodeError } from "../../ui/forms/form-rules.ts";
import { useFormFields } from "../../ui/forms/use-form-fields.ts";

const fields = ["code"] as const;

/**
 * What submitting a code led to: finished (the page moves on, so the button stays busy), or
 * errors to show under the field or in the alert.
 */
export type TotpCodeOutcome =
  | { ok: true }
  | { ok: false; fieldErrors?: FieldErrors<"code">; formErrors?: string[] };

interface TotpCodeFormProps {
  submitLabel: string;
  /** Sends a code that passed the 6-digit check; resolves once any follow-up is finished. */
  onSubmitCode: (code: string) => Promise<TotpCodeOutcome>;
}

/** A 6-digit authenticator code field with the shared validation message. */
export function TotpCodeForm({ submitLabel, onSubmitCode }: TotpCodeFormProps) {
  const form = useFormFields(fields, { code: "" });
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Authenticator apps often show the code as "123 456".
    const code = form.values.code.replace(/\s/g, "");
    if (form.showErrors({ code: totpCodeError(code) })) return;
    setSubmitting(true);
    try {
      const outcome = await onSubmitCode(code);
      if (outcome.ok) return;
      form.showErrors(outcome.fieldErrors ?? {}, outcome.formErrors ?? []);
    } catch {
      form.showErrors({}, [messages.somethingWentWrong]);
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <TextInput
          {...form.inputProps("code")}
          label="Authentication code"
          description="The 6-digit code from your authenticator app."
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          required
        />
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth>
          {submitLabel}
        </Button>
        <FormAlert messages={form.formErrors} />
      </Stack>
    </form>
  );
}
