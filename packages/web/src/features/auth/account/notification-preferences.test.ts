import { notificationFrequencies, notificationTypes } from "@tierwise/common/notifications";
import { describe, expect, it } from "vitest";
import {
  defaultFrequency,
  hourOptions,
  noPreferredHour,
  notificationFormValues,
  notificationPreferencesInput,
  notificationTypeKeys,
  notificationValidationErrors,
} from "./notification-preferences.ts";

function preference(type: string, frequency: string) {
  return { __typename: "NotificationPreference" as const, type, frequency };
}

describe("hourOptions", () => {
  it("offers no preference, then every hour from 00:00 to 23:00", () => {
    expect(hourOptions).toHaveLength(25);
    expect(hourOptions[0]).toEqual({ value: noPreferredHour, label: "No preference" });
    expect(hourOptions[1]).toEqual({ value: "0", label: "00:00" });
    expect(hourOptions[24]).toEqual({ value: "23", label: "23:00" });
  });
});

describe("notificationFormValues", () => {
  it("takes stored frequencies and fills the rest with the default", () => {
    const values = notificationFormValues({
      notificationPreferences: [preference("alerts", "weekly"), preference("mentions", "bogus")],
      preferredEmailHour: 7,
    });
    expect(values.alerts).toBe("weekly");
    expect(values.mentions).toBe(defaultFrequency);
    expect(values.case_updates).toBe(defaultFrequency);
    expect(values.preferredEmailHour).toBe("7");
  });

  it("shows no preference for a missing hour", () => {
    const values = notificationFormValues({
      notificationPreferences: [],
      preferredEmailHour: null,
    });
    expect(values.preferredEmailHour).toBe(noPreferredHour);
  });
});

describe("notificationPreferencesInput", () => {
  it("sends every type in order and the hour as a number or null", () => {
    const values = notificationFormValues({
      notificationPreferences: [preference("company_requests", "never")],
      preferredEmailHour: 0,
    });
    const input = notificationPreferencesInput(values);
    expect(input.notifications.map((entry) => entry.type)).toEqual(Object.keys(notificationTypes));
    expect(input.notifications.at(-1)).toEqual({ type: "company_requests", frequency: "never" });
    expect(input.preferredEmailHour).toBe(0);
    expect(
      notificationPreferencesInput({ ...values, preferredEmailHour: noPreferredHour })
        .preferredEmailHour,
    ).toBeNull();
  });

  it("only sends known frequencies from the form", () => {
    const values = notificationFormValues({
      notificationPreferences: [],
      preferredEmailHour: null,
    });
    for (const entry of notificationPreferencesInput(values).notifications) {
      expect(Object.keys(notificationFrequencies)).toContain(entry.frequency);
    }
  });
});

describe("notificationValidationErrors", () => {
  it("puts list errors under the select of the type at that position", () => {
    const second = notificationTypeKeys[1];
    const mapped = notificationValidationErrors({
      message: "Invalid input",
      fieldErrors: [
        { path: "notifications.1.frequency", message: "Invalid option" },
        { path: "preferredEmailHour", message: "Too big" },
      ],
    });
    expect(second).toBeDefined();
    expect(mapped.fields).toEqual({
      [second as string]: "Invalid option",
      preferredEmailHour: "Too big",
    });
    expect(mapped.form).toEqual([]);
  });

  it("shows errors it cannot place in the form alert", () => {
    const mapped = notificationValidationErrors({
      message: "Invalid input",
      fieldErrors: [{ path: "notifications.9.type", message: "Unknown type" }],
    });
    expect(mapped).toEqual({ fields: {}, form: ["Unknown type"] });
  });
});
