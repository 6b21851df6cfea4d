import { useMutation } from "@apollo/client/react";
import { Button, Divider, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { PersonNameFields } from "../../../ui/forms/PersonNameFields.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { useFormFields } from "../../../ui/forms/use-form-fields.ts";
import { acceptInvitationErrors, acceptInvitationFields } from "./accept-invitation-rules.ts";
import { ACCEPT_INVITATION, type AcceptInvitationSuccess } from "./invitations.graphql.ts";

interface AcceptInvitationFormProps {
  token: string;
  onAccepted: (result: AcceptInvitationSuccess) => void | Promise<void>;
  /** The link's token is unknown, used or expired. */
  onLinkExpired: (message: string) => void;
}

/** Name and password for a new person; an existing user accepts with the link alone. */
export function AcceptInvitationForm({
  token,
  onAccepted,
  onLinkExpired,
}: AcceptInvitationFormProps) {
  const form = useFormFields(acceptInvitationFields, {
    firstName: "",
    lastName: "",
    password: "",
    confirmPassword: "",
  });
  const [acceptInvitation] = useMutation(ACCEPT_INVITATION);
  const [submitting, setSubmitting] = useState<"new" | "existing" | null>(null);

  async function submit(mode: "new" | "existing") {
    if (submitting) return;
    const { firstName, lastName, password } = form.values;
    if (mode === "new") {
      if (form.showErrors(acceptInvitationErrors(form.values))) return;
    } else {
      form.clearErrors();
    }
    setSubmitting(mode);
    const input =
      mode === "new"
        ? { token, firstName: firstName.trim(), lastName: lastName.trim(), password }
        : { token };
    const { result, errors } = await submitMutation(
      async () => (await acceptInvitation({ variables: { input } })).data?.acceptInvitation,
      {
        fields: [...acceptInvitationFields, "token"] as const,
        success: "AcceptInvitationSuccess",
        errorFields: { LinkExpiredError: "token" },
      },
    );
    try {
      if (result) return await onAccepted(result);
    } catch {
      form.showErrors({}, [messages.somethingWentWrong]);
    }
    if (errors) {
      // An expired link, or a token reported as invalid input: the link cannot be used.
      const { token: tokenError, ...fieldErrors } = errors.fields;
      if (tokenError !== undefined) {
        onLinkExpired(messages.linkExpired);
        return;
      }
      form.showErrors(fieldErrors, errors.form);
    }
    setSubmitting(null);
  }

  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit("new");
      }}
      noValidate
      aria-busy={submitting !== null}
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <PersonNameFields form={form} />
        </Group>
        <PasswordInput
          {...form.inputProps("password")}
          label="Password"
          description={`At least ${limits.passwordMinLength} characters.`}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          {...form.inputProps("confirmPassword")}
          label="Confirm password"
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          loading={submitting === "new"}
          disabled={submitting !== null}
          fullWidth
        >
          Accept invitation
        </Button>
        <FormAlert messages={form.formErrors} />
        <Divider label="Already have a Tierwise account?" labelPosition="center" />
        <Text size="sm" c="dimmed" ta="center">
          Join the organisation with your existing account; your name and password stay as they are.
        </Text>
        <Button
          variant="default"
          loading={submitting === "existing"}
          disabled={submitting !== null}
          onClick={() => void submit("existing")}
          fullWidth
        >
          Accept with my existing account
        </Button>
      </Stack>
    </form>
  );
}
