import { useMutation } from "@apollo/client/react";
import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { emailSchema } from "@tierwise/common/auth-rules";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { schemaError } from "../../ui/forms/form-errors.ts";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { useFormFields } from "../../ui/forms/use-form-fields.ts";
import { START_SSO } from "./sso.graphql.ts";

const fields = ["email"] as const;

interface LoginSsoFormProps {
  initialEmail?: string;
  next: string | null;
  /** A message from a failed SSO round trip (?error=), shown until the next attempt. */
  initialError?: string | null;
  /** Leaves for the provider; replaceable in tests. */
  redirect?: (url: string) => void;
}

/** /login-sso: the e-mail picks the organisation, whose provider the browser is sent to. */
export function LoginSsoForm({
  initialEmail = "",
  next,
  initialError = null,
  redirect = (url) => window.location.assign(url),
}: LoginSsoFormProps) {
  const form = useFormFields(fields, { email: initialEmail });
  const [startSso] = useMutation(START_SSO);
  const [submitting, setSubmitting] = useState(false);
  const [pageError, setPageError] = useState(initialError);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setPageError(null);
    const email = form.values.email.trim();
    if (form.showErrors({ email: schemaError(emailSchema, email) })) return;
    setSubmitting(true);
    const { result, errors } = await submitMutation(
      async () => (await startSso({ variables: { input: { email, next } } })).data?.startSso,
      { fields, success: "StartSsoSuccess", errorFields: { IncorrectSsoEmailError: "email" } },
    );
    if (result?.__typename === "StartSsoSuccess") {
      // Stays "submitting" while the browser leaves for the provider.
      redirect(result.redirectUrl);
      return;
    }
    if (errors) form.showErrors(errors.fields, errors.form);
    setSubmitting(false);
  }

  const passwordHref = next ? `/login?next=${encodeURIComponent(next)}` : "/login";

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <TextInput
          {...form.inputProps("email")}
          label="Work e-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth>
          Continue with SSO
        </Button>
        <FormAlert messages={pageError ? [pageError, ...form.formErrors] : form.formErrors} />
        <Group justify="center">
          <Anchor component={Link} to={passwordHref} size="sm">
            Sign in with a password instead
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
