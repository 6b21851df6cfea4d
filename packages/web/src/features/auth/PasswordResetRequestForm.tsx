import { useMutation } from "@apollo/client/react";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { emailSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { schemaError, validationErrorsFor } from "../../ui/forms/form-errors.ts";
import { useFormFields } from "../../ui/forms/use-form-fields.ts";
import { REQUEST_PASSWORD_RESET } from "./auth.graphql.ts";

const fields = ["email"] as const;

interface PasswordResetRequestFormProps {
  initialEmail?: string;
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function PasswordResetRequestForm({ initialEmail = "" }: PasswordResetRequestFormProps) {
  const form = useFormFields(fields, { email: initialEmail });
  const [requestPasswordReset] = useMutation(REQUEST_PASSWORD_RESET);
  const [submitting, setSubmitting] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const email = form.values.email.trim();
    if (form.showErrors({ email: schemaError(emailSchema, email) })) return;
    setSubmitting(true);
    try {
      const { data } = await requestPasswordReset({ variables: { input: { email } } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === "RequestPasswordResetSuccess") {
        form.clearErrors();
        setSentMessage(result.message);
      } else if (result?.__typename === "ValidationError") {
        const mapped = validationErrorsFor(result, fields);
        form.showErrors(mapped.fields, mapped.form);
      } else {
        form.showErrors({}, [messages.somethingWentWrong]);
      }
    } catch {
      form.showErrors({}, [messages.somethingWentWrong]);
    }
    setSubmitting(false);
  }

  if (sentMessage !== null) {
    return (
      <Alert role="status" color="teal" variant="light" icon={<IconMailCheck aria-hidden />}>
        {sentMessage}
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <TextInput
          {...form.inputProps("email")}
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth>
          Send reset link
        </Button>
        <FormAlert messages={form.formErrors} />
      </Stack>
    </form>
  );
}
