import { useMutation } from "@apollo/client/react";
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { emailSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { schemaError, validationErrorsFor } from "../../ui/forms/form-errors.ts";
import { requiredError } from "../../ui/forms/form-rules.ts";
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
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      const result = data?.login;
      switch (result?.__typename) {
        case "LoginSuccess":
          await onSignedIn();
          return;
        case "TotpRequiredError":
          await onTotpRequired(result.setupRequired);
          return;
        case "LoginFailedError":
        case "AccountLockedError":
          form.showErrors({}, [result.message]);
          break;
        case "ValidationError": {
          const mapped = validationErrorsFor(result, fields);
          form.showErrors(mapped.fields, mapped.form);
          break;
        }
        default:
          form.showErrors({}, [messages.somethingWentWrong]);
      }
    } catch {
      form.showErrors({}, [messages.somethingWentWrong]);
    }
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
