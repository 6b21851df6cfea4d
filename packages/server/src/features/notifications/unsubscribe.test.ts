import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../config.ts";
import { users } from "../../db/user.table.ts";
import { buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { notificationMail } from "./notification-mail.ts";
import { unsubscribeLink, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_URL: "https://portal.example.test" });
});
afterAll(() => h.close());

const unsubscribeMutation = `mutation($input: UnsubscribeInput!) {
  unsubscribe(input: $input) {
    __typename ... on Error { message } ... on UnsubscribeSuccess { notificationType label }
  }
}`;

async function subscribedUser() {
  return buildUser(h.database.db, h.config, {
    overrides: {
      preferences: {
        notifications: [
          { type: "alerts", frequency: "immediately" },
          { type: "mentions", frequency: "daily" },
        ],
        preferredEmailHour: 8,
      },
    },
  });
}

function tokenOf(link: string) {
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe("https://portal.example.test/unsubscribe");
  return url.searchParams.get("token") ?? "";
}

async function unsubscribe(token: string) {
  const answer = await h
    .client()
    .gql<{ unsubscribe: Record<string, unknown> }>(unsubscribeMutation, { input: { token } });
  expect(answer.errors).toBeUndefined();
  return answer.data?.unsubscribe;
}

async function preferencesOf(userId: string) {
  const [row] = await h.database.db.select().from(users).where(eq(users.id, userId));
  return row?.preferences;
}

describe("unsubscribe", () => {
  it("turns that notification type to never, without signing in", async () => {
    const user = await subscribedUser();
    const link = await unsubscribeLink(h.database.db, h.config, user.id, "alerts");
    expect(await unsubscribe(tokenOf(link))).toEqual({
      __typename: "UnsubscribeSuccess",
      notificationType: "alerts",
      label: "Risk alerts",
    });
    expect(await preferencesOf(user.id)).toEqual({
      notifications: [
        { type: "mentions", frequency: "daily" },
        { type: "alerts", frequency: "never" },
      ],
      preferredEmailHour: 8,
    });
    // Following the link again is harmless.
    expect((await unsubscribe(tokenOf(link)))?.__typename).toBe("UnsubscribeSuccess");
  });

  it("refuses a tampered, malformed or foreign token: 'Your link has expired or is invalid.'", async () => {
    const user = await subscribedUser();
    const token = tokenOf(await unsubscribeLink(h.database.db, h.config, user.id, "alerts"));
    const [userId, , signature] = token.split(".");
    const other = await subscribedUser();
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith("A") ? "B" : "A"}`;
    const bad = [
      `${userId}.mentions.${signature}`,
      `${other.id}.alerts.${signature}`,
      `${userId}.alerts.${flipped}`,
      `${userId}.alerts`,
      "nonsense",
      "",
    ];
    for (const candidate of bad) {
      expect(await unsubscribe(candidate)).toEqual({
        __typename: "LinkExpiredError",
        message: messages.linkExpired,
      });
    }
    expect((await preferencesOf(user.id))?.notifications).toContainEqual({
      type: "alerts",
      frequency: "immediately",
    });
  });

  it("signs with APP_SECRET when set, and keeps the generated key otherwise", async () => {
    const user = await subscribedUser();
    const stored = await unsubscribeLink(h.database.db, h.config, user.id, "mentions");
    expect(await unsubscribeLink(h.database.db, h.config, user.id, "mentions")).toBe(stored);
    const withSecret = testConfig({
      PUBLIC_URL: "https://portal.example.test",
      APP_SECRET: "s".repeat(40),
    });
    const signed = tokenOf(await unsubscribeLink(h.database.db, withSecret, user.id, "mentions"));
    expect(signed).not.toBe(tokenOf(stored));
    expect(await verifyUnsubscribeToken(h.database.db, withSecret, signed)).toEqual({
      userId: user.id,
      type: "mentions",
    });
    expect(await verifyUnsubscribeToken(h.database.db, h.config, signed)).toBeNull();
  });

  it("puts the link into every notification e-mail", async () => {
    const user = await subscribedUser();
    const mail = await notificationMail(h.database.db, h.config, {
      userId: user.id,
      to: user.email,
      type: "case_updates",
      subject: "A case changed",
      text: "Case 12 was updated.",
      html: "<p>Case 12 was updated.</p>",
    });
    const link = mail.links?.[0] ?? "";
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replaceAll("&", "&amp;"));
    expect(await unsubscribe(tokenOf(link))).toMatchObject({ notificationType: "case_updates" });
    expect((await preferencesOf(user.id))?.notifications).toContainEqual({
      type: "case_updates",
      frequency: "never",
    });
  });
});
