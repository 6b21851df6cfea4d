import { Cron } from "croner";
import { eq, lte, sql } from "drizzle-orm";
import type { JobDefinition } from "../core/feature.ts";
import type { Database } from "../db/client.ts";
import { jobSchedules } from "./job.table.ts";
import { enqueueJob } from "./queue.ts";

/** The next time a cron expression fires after `after` (UTC). Throws on a bad expression. */
export function nextCronRun(cron: string, after: Date): Date {
  const next = new Cron(cron, { paused: true, timezone: "UTC" }).nextRun(after);
  if (!next) throw new Error(`cron "${cron}" never fires again`);
  return next;
}

/**
 * Writes the features' schedules to the database. A schedule keeps its next run across
 * restarts, unless its cron expression changed; then it starts again from now.
 */
export async function registerSchedules(
  db: Database,
  definitions: readonly JobDefinition[],
  now = new Date(),
): Promise<void> {
  for (const { queue, schedule } of definitions) {
    if (!schedule) continue;
    const nextRunAt = nextCronRun(schedule.cron, now);
    await db
      .insert(jobSchedules)
      .values({ name: schedule.name, queue, cron: schedule.cron, nextRunAt })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: {
          queue,
          cron: schedule.cron,
          nextRunAt: sql`case when ${jobSchedules.cron} = excluded.cron
            then ${jobSchedules.nextRunAt} else excluded.next_run_at end`,
        },
      });
  }
}

/**
 * Turns every due schedule into one job. The row lock (SKIP LOCKED) means one worker among
 * several takes a tick; the singleton key means a tick whose previous job is still waiting or
 * running adds nothing, so a slow job never piles up behind itself.
 */
export async function enqueueDueSchedules(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(jobSchedules)
      .where(lte(jobSchedules.nextRunAt, now))
      .for("update", { skipLocked: true });
    for (const schedule of due) {
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextCronRun(schedule.cron, now), lastRunAt: now })
        .where(eq(jobSchedules.name, schedule.name));
      await enqueueJob(
        tx,
        schedule.queue,
        { schedule: schedule.name, scheduledFor: schedule.nextRunAt.toISOString() },
        { singletonKey: `schedule:${schedule.name}` },
      );
    }
    return due.length;
  });
}
