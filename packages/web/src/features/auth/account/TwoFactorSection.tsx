import { useMutation } from "@apollo/client/react";
import { Badge, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { requiredError } from "../../../ui/forms/form-rules.ts";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { useFormFields } from "../../../ui/forms/use-form-fields.ts";
import { pathWithNext, totpSetupPath } from "../next-after-sign-in.ts";
import { AccountSection } from "./AccountSection.tsx";
import { DISABLE_TOTP } from "./account.graphql.ts";

const fields = ["password"] as const;
const sectionTitle = "Two-factor authentication";

interface TwoFactorSectionProps {
  totpEnabled: boolean;
  ssoUser: boolean;
  /**
   * Names of the user's organisations that require TOTP; while any does, it cannot be turned off
   * (it guards all of them).
   */
  requiredBy: readonly string[];
}

/** TOTP status; turning it on (via /mfa/totp-setup) or off (with the password). */
export function TwoFactorSection({ totpEnabled, ssoUser, requiredBy }: TwoFactorSectionProps) {
  const requiredByOrganization = requiredBy.length > 0;
  const [disabling, setDisabling] = useState(false);
  const form = useFormFields(fields, { password: "" });
  const [disableTotp] = useMutation(DISABLE_TOTP);
  const [submitting, setSubmitting] = useState(false);
  const { focusField } = form;

  useEffect(() => {
    if (disabling) focusField("password");
  }, [disabling, focusField]);

  if (ssoUser) {
    return (
      <AccountSection id="two-factor" title={sectionTitle}>
        <Text size="sm">
          {messages.mfaNotForSso} Your organisation's single sign-on decides how you confirm your
          identity.
        </Text>
      </AccountSection>
    );
  }

  function cancelDisabling() {
    setDisabling(false);
    form.setValues({ password: "" });
    form.clearErrors();
  }

  async function handleDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const { password } = form.values;
    if (form.showErrors({ password: requiredError(password) })) return;
    setSubmitting(true);
    const { result, errors } = await submitMutation(
      async () => (await disableTotp({ variables: { input: { password } } })).data?.disableTotp,
      {
        fields,
        success: "DisableTotpSuccess",
        errorFields: { IncorrectPasswordError: "password" },
      },
    );
    if (result) {
      cancelDisabling();
      showSnackbar({ type: "success", message: "Two-factor authentication is off." });
    } else if (errors) {
      form.showErrors(errors.fields, errors.form);
    }
    setSubmitting(false);
  }

  return (
    <AccountSection id="two-factor" title={sectionTitle}>
      <Group gap="xs">
        <Text size="sm">Status:</Text>
        <Badge color={totpEnabled ? "teal" : "gray"} variant="light">
          {totpEnabled ? "On" : "Off"}
        </Badge>
      </Group>
      {totpEnabled ? (
        <Text size="sm">
          Signing in asks for a code from your authenticator app after your password.
        </Text>
      ) : (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            Protect your account with a code from an authenticator app each time you sign in.
          </Text>
          <Button component={Link} to={pathWithNext(totpSetupPath, "/account")}>
            Turn on
          </Button>
        </Group>
      )}
      {totpEnabled && requiredByOrganization ? (
        <Text size="sm" c="dimmed">
          {requiredBy.join(", ")} {requiredBy.length > 1 ? "require" : "requires"} two-factor
          authentication, so it cannot be turned off.
        </Text>
      ) : null}
      {totpEnabled && !requiredByOrganization && !disabling ? (
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => setDisabling(true)}>
            Turn off
          </Button>
        </Group>
      ) : null}
      {totpEnabled && !requiredByOrganization && disabling ? (
        <form onSubmit={handleDisable} noValidate aria-busy={submitting}>
          <Stack gap="md">
            <PasswordInput
              {...form.inputProps("password")}
              label="Password"
              description="Enter your password to turn off two-factor authentication."
              autoComplete="current-password"
              required
            />
            <FormAlert messages={form.formErrors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={cancelDisabling} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={submitting} disabled={submitting}>
                Turn off two-factor authentication
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </AccountSection>
  );
}
