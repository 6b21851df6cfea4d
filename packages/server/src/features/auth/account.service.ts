import { personNameSchema } from "@tierwise/common/auth-rules";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import {
  type NotificationFrequency,
  type NotificationType,
  notificationFrequencies,
  notificationTypes,
} from "@tierwise/common/notifications";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type FieldError, ValidationError } from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import { requireSignedIn, type SessionRequest } from "../../core/session-request.ts";
import { users } from "../../db/user.table.ts";
import { switchSession } from "./switch-session.ts";

type UserRow = typeof users.$inferSelect;

/** Frequency shown for a notification type the user never chose one for. */
export const defaultNotificationFrequency: NotificationFrequency = "immediately";

export async function me(request: SessionRequest): Promise<UserRow | null> {
  return (await request.viewer())?.user ?? null;
}

/** Every notification type, with the user's choice or the default. */
export function notificationPreferencesOf(user: UserRow) {
  const chosen = new Map((user.preferences.notifications ?? []).map((n) => [n.type, n.frequency]));
  return (Object.keys(notificationTypes) as NotificationType[]).map((type) => ({
    type,
    frequency: chosen.get(type) ?? defaultNotificationFrequency,
  }));
}

const optionalTitle = z
  .string()
  .trim()
  .max(limits.nameMaxLength, messages.tooLong(limits.nameMaxLength))
  .nullish()
  .transform((value) => value || null);

const profileInput = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  jobTitle: optionalTitle,
  businessUnit: optionalTitle,
});

export async function updateProfile(request: SessionRequest, input: unknown) {
  const viewer = await requireSignedIn(request);
  const profile = parseInput(profileInput, input);
  const settings = viewer.organization?.resolvedSettings;
  // Titles come from the organisation's lists unless it allows free text; a value that was
  // set before the list changed may be kept as it is.
  if (!settings?.featureFlags.customJobBusinessUnitEnabled) {
    const errors: FieldError[] = [];
    const checks = [
      ["jobTitle", profile.jobTitle, viewer.user.jobTitle, settings?.jobTitles ?? []],
      [
        "businessUnit",
        profile.businessUnit,
        viewer.user.businessUnit,
        settings?.businessUnits ?? [],
      ],
    ] as const;
    for (const [path, value, current, allowed] of checks) {
      if (value !== null && value !== current && !allowed.includes(value)) {
        errors.push({ path, message: "Choose a value from the list." });
      }
    }
    if (errors.length) throw new ValidationError(errors);
  }
  const [user] = await request.db
    .update(users)
    .set(profile)
    .where(eq(users.id, viewer.user.id))
    .returning();
  switchSession(request, request.session);
  return { user: user ?? viewer.user };
}

const notificationKeys = Object.keys(notificationTypes) as [
  NotificationType,
  ...NotificationType[],
];
const frequencyKeys = Object.keys(notificationFrequencies) as [
  NotificationFrequency,
  ...NotificationFrequency[],
];

const notificationsInput = z.object({
  notifications: z
    .array(
      z.object({
        type: z.enum(notificationKeys, { error: "Unknown notification type." }),
        frequency: z.enum(frequencyKeys, { error: "Unknown frequency." }),
      }),
    )
    .max(notificationKeys.length * 4),
  preferredEmailHour: z
    .number({ error: "Must be a whole hour from 0 to 23." })
    .int("Must be a whole hour from 0 to 23.")
    .min(0, "Must be a whole hour from 0 to 23.")
    .max(23, "Must be a whole hour from 0 to 23.")
    .nullish(),
});

/** Merges by type; preferredEmailHour null clears it, leaving it out keeps it. */
export async function updateNotificationPreferences(request: SessionRequest, input: unknown) {
  const viewer = await requireSignedIn(request);
  const { notifications, preferredEmailHour } = parseInput(notificationsInput, input);
  const merged = new Map(
    (viewer.user.preferences.notifications ?? []).map((n) => [n.type, n.frequency] as const),
  );
  for (const n of notifications) merged.set(n.type, n.frequency);
  const preferences = {
    ...viewer.user.preferences,
    notifications: [...merged].map(([type, frequency]) => ({ type, frequency })),
  };
  if (preferredEmailHour === null) delete preferences.preferredEmailHour;
  else if (preferredEmailHour !== undefined) preferences.preferredEmailHour = preferredEmailHour;
  const [user] = await request.db
    .update(users)
    .set({ preferences })
    .where(eq(users.id, viewer.user.id))
    .returning();
  switchSession(request, request.session);
  return { user: user ?? viewer.user };
}
