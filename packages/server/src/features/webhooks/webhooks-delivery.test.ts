import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/audit-log.table.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { type ReceivedMail, startSmtpPeer } from "../../test/smtp-peer.ts";
import { buildCasesWorld, type CasesWorld, createCase } from "../cases/cases-test-support.ts";
import { webhookMaxAttempts, webhookRetryDelaysMs } from "./webhook-delivery.job.ts";
import { postWebhook } from "./webhook-send.ts";
import {
  type Any,
  call,
  deliverAll,
  deliveriesOf,
  makeAttemptsDue,
  registerEndpoint,
  startReceiver,
  verifiedSignature,
  webhookOps,
} from "./webhook-test-support.ts";

/** Retries, disabling with the administrators' e-mail, replay, and who may manage endpoints. */
const mails: ReceivedMail[] = [];
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let h: Harness;
let world: CasesWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  peer = await startSmtpPeer(0, (mail) => mails.push(mail));
  h = await createHarness({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    WEBHOOK_DISABLE_AFTER_FAILURES: "2",
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
  });
  world = await buildCasesWorld(h);
  receiver = await startReceiver();
});
afterAll(async () => {
  await h.close();
  await receiver.close();
  await peer.close();
});

const admin = () => world.people.admin.client;

describe("webhook deliveries", () => {
  it("retries a failed attempt on the schedule, then succeeds", async () => {
    const endpoint = await registerEndpoint(admin(), {
      url: receiver.url,
      eventTypes: ["case.created"],
    });
    receiver.answerNext(500, 503);
    const from = receiver.received.length;
    await createCase(world.people.creator.client);
    await h.runJobs(50);
    let [delivery] = await deliveriesOf(admin(), endpoint.id);
    expect(delivery).toMatchObject({ status: "PENDING", attempts: 1, responseStatus: 500 });
    expect(delivery.responseBody).toBe("receiver failed with 500");
    const wait = new Date(delivery.nextAttemptAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(webhookRetryDelaysMs[0] - 2000);
    // Not due yet: nothing is sent before the backoff.
    await h.runJobs(50);
    expect(receiver.received.length - from).toBe(1);
    await makeAttemptsDue(h);
    await h.runJobs(50);
    [delivery] = await deliveriesOf(admin(), endpoint.id);
    expect(delivery).toMatchObject({ status: "PENDING", attempts: 2, responseStatus: 503 });
    await deliverAll(h);
    [delivery] = await deliveriesOf(admin(), endpoint.id);
    expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 3, responseStatus: 200 });
    expect(delivery.durationMs).toBeGreaterThanOrEqual(0);
    const attempts = receiver.received.slice(from);
    expect(new Set(attempts.map((a) => a.headers["webhook-id"])).size).toBe(1);
    expect(attempts.every((a) => verifiedSignature(endpoint.secret, a))).toBe(true);
    // Replay: a new delivery of the same event (same webhook-id), the original untouched.
    const replayed = await call(admin(), webhookOps.replay, { id: delivery.id });
    expect(replayed.delivery).toMatchObject({
      status: "PENDING",
      attempts: 0,
      replayOf: delivery.id,
    });
    await deliverAll(h);
    const [latest] = await deliveriesOf(admin(), endpoint.id);
    expect(latest).toMatchObject({ id: replayed.delivery.id, status: "SUCCEEDED", attempts: 1 });
    expect(receiver.received.at(-1)?.headers["webhook-id"]).toBe(delivery.eventId);
    expect(receiver.received.at(-1)?.body).toBe(delivery.requestBody);
    await call(admin(), webhookOps.remove, { id: endpoint.id });
  });

  it("fails a delivery after every retry, and turns the endpoint off with an e-mail", async () => {
    const endpoint = await registerEndpoint(admin(), {
      url: receiver.url,
      description: "Flaky SIEM",
      eventTypes: ["case.created"],
    });
    receiver.answerNext(...Array(2 * webhookMaxAttempts).fill(500));
    await createCase(world.people.creator.client);
    await deliverAll(h);
    let [first] = await deliveriesOf(admin(), endpoint.id);
    expect(first).toMatchObject({ status: "FAILED", attempts: webhookMaxAttempts });
    expect(first.lastError).toBe("The receiver answered HTTP 500.");
    expect(mails).toEqual([]);
    await createCase(world.people.creator.client);
    await deliverAll(h);
    const [listed] = await call(admin(), webhookOps.endpoints);
    expect(listed).toMatchObject({ id: endpoint.id, enabled: false, consecutiveFailures: 2 });
    expect(listed.disabledReason).toContain("2 deliveries in a row failed");
    const adminMail = mails.filter((m) => m.to.includes(world.people.admin.user.email));
    expect(adminMail).toHaveLength(1);
    expect(adminMail[0]?.raw).toContain("Webhook turned off");
    expect(mails.some((m) => m.to.includes(world.people.creator.user.email))).toBe(false);
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "webhook_endpoint.disabled"), eq(auditLog.targetId, endpoint.id)),
      );
    expect(entry?.organizationId).toBe(world.acme.id);
    // Off: a new case queues nothing. On again: the failure count starts over.
    await createCase(world.people.creator.client);
    expect(await deliveriesOf(admin(), endpoint.id)).toHaveLength(2);
    const on = await call(admin(), webhookOps.update, {
      id: endpoint.id,
      input: { enabled: true },
    });
    expect(on.endpoint).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledAt: null });
    [first] = await deliveriesOf(admin(), endpoint.id, "FAILED");
    expect(first.status).toBe("FAILED");
    await call(admin(), webhookOps.remove, { id: endpoint.id });
  });

  it("lets administrators alone manage endpoints, with secrets shown once", async () => {
    const member = world.people.creator.client;
    const input = { url: "https://hooks.example.com/x", eventTypes: ["case.created"] };
    expect((await call(member, webhookOps.create, { input })).__typename).toBe("FORBIDDEN");
    expect((await call(member, webhookOps.endpoints)).__typename).toBe("FORBIDDEN");
    const made = await call(admin(), webhookOps.create, { input });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.endpoint.secretPrefix).toBe(made.secret.slice(0, 12));
    expect(JSON.stringify(await call(admin(), webhookOps.endpoints))).not.toContain(made.secret);
    const rotated = await call(admin(), webhookOps.rotate, { id: made.endpoint.id });
    expect(rotated.secret).not.toBe(made.secret);
    const changed = await call(member, webhookOps.update, {
      id: made.endpoint.id,
      input: { enabled: false },
    });
    expect(changed.__typename).toBe("FORBIDDEN");
    const actions = await h.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, made.endpoint.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "webhook_endpoint.created",
      "webhook_endpoint.secret_rotated",
    ]);
    expect(JSON.stringify(actions)).not.toContain("whsec_");
    await call(admin(), webhookOps.remove, { id: made.endpoint.id });
  });

  it("refuses http addresses except loopback, and unknown events, with clear messages", async () => {
    const refused = async (input: Record<string, unknown>) =>
      (
        await call(admin(), webhookOps.create, {
          input: { eventTypes: ["case.created"], ...input },
        })
      ).fieldErrors;
    expect(await refused({ url: "http://hooks.example.com/x" })).toEqual([
      {
        path: "url",
        message: "Webhook addresses must use https (http only for 127.0.0.1, ::1 or localhost).",
      },
    ]);
    expect(await refused({ url: "ftp://example.com" })).toHaveLength(1);
    expect(await refused({ url: "not an address" })).toEqual([
      { path: "url", message: "Enter a full address, e.g. https://hooks.example.com/tierwise." },
    ]);
    expect(await refused({ url: "https://a.example", eventTypes: [] })).toEqual([
      { path: "eventTypes", message: "Choose at least one event." },
    ]);
    expect(
      (await refused({ url: "https://a.example", eventTypes: ["case.deleted"] }))[0].path,
    ).toBe("eventTypes.0");
    for (const url of ["http://localhost:9/x", "http://[::1]:9/x", "http://127.0.0.1:9/x"]) {
      const made = await call(admin(), webhookOps.create, {
        input: { url, eventTypes: ["case.created"] },
      });
      expect(made.__typename, url).toBe("CreateWebhookEndpointSuccess");
      await call(admin(), webhookOps.remove, { id: made.endpoint.id });
    }
  });

  it("refuses private, loopback and link-local addresses unless allowed, and follows no redirect", async () => {
    const attempt = (url: string, allowPrivateNetworks = false) =>
      postWebhook({ url, body: "{}", headers: {}, timeoutMs: 2000, allowPrivateNetworks });
    for (const url of [
      receiver.url,
      "http://169.254.169.254/latest",
      "https://10.1.2.3/x",
      "http://localhost:9/x",
    ]) {
      const refused: Any = await attempt(url);
      expect(refused.ok, url).toBe(false);
      expect(refused.error, url).toMatch(/private, loopback or link-local/);
    }
    const from = receiver.received.length;
    expect((await attempt(receiver.url, true)).ok).toBe(true);
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const hanging = await postWebhook({
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
      body: "{}",
      headers: {},
      timeoutMs: 200,
      allowPrivateNetworks: true,
    });
    silent.closeAllConnections();
    silent.close();
    expect(hanging).toMatchObject({
      ok: false,
      error: "The receiver did not answer within 200 ms.",
    });
    receiver.answerNext(302);
    const redirected = await attempt(receiver.url, true);
    expect(redirected).toMatchObject({ ok: false, status: 302 });
    expect(receiver.received.length - from).toBe(2);
  });
});
