import {
  type NotificationFrequency,
  type NotificationType,
  notificationFrequencies,
  notificationTypes,
} from "@tierwise/common/notifications";
import {
  type FieldErrorLike,
  type MappedErrors,
  validationErrorsFor,
} from "../../../ui/forms/form-errors.ts";
import type { AccountUser, UpdateNotificationPreferencesInput } from "./account.graphql.ts";

/** Notification types in display order (the order of common/notifications.ts). */
export const notificationTypeKeys = Object.keys(notificationTypes) as NotificationType[];

export const frequencyOptions = (
  Object.entries(notificationFrequencies) as [NotificationFrequency, string][]
).map(([value, label]) => ({ value, label }));

/** Select value for "no preferred hour" (a Select option needs a non-empty value). */
export const noPreferredHour = "none";

/** "No preference", then 00:00 to 23:00. */
export const hourOptions = [
  { value: noPreferredHour, label: "No preference" },
  ...Array.from({ length: 24 }, (_, hour) => ({
    value: String(hour),
    label: `${String(hour).padStart(2, "0")}:00`,
  })),
];

/** Used for a type the user has no stored preference for. */
export const defaultFrequency: NotificationFrequency = "immediately";

export type NotificationField = NotificationType | "preferredEmailHour";

/** The form's fields in display order. */
export const notificationFields: readonly NotificationField[] = [
  ...notificationTypeKeys,
  "preferredEmailHour",
];

export type NotificationFormValues = Record<NotificationField, string>;

function isFrequency(value: string): value is NotificationFrequency {
  return Object.hasOwn(notificationFrequencies, value);
}

/** The form's values for a user: one frequency per type, and the hour as a Select value. */
export function notificationFormValues(
  user: Pick<AccountUser, "notificationPreferences" | "preferredEmailHour">,
): NotificationFormValues {
  const values = {} as NotificationFormValues;
  for (const type of notificationTypeKeys) {
    const stored = user.notificationPreferences.find((preference) => preference.type === type);
    values[type] = stored && isFrequency(stored.frequency) ? stored.frequency : defaultFrequency;
  }
  const hour = user.preferredEmailHour;
  values.preferredEmailHour =
    hour !== null && Number.isInteger(hour) && hour >= 0 && hour <= 23
      ? String(hour)
      : noPreferredHour;
  return values;
}

/** The mutation input for the form's values; notifications are sent in notificationTypeKeys order. */
export function notificationPreferencesInput(
  values: NotificationFormValues,
): UpdateNotificationPreferencesInput {
  return {
    notifications: notificationTypeKeys.map((type) => ({ type, frequency: values[type] })),
    preferredEmailHour:
      values.preferredEmailHour === noPreferredHour ? null : Number(values.preferredEmailHour),
  };
}

/**
 * Server errors such as "notifications.1.frequency" refer to the position in the sent list;
 * they are shown under that type's select.
 */
export function notificationValidationErrors(error: {
  message: string;
  fieldErrors: readonly FieldErrorLike[];
}): MappedErrors<NotificationField> {
  const fieldErrors = error.fieldErrors.map(({ path, message }) => {
    const match = /^(?:input\.)?notifications\.(\d+)(?:\.|$)/.exec(path);
    const type = match ? notificationTypeKeys[Number(match[1])] : undefined;
    return { path: type ?? path, message };
  });
  return validationErrorsFor({ message: error.message, fieldErrors }, notificationFields);
}
