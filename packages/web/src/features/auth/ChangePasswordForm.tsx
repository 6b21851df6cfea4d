import { useMutation } from "@apollo/client/react";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, type ReactNode, useState } from "react";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { validationErrorsFor } from "../../ui/forms/form-errors.ts";
import { newPasswordErrors, requiredError } from "../../ui/forms/form-rules.ts";
import { useFormFields } from "../../ui/forms/use-form-fields.ts";
import { CHANGE_PASSWORD } from "./auth.graphql.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { isSessionEnded } from "./session-ended.ts";

const fields = ["currentPassword", "newPassword", "confirmPassword"] as const;

interface ChangePasswordFormProps {
  /** The password was changed. */
  onChanged: () => void;
  /** The session has ended (it expired): the user must sign in again. */
  onSessionEnded: () => void;
  /** Extra actions beside the submit button (e.g. Cancel). */
  secondaryAction?: ReactNode;
}

/** Current password, new password and its confirmation, for a signed-in user. */
export function ChangePasswordForm({
  onChanged,
  onSessionEnded,
  secondaryAction,
}: ChangePasswordFormProps) {
  const form = useFormFields(fields, { currentPassword: "", newPassword: "", confirmPassword: "" });
  const [changePassword] = useMutation(CHANGE_PASSWORD);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const { currentPassword, newPassword, confirmPassword } = form.values;
    const invalid = form.showErrors({
      currentPassword: requiredError(currentPassword),
      ...newPasswordErrors(newPassword, confirmPassword),
    });
    if (invalid) return;
    setSubmitting(true);
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword, newPassword } },
      });
      const result = data?.changePassword;
      switch (result?.__typename) {
        case "ChangePasswordSuccess":
          onChanged();
          return;
        case "IncorrectPasswordError":
          form.showErrors({ currentPassword: result.message });
          break;
        case "ValidationError": {
          const mapped = validationErrorsFor(result, fields);
          form.showErrors(mapped.fields, mapped.form);
          break;
        }
        default:
          form.showErrors({}, [messages.somethingWentWrong]);
      }
    } catch (error) {
      if (isSessionEnded(error)) {
        onSessionEnded();
        return;
      }
      form.showErrors({}, [messages.somethingWentWrong]);
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <PasswordInput
          {...form.inputProps("currentPassword")}
          label="Current password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          newPassword={form.inputProps("newPassword")}
          confirmPassword={form.inputProps("confirmPassword")}
        />
        <Group justify="flex-end">
          {secondaryAction}
          <Button type="submit" loading={submitting} disabled={submitting}>
            Change password
          </Button>
        </Group>
        <FormAlert messages={form.formErrors} />
      </Stack>
    </form>
  );
}
