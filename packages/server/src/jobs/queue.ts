import { and, eq, sql } from "drizzle-orm";
import type { ActorRef } from "../core/load-actor.ts";
import type { Database } from "../db/client.ts";
import { jobs } from "./job.table.ts";

export type Job = typeof jobs.$inferSelect;

export type EnqueueOptions = {
  runAt?: Date;
  maxAttempts?: number;
  /**
   * At most one queued or running job per key: enqueueing again while one is waiting or
   * running returns that job's id instead of adding a second (a unique partial index decides,
   * so two processes racing get the same answer).
   */
  singletonKey?: string;
  /** The person the job runs as; omitted for system work (cleanups, schedules). */
  actor?: ActorRef;
};

/**
 * Adds a job. Called with the transaction that makes the change the job is about, so the job
 * exists exactly when the change does.
 */
export async function enqueueJob(
  db: Database,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 3,
      singletonKey: options.singletonKey ?? null,
      actorUserId: options.actor?.userId ?? null,
      actorOrganizationId: options.actor?.organizationId ?? null,
    })
    .onConflictDoNothing({
      target: jobs.singletonKey,
      where: sql`state in ('queued', 'running')`,
    })
    .returning({ id: jobs.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(eq(jobs.singletonKey, options.singletonKey ?? ""), sql`state in ('queued', 'running')`),
    )
    .limit(1);
  if (!existing) throw new Error(`job ${queue} was neither added nor found`);
  return existing.id;
}

/**
 * Adds many jobs of one queue in one statement (no singleton keys): a fan-out of thousands
 * (webhook deliveries) costs one round trip, not one each.
 */
export async function enqueueJobs(
  db: Database,
  queue: string,
  payloads: readonly Record<string, unknown>[],
  options: Pick<EnqueueOptions, "runAt" | "maxAttempts"> = {},
): Promise<void> {
  if (payloads.length === 0) return;
  await db.insert(jobs).values(
    payloads.map((payload) => ({
      queue,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 3,
    })),
  );
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows?: T[] }).rows) ?? [];
}

/**
 * Claims one due job of the given queues with a fresh lease and lock token. FOR UPDATE SKIP
 * LOCKED lets several workers share the queue on PostgreSQL without taking the same job; a
 * running job whose lease ran out (its worker died) is due again.
 */
export async function claimJob(
  db: Database,
  queues: readonly string[],
  leaseSeconds: number,
): Promise<Job | null> {
  if (queues.length === 0) return null;
  const expired = sql`now() - make_interval(secs => ${leaseSeconds})`;
  const queueList = sql.join(
    queues.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const result = await db.execute<{ id: string }>(sql`
    update ${jobs} set state = 'running', locked_at = now(), lock_token = gen_random_uuid(),
      attempts = attempts + 1
    where id = (
      select id from ${jobs}
      where queue in (${queueList}) and run_at <= now() and attempts < max_attempts
        and state in ('queued', 'running')
        and (state = 'queued' or locked_at < ${expired})
      order by run_at
      limit 1
      for update skip locked
    )
    returning id`);
  const id = rowsOf<{ id: string }>(result)[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job ?? null;
}

/**
 * A job whose worker died on its last attempt is not due again: it is failed, visibly, so
 * nobody waits for it forever.
 */
export async function failAbandonedJobs(db: Database, leaseSeconds: number): Promise<number> {
  const result = await db
    .update(jobs)
    .set({
      state: "failed",
      lockToken: null,
      finishedAt: new Date(),
      lastError: "The worker running this job stopped before it finished.",
    })
    .where(
      sql`state = 'running' and attempts >= max_attempts
        and locked_at < now() - make_interval(secs => ${leaseSeconds})`,
    )
    .returning({ id: jobs.id });
  return result.length;
}

/** The lease is still this worker's: the fence for every write a running job makes. */
function stillMine(job: Pick<Job, "id" | "lockToken">) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.lockToken, job.lockToken ?? ""),
    eq(jobs.state, "running"),
  );
}

/** Renews the lease; false when another worker has taken the job meanwhile. */
export async function renewLease(db: Database, job: Job): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedAt: new Date() })
    .where(stillMine(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function reportProgress(db: Database, job: Job, percent: number): Promise<void> {
  await db
    .update(jobs)
    .set({ progress: Math.max(0, Math.min(100, Math.round(percent))), lockedAt: new Date() })
    .where(stillMine(job));
}

/** Marks the job done, only while the lease is this worker's; false means the result is void. */
export async function completeJob(
  db: Database,
  job: Job,
  result: Record<string, unknown> | undefined,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: "done",
      progress: 100,
      result: result ?? null,
      lockedAt: null,
      lockToken: null,
      finishedAt: new Date(),
    })
    .where(stillMine(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Backoff between attempts: 5 s, 25 s, 125 s… */
export function retryDelayMs(attempt: number): number {
  return 5000 * 5 ** Math.max(0, attempt - 1);
}

/** Records the error; the job is queued again after a backoff, or failed on its last attempt. */
export async function failJob(db: Database, job: Job, error: unknown): Promise<"retry" | "failed"> {
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      state: final ? "failed" : "queued",
      lastError: error instanceof Error ? error.message : String(error),
      lockedAt: null,
      lockToken: null,
      finishedAt: final ? new Date() : null,
      runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
    })
    .where(stillMine(job));
  return final ? "failed" : "retry";
}

/** What the web shows of a job: its state, progress, and the error of a failed one. */
export async function jobState(db: Database, id: string) {
  const [job] = await db
    .select({
      state: jobs.state,
      progress: jobs.progress,
      attempts: jobs.attempts,
      result: jobs.result,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  return job ?? null;
}
