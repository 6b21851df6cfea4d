import { limits } from "@tierwise/common/limits";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";

type LockState = { failedLoginCount: number; lockedUntil: Date | null };

export function isLocked(user: LockState, now: Date): user is LockState & { lockedUntil: Date } {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/** Failures that still count: after a lock has run out, counting starts again from zero. */
export function countedFailures(user: LockState, now: Date): number {
  return user.lockedUntil !== null && user.lockedUntil <= now ? 0 : user.failedLoginCount;
}

export function remainingAttempts(failures: number): number {
  return Math.max(0, limits.loginMaxAttempts - failures);
}

/**
 * Counts one failed attempt (password or TOTP code) in a single UPDATE, so concurrent attempts
 * cannot both see "4 so far". The 5th consecutive failure locks the account for 5 minutes.
 */
export async function recordFailedAttempt(
  db: Database,
  userId: string,
  now: Date,
): Promise<LockState> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const lockValue = sql`${new Date(now.getTime() + limits.lockoutMinutes * 60_000).toISOString()}::timestamptz`;
  const lockRanOut = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${nowValue})`;
  const failures = sql`(case when ${lockRanOut} then 1 else ${users.failedLoginCount} + 1 end)`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: failures,
      lockedUntil: sql`case when ${failures} >= ${limits.loginMaxAttempts} then ${lockValue}
        when ${lockRanOut} then null else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  if (!row) throw new Error("user vanished while counting a failed sign-in");
  return row;
}
