import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  meQuery,
  type ResultShape,
  updateNotificationPreferencesMutation,
  updateProfileMutation,
} from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function member(featureFlags = {}) {
  const organization = await buildOrganization(h.database.db, {
    settings: {
      featureFlags,
      jobTitles: ["Risk Analyst", "Buyer"],
      businessUnits: ["Procurement"],
    },
  });
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "user" }],
  });
  return { user, client: await h.signIn(user.email, user.password) };
}

async function updateProfile(client: TestClient, input: Record<string, unknown>) {
  const answer = await client.gql<{ updateProfile: ResultShape }>(updateProfileMutation, { input });
  return { result: answer.data?.updateProfile as ResultShape, errors: answer.errors };
}

async function updateNotifications(client: TestClient, input: Record<string, unknown>) {
  const answer = await client.gql<{ updateNotificationPreferences: ResultShape }>(
    updateNotificationPreferencesMutation,
    { input },
  );
  return {
    result: answer.data?.updateNotificationPreferences as ResultShape,
    errors: answer.errors,
  };
}

describe("me", () => {
  it("is null when signed out", async () => {
    expect((await h.client().gql(meQuery)).data).toEqual({ me: null });
  });

  it("describes the signed-in user", async () => {
    const { user, client } = await member();
    const answer = await client.gql<{ me: Record<string, unknown> }>(meQuery);
    expect(answer.data?.me).toMatchObject({
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      verified: true,
      loginsCount: 1,
      totpEnabled: false,
      ssoUser: false,
      jobTitle: null,
      preferredEmailHour: null,
      notificationPreferences: [
        { type: "alerts", frequency: "immediately" },
        { type: "mentions", frequency: "immediately" },
        { type: "case_updates", frequency: "immediately" },
        { type: "company_requests", frequency: "immediately" },
      ],
    });
    expect(answer.data?.me.lastLogin).toBeTruthy();
  });
});

describe("updateProfile", () => {
  it("saves names and titles from the organisation's lists, and clears them with null or empty", async () => {
    const { client } = await member();
    const saved = await updateProfile(client, {
      firstName: "  Ada ",
      lastName: "Lovelace",
      jobTitle: "Risk Analyst",
      businessUnit: "Procurement",
    });
    expect(saved.result).toMatchObject({
      __typename: "UpdateProfileSuccess",
      user: {
        firstName: "Ada",
        name: "Ada Lovelace",
        jobTitle: { title: "Risk Analyst" },
        businessUnit: { title: "Procurement" },
      },
    });
    const cleared = await updateProfile(client, {
      firstName: "Ada",
      lastName: "Lovelace",
      jobTitle: "",
      businessUnit: null,
    });
    expect(cleared.result.user).toMatchObject({ jobTitle: null, businessUnit: null });
  });

  it("refuses titles outside the lists unless the organisation allows custom ones", async () => {
    const listed = await member();
    const refused = await updateProfile(listed.client, {
      firstName: "Ada",
      lastName: "Lovelace",
      jobTitle: "Chief Everything",
    });
    expect(refused.result).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "jobTitle", message: "Choose a value from the list." }],
    });
    const custom = await member({ customJobBusinessUnitEnabled: true });
    const accepted = await updateProfile(custom.client, {
      firstName: "Ada",
      lastName: "Lovelace",
      jobTitle: "Chief Everything",
    });
    expect(accepted.result.user.jobTitle).toEqual({ title: "Chief Everything" });
  });

  it("validates names and lengths", async () => {
    const { client } = await member({ customJobBusinessUnitEnabled: true });
    const { result } = await updateProfile(client, {
      firstName: " ",
      lastName: "x".repeat(101),
      jobTitle: "y".repeat(101),
    });
    expect(result.__typename).toBe("ValidationError");
    expect(result.fieldErrors).toEqual([
      { path: "firstName", message: "Required." },
      { path: "lastName", message: "Must be 100 characters or less." },
      { path: "jobTitle", message: "Must be 100 characters or less." },
    ]);
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const { errors } = await updateProfile(h.client(), { firstName: "A", lastName: "B" });
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("updateNotificationPreferences", () => {
  it("merges choices by type and keeps the hour unless it is given", async () => {
    const { client } = await member();
    const first = await updateNotifications(client, {
      notifications: [{ type: "alerts", frequency: "daily" }],
      preferredEmailHour: 7,
    });
    expect(first.result.user.preferredEmailHour).toBe(7);
    const second = await updateNotifications(client, {
      notifications: [{ type: "mentions", frequency: "never" }],
    });
    expect(second.result.user.preferredEmailHour).toBe(7);
    expect(second.result.user.notificationPreferences).toEqual([
      { type: "alerts", frequency: "daily" },
      { type: "mentions", frequency: "never" },
      { type: "case_updates", frequency: "immediately" },
      { type: "company_requests", frequency: "immediately" },
    ]);
    const cleared = await updateNotifications(client, {
      notifications: [],
      preferredEmailHour: null,
    });
    expect(cleared.result.user.preferredEmailHour).toBeNull();
  });

  it("refuses unknown types, frequencies and hours", async () => {
    const { client } = await member();
    const { result } = await updateNotifications(client, {
      notifications: [{ type: "gossip", frequency: "hourly" }],
      preferredEmailHour: 24,
    });
    expect(result.__typename).toBe("ValidationError");
    expect(result.fieldErrors).toEqual([
      { path: "notifications.0.type", message: "Unknown notification type." },
      { path: "notifications.0.frequency", message: "Unknown frequency." },
      { path: "preferredEmailHour", message: "Must be a whole hour from 0 to 23." },
    ]);
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    const { errors } = await updateNotifications(h.client(), { notifications: [] });
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
