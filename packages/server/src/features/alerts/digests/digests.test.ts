import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/user.table.ts";
import { enqueueJob } from "../../../jobs/queue.ts";
import { buildCompany } from "../../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";
import { type ReceivedMail, startSmtpPeer } from "../../../test/smtp-peer.ts";
import { insertAlerts } from "../alert-write.ts";
import {
  buildAlertSettingsWorld,
  call,
  createFeed,
  feedOps,
  setFeedConfig,
} from "../feeds/alert-settings-test-world.ts";
import { digestScheduleQueue } from "./digest-run.ts";

const received: ReceivedMail[] = [];
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let h: Harness;
let world: Awaited<ReturnType<typeof buildAlertSettingsWorld>>;
beforeAll(async () => {
  peer = await startSmtpPeer(0, (mail) => received.push(mail));
  h = await createHarness({
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    PUBLIC_URL: "https://portal.example.test",
    ALERT_DIGEST_DEFAULT_HOUR: "7",
  });
  world = await buildAlertSettingsWorld(h);
});
afterAll(async () => {
  await h.close();
  await peer.close();
});

const ops = {
  hour: `{ preferredEmailHour alertDigestDefaultHour me { preferredEmailHour } }`,
  setHour: `mutation($utcHour: Int!) { updatePreferredEmailHour(utcHour: $utcHour) }`,
  unsubscribe: `mutation($input: UnsubscribeAlertFeedInput!) { unsubscribeAlertFeedDigest(input: $input) {
    __typename ... on Error { message } ... on UnsubscribeAlertFeedSuccess { feedName } } }`,
  subscribe: `mutation($input: AlertSubscriptionInput!) { subscribeAlertEntity(input: $input) { __typename } }`,
};

/** The hourly schedule firing for `hour` UTC, then every job it queued. */
async function digestRunAt(hour: number) {
  const scheduledFor = new Date(Date.UTC(2026, 2, 2, hour)).toISOString();
  await enqueueJob(h.database.db, digestScheduleQueue, { schedule: "test", scheduledFor });
  await h.runJobs(50);
}

const mailsTo = (email: string) => received.filter((mail) => mail.to.includes(email));

let sourceCount = 0;
async function raiseAlert(companyId: string, title: string, publishedAt = new Date()) {
  sourceCount += 1;
  await insertAlerts(h.database.db, [
    {
      title,
      type: "news",
      polarity: "NEGATIVE",
      severity: "High",
      publishedAt,
      provider: "test",
      sourceKey: `digest-test:${sourceCount}`,
      companies: [{ companyId, confidence: 1 }],
    },
  ]);
}

describe("preferred e-mail hour", () => {
  it("is unset until chosen, then the same hour the account page shows", async () => {
    const { client } = await world.member(world.customer.id, "user");
    expect(await client.gql(ops.hour)).toEqual({
      data: {
        preferredEmailHour: null,
        alertDigestDefaultHour: 7,
        me: { preferredEmailHour: null },
      },
    });
    expect(await call(client, ops.setHour, { utcHour: 8 })).toBe(8);
    expect((await client.gql(ops.hour)).data).toMatchObject({
      preferredEmailHour: 8,
      me: { preferredEmailHour: 8 },
    });
    expect(await call(client, ops.setHour, { utcHour: 24 })).toEqual({
      __typename: "BAD_USER_INPUT",
      type: "ValidationError",
    });
  });
});

describe("digests", () => {
  let feedId: string;
  let watched: string;
  let alice: { user: { id: string; email: string }; client: TestClient };
  beforeAll(async () => {
    const company = await buildCompany(h.database.db, { displayName: "Nordhafen Stahl" });
    const unwatched = await buildCompany(h.database.db);
    watched = company.id;
    const subscribed = await call(world.admin.client, ops.subscribe, {
      input: { kind: "company", entityId: company.id },
    });
    expect(subscribed.__typename).toBe("AlertSubscriptionSuccess");
    await raiseAlert(company.id, "Old news from last week", new Date(Date.now() - 7 * 86_400_000));
    alice = world.alice;
    await call(alice.client, ops.setHour, { utcHour: 8 });
    const feed = await createFeed(alice.client, {
      name: "Nordhafen watch",
      filter: { scope: "organization", companies: [company.id] },
    });
    feedId = feed.id;
    await setFeedConfig(alice.client, { feedId, emailNotifications: true });
    // Bob keeps the default hour (7).
    await setFeedConfig(world.bob.client, { feedId, emailNotifications: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await raiseAlert(company.id, "Nordhafen Stahl files for insolvency");
    await raiseAlert(company.id, "Nordhafen Stahl plant closure");
    await raiseAlert(unwatched.id, "A company nobody subscribes to");
  });

  it("sends nothing at another hour", async () => {
    await digestRunAt(9);
    expect(mailsTo(alice.user.email)).toHaveLength(0);
    expect(mailsTo(world.bob.user.email)).toHaveLength(0);
  });

  it("sends the feed's new alerts at the person's hour, over SMTP, once", async () => {
    await digestRunAt(8);
    const mails = mailsTo(alice.user.email);
    expect(mails).toHaveLength(1);
    expect(mailsTo(world.bob.user.email)).toHaveLength(0);
    const mail = await simpleParser(mails[0]?.raw ?? "");
    expect(mail.subject).toBe('2 new alerts in "Nordhafen watch"');
    expect(mail.text).toContain("Nordhafen Stahl files for insolvency");
    expect(mail.text).toContain("Nordhafen Stahl plant closure");
    expect(mail.text).toContain("High · News · Negative · Nordhafen Stahl");
    expect(mail.text).toContain(`https://portal.example.test/alerts/everything?feedId=${feedId}`);
    expect(mail.text).not.toContain("Old news");
    expect(mail.text).not.toContain("nobody subscribes");
    const outbox = await h.outbox();
    expect(outbox.some((m) => m.to === alice.user.email && m.transport === "smtp")).toBe(true);
    // The same hour again: nothing new since, nothing sent.
    await digestRunAt(8);
    expect(mailsTo(alice.user.email)).toHaveLength(1);
  });

  it("uses the configured default hour for people who chose none", async () => {
    await digestRunAt(7);
    const mails = mailsTo(world.bob.user.email);
    expect(mails).toHaveLength(1);
    expect((await simpleParser(mails[0]?.raw ?? "")).subject).toBe(
      '2 new alerts in "Nordhafen watch"',
    );
  });

  it("sends nothing to someone who turned alert e-mails off on the account page", async () => {
    const carol = await world.member(world.customer.id, "user");
    await setFeedConfig(carol.client, { feedId, emailNotifications: true });
    await h.database.db
      .update(users)
      .set({
        preferences: {
          preferredEmailHour: 8,
          notifications: [{ type: "alerts", frequency: "never" }],
        },
      })
      .where(eq(users.id, carol.user.id));
    await raiseAlert(watched, "Nordhafen Stahl names a new chief executive");
    await digestRunAt(8);
    expect(mailsTo(carol.user.email)).toHaveLength(0);
    expect(mailsTo(alice.user.email)).toHaveLength(2);
  });

  it("carries a link that turns this feed's e-mails off without signing in", async () => {
    const mail = await simpleParser(mailsTo(alice.user.email)[0]?.raw ?? "");
    const link = mail.text?.match(/https:\/\/\S+\/unsubscribe\/alert-feed\?token=\S+/)?.[0] ?? "";
    expect(link).not.toBe("");
    const token = new URL(link).searchParams.get("token") ?? "";
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await call(h.client(), ops.unsubscribe, { input: { token: tampered } })).toEqual({
      __typename: "LinkExpiredError",
      message: messages.linkExpired,
    });
    const answer = await call(h.client(), ops.unsubscribe, { input: { token } });
    expect(answer).toEqual({
      __typename: "UnsubscribeAlertFeedSuccess",
      feedName: "Nordhafen watch",
    });
    const feed = await call(alice.client, feedOps.one, { id: feedId });
    expect(feed.userConfig).toEqual({ favorite: false, emailNotifications: false });
    expect((await call(world.bob.client, feedOps.one, { id: feedId })).userConfig).toMatchObject({
      emailNotifications: true,
    });
    await raiseAlert(watched, "Nordhafen Stahl recalls a product");
    await digestRunAt(8);
    expect(mailsTo(alice.user.email)).toHaveLength(2);
  });
});
