import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const jobStates = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof jobStates)[number];

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    queue: text("queue").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state", { enum: jobStates }).notNull().default("queued"),
    /** 0–100, for progress bars on long work. */
    progress: integer("progress").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lease: a running job whose worker has not renewed this for a lease period is taken
     * by another worker (its own worker died, e.g. kill -9).
     */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /**
     * New on every claim. Progress, renewal and completion only apply while the token is still
     * the job's, so a worker that lost its lease cannot finish the job a second time.
     */
    lockToken: uuid("lock_token"),
    /** At most one queued or running job per key (a schedule's tick, "rescore company X"). */
    singletonKey: text("singleton_key"),
    /** Who queued the job: it runs as this person, loaded again when it runs. */
    actorUserId: uuid("actor_user_id"),
    actorOrganizationId: uuid("actor_organization_id"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index().on(t.state, t.runAt),
    // What a claim reads: the due jobs of its queues in run_at order. Without it, a claim with
    // 9,000 webhook deliveries queued read and sorted all of them (26 ms a claim, not 0.1 ms).
    index("jobs_claimable").on(t.queue, t.runAt).where(sql`state in ('queued', 'running')`),
    uniqueIndex("jobs_singleton_key_active")
      .on(t.singletonKey)
      .where(sql`state in ('queued', 'running')`),
  ],
);

/** A feature's cron-like schedule: when it next enqueues a job on its queue. */
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  queue: text("queue").notNull(),
  cron: text("cron").notNull(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});
