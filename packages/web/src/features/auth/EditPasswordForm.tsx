import { useMutation } from "@apollo/client/react";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { newPasswordErrors } from "../../ui/forms/form-rules.ts";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { useFormFields } from "../../ui/forms/use-form-fields.ts";
import { ACCEPT_PASSWORD_RESET } from "./auth.graphql.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

const fields = ["newPassword", "confirmPassword"] as const;

interface EditPasswordFormProps {
  token: string;
  /** The password was changed for the account with this e-mail address. */
  onChanged: (email: string) => void;
  /** The link's token is unknown, used or expired. */
  onLinkExpired: (message: string) => void;
}

/** Sets a new password from a reset link. */
export function EditPasswordForm({ token, onChanged, onLinkExpired }: EditPasswordFormProps) {
  const form = useFormFields(fields, { newPassword: "", confirmPassword: "" });
  const [acceptPasswordReset] = useMutation(ACCEPT_PASSWORD_RESET);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const { newPassword, confirmPassword } = form.values;
    if (form.showErrors(newPasswordErrors(newPassword, confirmPassword))) return;
    setSubmitting(true);
    const { result, errors } = await submitMutation(
      async () =>
        (await acceptPasswordReset({ variables: { input: { token, newPassword } } })).data
          ?.acceptPasswordReset,
      {
        fields: [...fields, "token"] as const,
        success: "AcceptPasswordResetSuccess",
        errorFields: { LinkExpiredError: "token" },
      },
    );
    if (result) {
      onChanged(result.email);
      return;
    }
    if (errors) {
      // An expired link, or a token reported as invalid input: the link cannot be used.
      const { token: tokenError, ...passwordErrors } = errors.fields;
      if (tokenError !== undefined) {
        onLinkExpired(messages.linkExpired);
        return;
      }
      form.showErrors(passwordErrors, errors.form);
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <NewPasswordFields
          newPassword={form.inputProps("newPassword")}
          confirmPassword={form.inputProps("confirmPassword")}
        />
        <Button type="submit" loading={submitting} disabled={submitting} fullWidth>
          Save new password
        </Button>
        <FormAlert messages={form.formErrors} />
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
