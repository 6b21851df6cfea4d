import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { jobs } from "./job.table.ts";

export type JobHandler = (
  payload: Record<string, unknown>,
  tools: { db: Database; log: FastifyBaseLogger; setProgress(percent: number): Promise<void> },
) => Promise<Record<string, unknown> | undefined>;

const handlers = new Map<string, JobHandler>();

/** Features register what they run in the background (exports, digests, bulk uploads). */
export function registerJobHandler(queue: string, handler: JobHandler) {
  handlers.set(queue, handler);
}

export async function enqueueJob(
  db: Database,
  queue: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
) {
  const [row] = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 3,
    })
    .returning({ id: jobs.id });
  return row?.id;
}

/**
 * Claims one due job. FOR UPDATE SKIP LOCKED lets several processes (web servers and
 * `npm run worker`) share the queue on PostgreSQL; on PGlite there is one process anyway.
 * A job whose runner died is claimed again after the lock times out.
 */
async function claim(db: Database) {
  const staleLock = sql`now() - interval '10 minutes'`;
  const result = await db.execute<{ id: string }>(sql`
    update ${jobs} set state = 'running', locked_at = now(), attempts = attempts + 1
    where id = (
      select id from ${jobs}
      where run_at <= now()
        and (state = 'queued' or (state = 'running' and locked_at < ${staleLock}))
        and attempts < max_attempts
      order by run_at
      limit 1
      for update skip locked
    )
    returning id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) ?? [];
  const id = rows[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job ?? null;
}

export async function runDueJobs(db: Database, log: FastifyBaseLogger, max = 10): Promise<number> {
  let ran = 0;
  while (ran < max) {
    const job = await claim(db);
    if (!job) break;
    ran += 1;
    const handler = handlers.get(job.queue);
    const setProgress = async (percent: number) => {
      await db
        .update(jobs)
        .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
        .where(eq(jobs.id, job.id));
    };
    try {
      if (!handler) throw new Error(`No handler for queue ${job.queue}`);
      const result = await handler(job.payload, { db, log, setProgress });
      await db
        .update(jobs)
        .set({ state: "done", progress: 100, result: result ?? null, lockedAt: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const finalAttempt = job.attempts >= job.maxAttempts;
      log.warn(
        { err: error, jobId: job.id, queue: job.queue, attempt: job.attempts },
        "job failed",
      );
      await db
        .update(jobs)
        .set({
          state: finalAttempt ? "failed" : "queued",
          lastError: error instanceof Error ? error.message : String(error),
          lockedAt: null,
          // Back off: 5 s, 25 s, 125 s…
          runAt: new Date(Date.now() + 5000 * 5 ** (job.attempts - 1)),
        })
        .where(eq(jobs.id, job.id));
    }
  }
  return ran;
}

export function startJobRunner(db: Database, log: FastifyBaseLogger, intervalMs = 1000) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = running
      .then(() => runDueJobs(db, log))
      .catch((error) => log.error({ err: error }, "job runner"));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export async function jobState(db: Database, id: string) {
  const [job] = await db
    .select({
      state: jobs.state,
      progress: jobs.progress,
      result: jobs.result,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  return job ?? null;
}
