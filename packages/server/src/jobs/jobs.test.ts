import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../config.ts";
import type { JobDefinition } from "../core/feature.ts";
import { users } from "../db/user.table.ts";
import { openTestDatabase, type TestDatabase } from "../test/database.ts";
import { buildOrganization, buildUser } from "../test/factories.ts";
import { jobSchedules, jobs } from "./job.table.ts";
import { claimJob, completeJob, enqueueJob, failJob, jobState } from "./queue.ts";
import { type JobRuntime, runDueJobs, runnerTick } from "./runner.ts";
import { enqueueDueSchedules, registerSchedules } from "./schedules.ts";

let database: TestDatabase;
const config = testConfig();
const log = pino({ level: "silent" });
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.delete(jobSchedules);
});

const runtime = (definitions: JobDefinition[]): JobRuntime => ({
  db: database.db,
  log,
  config,
  definitions,
});

/** Makes a job whose retry is waiting due now, as the clock would after its backoff. */
const makeDue = (id: string) =>
  database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, id));

describe("retries", () => {
  it("retries with growing backoff, then keeps the failed job visible with its error", async () => {
    const id = await enqueueJob(database.db, "test.flaky", {}, { maxAttempts: 3 });
    const failing = runtime([
      {
        queue: "test.flaky",
        run: async () => {
          throw new Error("supplier feed unreachable");
        },
      },
    ]);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      expect(await runDueJobs(failing)).toBe(1);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      delays.push((row?.runAt.getTime() ?? 0) - before);
      if (attempt < 3) {
        expect(row).toMatchObject({ state: "queued", attempts: attempt });
        expect(await runDueJobs(failing)).toBe(0); // not due before its backoff
        await makeDue(id);
      }
    }
    expect(delays[1]).toBeGreaterThan(delays[0] ?? 0);
    expect(await jobState(database.db, id)).toMatchObject({
      state: "failed",
      attempts: 3,
      lastError: "supplier feed unreachable",
    });
    expect(await runDueJobs(failing)).toBe(0);
  });

  it("succeeds on a later attempt and keeps the result", async () => {
    const id = await enqueueJob(database.db, "test.second", { n: 2 });
    let calls = 0;
    const second = runtime([
      {
        queue: "test.second",
        run: async (payload) => {
          calls += 1;
          if (calls === 1) throw new Error("first try fails");
          return { doubled: Number(payload.n) * 2 };
        },
      },
    ]);
    await runDueJobs(second);
    await makeDue(id);
    await runDueJobs(second);
    expect(await jobState(database.db, id)).toMatchObject({
      state: "done",
      progress: 100,
      result: { doubled: 4 },
    });
  });
});

describe("singleton jobs", () => {
  it("keeps one waiting or running job per key, and allows a new one once it finished", async () => {
    const first = await enqueueJob(database.db, "test.once", {}, { singletonKey: "rescore:acme" });
    const again = await enqueueJob(database.db, "test.once", {}, { singletonKey: "rescore:acme" });
    expect(again).toBe(first);
    const other = await enqueueJob(database.db, "test.once", {}, { singletonKey: "rescore:zeta" });
    expect(other).not.toBe(first);
    await runDueJobs(runtime([{ queue: "test.once", run: async () => ({}) }]));
    const later = await enqueueJob(database.db, "test.once", {}, { singletonKey: "rescore:acme" });
    expect(later).not.toBe(first);
  });
});

describe("schedules", () => {
  const tick: JobDefinition = {
    queue: "test.tick",
    schedule: { name: "test.tick", cron: "*/5 * * * *" },
    run: async (payload) => ({ scheduledFor: payload.scheduledFor }),
  };

  it("enqueues one job per due tick, and none while the last one still waits", async () => {
    await registerSchedules(database.db, [tick], new Date("2026-01-01T10:02:00Z"));
    const [schedule] = await database.db.select().from(jobSchedules);
    expect(schedule?.nextRunAt.toISOString()).toBe("2026-01-01T10:05:00.000Z");

    expect(await enqueueDueSchedules(database.db, new Date("2026-01-01T10:04:00Z"))).toBe(0);
    expect(await enqueueDueSchedules(database.db, new Date("2026-01-01T10:05:30Z"))).toBe(1);
    expect(await enqueueDueSchedules(database.db, new Date("2026-01-01T10:05:40Z"))).toBe(0);
    // The 10:10 tick comes while the 10:05 job still waits: still one job.
    expect(await enqueueDueSchedules(database.db, new Date("2026-01-01T10:10:01Z"))).toBe(1);
    expect(await database.db.select().from(jobs)).toHaveLength(1);

    await runnerTick(runtime([tick]));
    const [done] = await database.db.select().from(jobs);
    expect(done).toMatchObject({
      state: "done",
      result: { scheduledFor: "2026-01-01T10:05:00.000Z" },
    });
  });

  it("keeps its next run across restarts, and starts again when its cron changes", async () => {
    await registerSchedules(database.db, [tick], new Date("2026-01-01T10:02:00Z"));
    await registerSchedules(database.db, [tick], new Date("2026-01-01T10:07:00Z"));
    let [schedule] = await database.db.select().from(jobSchedules);
    expect(schedule?.nextRunAt.toISOString()).toBe("2026-01-01T10:05:00.000Z");
    const hourly = { ...tick, schedule: { name: "test.tick", cron: "0 * * * *" } };
    await registerSchedules(database.db, [hourly], new Date("2026-01-01T10:07:00Z"));
    [schedule] = await database.db.select().from(jobSchedules);
    expect(schedule?.nextRunAt.toISOString()).toBe("2026-01-01T11:00:00.000Z");
  });

  it("refuses a cron expression that cannot be read", async () => {
    const bad = { ...tick, schedule: { name: "bad", cron: "every monday" } };
    await expect(registerSchedules(database.db, [bad])).rejects.toThrow();
  });
});

describe("progress", () => {
  it("is visible while the job runs", async () => {
    const id = await enqueueJob(database.db, "test.long", {});
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = runDueJobs(
      runtime([
        {
          queue: "test.long",
          run: async (_payload, { setProgress }) => {
            await setProgress(40.4);
            await released;
            return {};
          },
        },
      ]),
    );
    await vi.waitFor(async () =>
      expect(await jobState(database.db, id)).toMatchObject({ state: "running", progress: 40 }),
    );
    release();
    await running;
    expect(await jobState(database.db, id)).toMatchObject({ state: "done", progress: 100 });
  });
});

describe("leases", () => {
  it("gives a job whose worker stopped to another worker, and voids the first one's result", async () => {
    const id = await enqueueJob(database.db, "test.lease", {});
    const first = await claimJob(database.db, ["test.lease"], 60);
    expect(first?.id).toBe(id);
    expect(await claimJob(database.db, ["test.lease"], 60)).toBeNull();

    // The first worker stalls past its lease.
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '2 minutes'` })
      .where(eq(jobs.id, id));
    const second = await claimJob(database.db, ["test.lease"], 60);
    expect(second?.id).toBe(id);
    expect(second?.lockToken).not.toBe(first?.lockToken);

    if (!first || !second) throw new Error("both claims expected");
    expect(await completeJob(database.db, second, { by: "second" })).toBe(true);
    expect(await completeJob(database.db, first, { by: "first" })).toBe(false);
    await failJob(database.db, first, new Error("late failure"));
    expect(await jobState(database.db, id)).toMatchObject({
      state: "done",
      attempts: 2,
      result: { by: "second" },
      lastError: null,
    });
  });

  it("fails a job whose worker died on its last attempt, with the reason", async () => {
    const id = await enqueueJob(database.db, "test.lease", {}, { maxAttempts: 1 });
    await claimJob(database.db, ["test.lease"], 60);
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '2 minutes'` })
      .where(eq(jobs.id, id));
    await runnerTick(runtime([{ queue: "test.lease", run: async () => ({}) }]));
    expect(await jobState(database.db, id)).toMatchObject({
      state: "failed",
      lastError: "The worker running this job stopped before it finished.",
    });
  });
});

describe("the actor a job runs as", () => {
  it("is the person who queued it, loaded again when it runs; a deactivated person stops it", async () => {
    const organization = await buildOrganization(database.db);
    const user = await buildUser(database.db, config, {
      memberships: [{ organizationId: organization.id, role: "organization_admin" }],
    });
    const seen: unknown[] = [];
    const asActor = runtime([
      {
        queue: "test.actor",
        run: async (_payload, { actor }) => {
          seen.push({ userId: actor?.userId, organizationId: actor?.organizationId });
          return {};
        },
      },
    ]);
    const ref = { userId: user.id, organizationId: organization.id };
    await enqueueJob(database.db, "test.actor", {}, { actor: ref });
    await runDueJobs(asActor);
    expect(seen).toEqual([ref]);

    await database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const id = await enqueueJob(database.db, "test.actor", {}, { actor: ref });
    await runDueJobs(asActor);
    expect(seen).toHaveLength(1);
    expect(await jobState(database.db, id)).toMatchObject({
      state: "failed",
      lastError: "The person who queued this job can no longer act.",
    });
  });

  it("runs without one for system work", async () => {
    let actorSeen: unknown = "unset";
    await enqueueJob(database.db, "test.system", {});
    await runDueJobs(
      runtime([
        {
          queue: "test.system",
          run: async (_payload, { actor }) => {
            actorSeen = actor;
            return {};
          },
        },
      ]),
    );
    expect(actorSeen).toBeNull();
  });
});

describe("fairness between queues", () => {
  it("lets another queue's job run between the jobs of a burst, not after it", async () => {
    const ran: string[] = [];
    const definitions: JobDefinition[] = ["test.burst", "test.other"].map((queue) => ({
      queue,
      run: async () => {
        ran.push(queue);
        return {};
      },
    }));
    for (let i = 0; i < 5; i++) await enqueueJob(database.db, "test.burst", { i });
    // Queued after the whole burst, and so the youngest job of all.
    await database.db.execute(sql`update jobs set run_at = now() - interval '1 minute'`);
    await enqueueJob(database.db, "test.other", {});
    await runDueJobs(runtime(definitions), 2);
    expect(ran).toEqual(["test.burst", "test.other"]);
    await runDueJobs(runtime(definitions));
    expect(ran.filter((queue) => queue === "test.burst")).toHaveLength(5);
  });
});
