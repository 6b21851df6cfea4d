/**
 * Issue 33's webhook benchmark on PostgreSQL, through the real job runner in-process:
 *  1. BENCH_WEBHOOK_DELIVERIES events (default 10,000), recorded as features record them
 *     (recordWebhookEvents, 100 an transaction), drained to a receiver on loopback that answers
 *     200: the time from the first event to the last delivery succeeded (goal < 60 s).
 *  2. Another queue's jobs, enqueued at a steady rate (one every 100 ms): their latency from
 *     enqueue to done, p95, alone and while the webhook backlog drains (goal ≤ +20%).
 *
 * The runner is the app's own (startJobRunner), polling every 50 ms so that the baseline's
 * latency is not the idle poll's wait; BENCH_WEBHOOK_RUNNERS runner loops (default 1, as with
 * JOBS_IN_PROCESS) share the queue. `node bench/webhooks.ts` runs it alone; BENCH_DATABASE_URL
 * names the server.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { and, count, eq, sql } from "drizzle-orm";
import pino from "pino";
import type { JobDefinition } from "../packages/server/src/core/feature.ts";
import type { Database } from "../packages/server/src/db/client.ts";
import { organizations } from "../packages/server/src/db/organization.table.ts";
import { webhookEndpoints } from "../packages/server/src/features/webhooks/webhook.table.ts";
import { webhookDeliveryJob } from "../packages/server/src/features/webhooks/webhook-delivery.job.ts";
import { recordWebhookEvents } from "../packages/server/src/features/webhooks/webhook-events.ts";
import {
  displayPrefixOf,
  encryptWebhookSecret,
  newWebhookSecret,
} from "../packages/server/src/features/webhooks/webhook-secret.ts";
import { jobs } from "../packages/server/src/jobs/job.table.ts";
import { enqueueJob } from "../packages/server/src/jobs/queue.ts";
import { startJobRunner } from "../packages/server/src/jobs/runner.ts";
import { benchTable, runPostgresBench } from "./bench-postgres.ts";
import { ms, percentile } from "./bench-timing.ts";
import type { BenchRow } from "./members.ts";

const deliveryCount = Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 10_000);
const otherJobs = Number(process.env.BENCH_WEBHOOK_OTHER_JOBS ?? 150);
const otherEveryMs = 100;
const otherQueue = "bench.other";
/** Runner loops sharing the queue, as that many `npm run worker` processes would (1: the app's own). */
const runnerCount = Number(process.env.BENCH_WEBHOOK_RUNNERS ?? 1);
const load = () => `load ${(loadavg()[0] ?? 0).toFixed(1)}`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** The other queue's work: one small read, as a typical short job does. */
const otherJob: JobDefinition = {
  queue: otherQueue,
  run: async (_payload, tools) => {
    await tools.db.select({ n: count() }).from(organizations);
    return {};
  },
};

async function startReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received += 1;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enqueues the other queue's jobs at a steady rate; answers their enqueue-to-done latencies. */
async function otherQueueLatencies(db: Database, round: string) {
  for (let i = 0; i < otherJobs; i += 1) {
    await enqueueJob(db, otherQueue, { round, i });
    await sleep(otherEveryMs);
  }
  for (;;) {
    const rows = await db
      .select({ createdAt: jobs.createdAt, finishedAt: jobs.finishedAt, state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.queue, otherQueue), sql`${jobs.payload}->>'round' = ${round}`));
    if (rows.every((row) => row.state === "done"))
      return rows.map((row) => (row.finishedAt?.getTime() ?? 0) - row.createdAt.getTime());
    await sleep(200);
  }
}

export async function webhooksBench(): Promise<BenchRow[]> {
  return runPostgresBench<null>("webhooks", null, async ({ config, handle, report }) => {
    const db = handle.db;
    const receiver = await startReceiver();
    const [organization] = await db
      .insert(organizations)
      .values({ name: "Webhook bench" })
      .returning();
    if (!organization) throw new Error("no organisation");
    const secret = newWebhookSecret();
    await db.insert(webhookEndpoints).values({
      organizationId: organization.id,
      url: receiver.url,
      eventTypes: ["case.created"],
      secretCiphertext: await encryptWebhookSecret(db, secret),
      secretPrefix: displayPrefixOf(secret),
    });
    const runners = await Promise.all(
      Array.from({ length: runnerCount }, () =>
        startJobRunner({
          db,
          log: pino({ level: "silent" }),
          config: { ...config, WEBHOOK_ALLOW_PRIVATE_NETWORKS: true, JOB_POLL_MS: 50 },
          definitions: [webhookDeliveryJob, otherJob],
        }),
      ),
    );
    try {
      const alone = await otherQueueLatencies(db, "alone");

      const started = performance.now();
      for (let i = 0; i < deliveryCount; i += 100) {
        const batch = Array.from({ length: Math.min(100, deliveryCount - i) }, (_, k) => ({
          organizationId: organization.id,
          type: "case.created" as const,
          data: { case: { id: crypto.randomUUID(), number: i + k, title: `Bench case ${i + k}` } },
        }));
        await db.transaction((tx) => recordWebhookEvents(tx, batch));
      }
      const recordedMs = performance.now() - started;
      const contended = otherQueueLatencies(db, "with backlog");
      while (receiver.received() < deliveryCount) await sleep(100);
      const drainedMs = performance.now() - started;
      const withBacklog = await contended;
      const [succeeded] = await db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from webhook_deliveries where status = 'succeeded'`,
        )
        .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
      report({
        name: `Webhooks: ${deliveryCount.toLocaleString("en")} deliveries drained to a loopback receiver, ${runnerCount} runner(s) (${load()})`,
        figure: `${(drainedMs / 1000).toFixed(1)} s (${Math.round(deliveryCount / (drainedMs / 1000))}/s; ${succeeded?.n} succeeded)`,
        baseline: `recording the events: ${(recordedMs / 1000).toFixed(1)} s`,
        ratio: (drainedMs / recordedMs).toFixed(1),
        target: "< 60 s",
      });
      const p95Alone = percentile(alone, 95);
      const p95Busy = percentile(withBacklog, 95);
      report({
        name: `Webhooks: another queue's enqueue-to-done latency while the backlog drains, ${runnerCount} runner(s) (${load()})`,
        figure: `p50 ${ms(percentile(withBacklog, 50))}, p95 ${ms(p95Busy)}`,
        baseline: `without the backlog: p50 ${ms(percentile(alone, 50))}, p95 ${ms(p95Alone)}`,
        ratio: (p95Busy / p95Alone).toFixed(2),
        target: "p95 ≤ 1.2×",
      });
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await receiver.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await webhooksBench();
  console.log(benchTable(rows));
}
