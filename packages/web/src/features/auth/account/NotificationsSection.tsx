import { useMutation } from "@apollo/client/react";
import { Button, Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { notificationTypes } from "@tierwise/common/notifications";
import { type FormEvent, useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { useFormFields } from "../../../ui/forms/use-form-fields.ts";
import { AccountSection } from "./AccountSection.tsx";
import { type AccountUser, UPDATE_NOTIFICATION_PREFERENCES } from "./account.graphql.ts";
import {
  frequencyOptions,
  hourOptions,
  notificationFields,
  notificationFormValues,
  notificationPreferencesInput,
  notificationTypeKeys,
  notificationValidationErrors,
} from "./notification-preferences.ts";

interface NotificationsSectionProps {
  user: AccountUser;
}

/** How often each kind of notification e-mail is sent, and the preferred hour for them. */
export function NotificationsSection({ user }: NotificationsSectionProps) {
  const form = useFormFields(notificationFields, notificationFormValues(user));
  const [updatePreferences] = useMutation(UPDATE_NOTIFICATION_PREFERENCES);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    form.clearErrors();
    try {
      const { data } = await updatePreferences({
        variables: { input: notificationPreferencesInput(form.values) },
      });
      const result = data?.updateNotificationPreferences;
      if (result?.__typename === "UpdateNotificationPreferencesSuccess") {
        form.setValues(notificationFormValues(result.user));
        showSnackbar({ type: "success", message: "Notification preferences saved." });
      } else if (result?.__typename === "ValidationError") {
        const mapped = notificationValidationErrors(result);
        form.showErrors(mapped.fields, mapped.form);
      } else {
        form.showErrors({}, [messages.somethingWentWrong]);
      }
    } catch {
      form.showErrors({}, [messages.somethingWentWrong]);
    }
    setSubmitting(false);
  }

  return (
    <AccountSection id="notifications" title="Notifications">
      <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <Stack gap="md">
          <Text size="sm">Choose how often Tierwise e-mails you about each kind of activity.</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {notificationTypeKeys.map((type) => (
              <Select
                key={type}
                name={type}
                label={notificationTypes[type]}
                data={frequencyOptions}
                value={form.values[type]}
                onChange={(value) => {
                  if (value) form.setValue(type, value);
                }}
                allowDeselect={false}
                error={form.errors[type]}
                ref={form.refFor(type)}
              />
            ))}
          </SimpleGrid>
          <Select
            name="preferredEmailHour"
            label="Preferred e-mail hour"
            description="When digests and other scheduled e-mails are sent."
            data={hourOptions}
            value={form.values.preferredEmailHour}
            onChange={(value) => {
              if (value) form.setValue("preferredEmailHour", value);
            }}
            allowDeselect={false}
            error={form.errors.preferredEmailHour}
            ref={form.refFor("preferredEmailHour")}
            maw={280}
          />
          <FormAlert messages={form.formErrors} />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} disabled={submitting}>
              Save notification preferences
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
