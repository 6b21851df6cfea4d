import { useMutation } from "@apollo/client/react";
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { emailSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { schemaError } from "../../ui/forms/form-errors.ts";
import { requiredError } from "../../ui/forms/form-rules.ts";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { useFormFields } from "../../ui/forms/use-form-fields.ts";
import { LOGIN } from "./auth.graphql.ts";

const fields = ["email", "password"] as const;

interface LoginFormProps {
  initialEmail?: string;
  /** The password was accepted and no TOTP step is pending. */
  onSignedIn: () => Promise<void>;
  /** The password was accepted; a TOTP code (or setting TOTP up) is needed next. */
  onTotpRequired: (setupRequired: boolean) => Promise<void>;
}

/** E-mail and password sign-in. Errors keep everything typed. */
export function LoginForm({ initialEmail = "", onSignedIn, onTotpRequired }: LoginFormProps) {
  const form = useFormFields(fields, { email: initialEmail, password: "" });
  const [login] = useMutation(LOGIN);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const { email, password } = form.values;
    const invalid = form.showErrors({
      email: schemaError(emailSchema, email),
      password: requiredError(password),
    });
    if (invalid) return;
    setSubmitting(true);
    // A failed sign-in or a lockout is said in the form's alert; a TOTP step is the next page.
    const { result, errors } = await submitMutation(
      async () =>
        (await login({ variables: { input: { email: email.trim(), password } } })).data?.login,
      { fields, success: ["LoginSuccess", "TotpRequiredError"] },
    );
    try {
      if (result?.__typename === "LoginSuccess") return await onSignedIn();
      if (result?.__typename === "TotpRequiredError")
        return await onTotpRequired(result.setupRequired);
    } catch {
      form.showErrors({}, [messages.somethingWentWrong]);
    }
    if (errors) form.showErrors(errors.fields, errors.form);
    setSubmitting(false);
  }

  const resetHref = form.values.email.trim()
    ? `/reset-password?email=${encodeURIComponent(form.values.email.trim())}`
    : "/reset-password";

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <TextInput
          {...form.inputProps("email")}
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <PasswordInput
          {...form.inputProps("password")}
          label="Password"
          autoComplete="current-password"
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={resetHref} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth>
          Sign in
        </Button>
        <FormAlert messages={form.formErrors} />
      </Stack>
    </form>
  );
}
