import { ValidationError } from "../../core/errors.ts";
import type { users } from "../../db/user.table.ts";
import { builder } from "../../graphql/builder.ts";
import {
  me,
  notificationPreferencesOf,
  updateNotificationPreferences,
  updateProfile,
} from "./account.service.ts";
import { fullName } from "./session-view.ts";

export type UserRow = typeof users.$inferSelect;

const TitleType = (name: string) =>
  builder.objectRef<{ title: string }>(name).implement({
    fields: (t) => ({ title: t.exposeString("title") }),
  });
const JobTitleType = TitleType("JobTitle");
const BusinessUnitType = TitleType("BusinessUnit");

const NotificationPreferenceType = builder
  .objectRef<{ type: string; frequency: string }>("NotificationPreference")
  .implement({
    fields: (t) => ({ type: t.exposeString("type"), frequency: t.exposeString("frequency") }),
  });

export const UserType = builder.objectRef<UserRow>("User").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    name: t.string({ resolve: (user) => fullName(user) }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    jobTitle: t.field({
      type: JobTitleType,
      nullable: true,
      resolve: (user) => (user.jobTitle ? { title: user.jobTitle } : null),
    }),
    businessUnit: t.field({
      type: BusinessUnitType,
      nullable: true,
      resolve: (user) => (user.businessUnit ? { title: user.businessUnit } : null),
    }),
    verified: t.exposeBoolean("verified"),
    lastLogin: t.expose("lastLoginAt", { type: "DateTime", nullable: true }),
    loginsCount: t.exposeInt("loginsCount"),
    totpEnabled: t.exposeBoolean("totpEnabled"),
    ssoUser: t.exposeBoolean("ssoUser"),
    notificationPreferences: t.field({
      type: [NotificationPreferenceType],
      resolve: (user) => notificationPreferencesOf(user),
    }),
    preferredEmailHour: t.int({
      nullable: true,
      description: "0-23; null = no preference.",
      resolve: (user) => user.preferences.preferredEmailHour ?? null,
    }),
  }),
});

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    jobTitle: t.string(),
    businessUnit: t.string(),
  }),
});

const NotificationPreferenceInput = builder.inputType("NotificationPreferenceInput", {
  fields: (t) => ({
    type: t.string({ required: true }),
    frequency: t.string({ required: true }),
  }),
});

const UpdateNotificationPreferencesInput = builder.inputType("UpdateNotificationPreferencesInput", {
  fields: (t) => ({
    notifications: t.field({ type: [NotificationPreferenceInput], required: true }),
    preferredEmailHour: t.int(),
  }),
});

const userResult = (name: string) =>
  builder.objectRef<{ user: UserRow }>(name).implement({
    fields: (t) => ({ user: t.field({ type: UserType, resolve: (result) => result.user }) }),
  });

builder.queryField("me", (t) =>
  t.field({ type: UserType, nullable: true, resolve: (_root, _args, ctx) => me(ctx) }),
);

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: userResult("UpdateProfileSuccess"),
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "UpdateProfileResult" } },
    resolve: (_root, { input }, ctx) => updateProfile(ctx, input),
  }),
  updateNotificationPreferences: t.field({
    type: userResult("UpdateNotificationPreferencesSuccess"),
    args: { input: t.arg({ type: UpdateNotificationPreferencesInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "UpdateNotificationPreferencesResult" } },
    resolve: (_root, { input }, ctx) => updateNotificationPreferences(ctx, input),
  }),
}));
