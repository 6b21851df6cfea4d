import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Actor } from "../core/actor.ts";
import type { JobDefinition } from "../core/feature.ts";
import { loadActor } from "../core/load-actor.ts";
import type { Database } from "../db/client.ts";
import {
  claimJob,
  completeJob,
  failAbandonedJobs,
  failJob,
  type Job,
  renewLease,
  reportProgress,
} from "./queue.ts";
import { enqueueDueSchedules, registerSchedules } from "./schedules.ts";

/** What the runner needs: the app's database, log and config, and the features' job definitions. */
export type JobRuntime = {
  db: Database;
  log: FastifyBaseLogger;
  config: Config;
  definitions: readonly JobDefinition[];
};

/** A job that must not be tried again (its person is gone, its input cannot be read). */
export class PermanentJobError extends Error {}

function leaseSecondsOf(runtime: JobRuntime) {
  return runtime.config.JOB_LEASE_SECONDS;
}

async function actorFor(runtime: JobRuntime, job: Job): Promise<Actor | null> {
  if (!job.actorUserId) return null;
  const actor = await loadActor(runtime.db, {
    userId: job.actorUserId,
    organizationId: job.actorOrganizationId,
  });
  if (!actor) throw new PermanentJobError("The person who queued this job can no longer act.");
  return actor;
}

/**
 * Runs one claimed job. The lease is renewed while the handler works; if another worker took
 * the job meanwhile (this one was stalled past its lease), the handler's signal aborts and
 * its result is discarded, so a job is never completed twice.
 */
async function runClaimed(runtime: JobRuntime, job: Job, definition: JobDefinition | undefined) {
  const { db, log } = runtime;
  const lost = new AbortController();
  const heartbeat = setInterval(
    () => {
      renewLease(db, job)
        .then((mine) => {
          if (!mine) lost.abort(new Error("lease lost"));
        })
        .catch((error) => log.warn({ err: error, jobId: job.id }, "job lease renewal failed"));
    },
    Math.max(50, (leaseSecondsOf(runtime) * 1000) / 3),
  );
  try {
    if (!definition) throw new PermanentJobError(`No handler for queue ${job.queue}`);
    const result = await definition.run(job.payload, {
      db,
      log,
      config: runtime.config,
      actor: await actorFor(runtime, job),
      signal: lost.signal,
      setProgress: (percent) => reportProgress(db, job, percent),
    });
    if (!(await completeJob(db, job, result)))
      log.warn({ jobId: job.id, queue: job.queue }, "job finished after losing its lease");
  } catch (error) {
    log.warn({ err: error, jobId: job.id, queue: job.queue, attempt: job.attempts }, "job failed");
    const final = error instanceof PermanentJobError ? { ...job, attempts: job.maxAttempts } : job;
    await failJob(db, final, error);
  } finally {
    clearInterval(heartbeat);
  }
}

const jobsPerTick = 10;
/** Per runner, the queue of the job it ran last, so turns carry over from one tick to the next. */
const lastQueueServed = new WeakMap<JobRuntime, string>();

/**
 * The next due job, another queue's first: after a job of one queue, the oldest due job of the
 * other queues goes before that queue's next. A burst of 1,000 reports then takes turns with
 * everything else instead of holding it back until the burst is done.
 */
async function claimFairly(runtime: JobRuntime, queues: readonly string[], last: string | null) {
  const lease = leaseSecondsOf(runtime);
  const others = last === null ? queues : queues.filter((queue) => queue !== last);
  return (
    (await claimJob(runtime.db, others, lease)) ??
    (last === null ? null : await claimJob(runtime.db, [last], lease))
  );
}

/** Claims and runs due jobs one at a time, up to `max`; returns how many it ran. */
export async function runDueJobs(runtime: JobRuntime, max = jobsPerTick): Promise<number> {
  const byQueue = new Map(runtime.definitions.map((definition) => [definition.queue, definition]));
  const queues = [...byQueue.keys()];
  let ran = 0;
  let last = lastQueueServed.get(runtime) ?? null;
  while (ran < max) {
    const job = await claimFairly(runtime, queues, last);
    if (!job) break;
    ran += 1;
    last = job.queue;
    lastQueueServed.set(runtime, last);
    await runClaimed(runtime, job, byQueue.get(job.queue));
  }
  return ran;
}

/** One pass of the runner: fail abandoned jobs, turn due schedules into jobs, run due jobs. */
export async function runnerTick(runtime: JobRuntime, max = jobsPerTick): Promise<number> {
  await failAbandonedJobs(runtime.db, leaseSecondsOf(runtime));
  await enqueueDueSchedules(runtime.db);
  return runDueJobs(runtime, max);
}

/** Runs `tick` every JOB_POLL_MS, and at once again while it finds a full batch. */
function tickLoop(runtime: JobRuntime, tick: () => Promise<number>) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  // A tick that ran its full batch goes on at once: more work is waiting, and waiting for the
  // next poll would cap the runner at ten jobs per JOB_POLL_MS.
  const tickUntilIdle = async () => {
    while (!stopped && (await tick()) >= jobsPerTick);
  };
  const timer = setInterval(() => {
    if (stopped) return;
    running = running
      .then(tickUntilIdle)
      .catch((error) => runtime.log.error({ err: error }, "job runner"));
  }, runtime.config.JOB_POLL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/**
 * Runs jobs in this process (web server with JOBS_IN_PROCESS, or `npm run worker`) every
 * JOB_POLL_MS. Any number of processes may run it against one PostgreSQL database. One loop
 * runs the queues in turn; a queue with lanes (JobDefinition.lanes) also gets loops of its own.
 */
export async function startJobRunner(runtime: JobRuntime) {
  await registerSchedules(runtime.db, runtime.definitions);
  const shared = { ...runtime, definitions: runtime.definitions.filter((d) => !d.lanes) };
  const stops = [tickLoop(shared, () => runnerTick(shared, jobsPerTick))];
  for (const definition of runtime.definitions) {
    for (let lane = 0; lane < (definition.lanes ?? 0); lane++) {
      const own = { ...runtime, definitions: [definition] };
      stops.push(tickLoop(own, () => runDueJobs(own, jobsPerTick)));
    }
  }
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
