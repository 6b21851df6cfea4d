import { and, eq, lt, or } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { LoadedSession, SessionStage } from "../../core/session.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { sessions } from "./session.table.ts";
import { hashToken, isWellFormedToken, newToken } from "./session-token.ts";

/** Only refresh last_seen_at once a minute, so reads stay reads. */
const touchIntervalMs = 60_000;

export function idleLifetimeMs(config: Config) {
  return config.SESSION_IDLE_MINUTES * 60_000;
}

function expiry(config: Config, lastSeenAt: Date, absoluteExpiresAt: Date): Date {
  const idle = new Date(lastSeenAt.getTime() + idleLifetimeMs(config));
  return idle < absoluteExpiresAt ? idle : absoluteExpiresAt;
}

export async function createSession(
  db: Database,
  config: Config,
  input: { userId: string; organizationId: string | null; stage: SessionStage; userAgent?: string },
): Promise<{ token: string; session: LoadedSession }> {
  const token = newToken();
  const now = new Date();
  const absoluteExpiresAt = new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      organizationId: input.organizationId,
      stage: input.stage,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt,
      userAgent: input.userAgent?.slice(0, 500),
    })
    .returning();
  if (!row) throw new Error("session insert returned nothing");
  return { token, session: toLoaded(config, row) };
}

function toLoaded(config: Config, row: typeof sessions.$inferSelect): LoadedSession {
  return {
    tokenHash: row.tokenHash,
    userId: row.userId,
    organizationId: row.organizationId,
    stage: row.stage,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    expiresAt: expiry(config, row.lastSeenAt, row.absoluteExpiresAt),
  };
}

/**
 * Finds the live session behind a cookie value. A malformed, unknown or expired token, a
 * deactivated user, or a deactivated organisation gives null (the caller is then anonymous).
 */
export async function loadSession(
  db: Database,
  config: Config,
  token: unknown,
): Promise<LoadedSession | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, userActive: users.active })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row?.userActive) return null;
  const now = new Date();
  const loaded = toLoaded(config, row.session);
  if (loaded.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (loaded.organizationId) {
    const [membership] = await db
      .select({ active: memberships.active, organizationActive: organizations.active })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(
        and(
          eq(memberships.userId, loaded.userId),
          ofOrganization(loaded.organizationId, memberships),
        ),
      )
      .limit(1);
    if (!membership?.active || !membership.organizationActive) return null;
  }
  if (now.getTime() - loaded.lastSeenAt.getTime() > touchIntervalMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    loaded.lastSeenAt = now;
    loaded.expiresAt = expiry(config, now, loaded.absoluteExpiresAt);
  }
  return loaded;
}

/** Extends the idle lifetime now (the refresh_session dialog's "stay signed in"). */
export async function touchSession(db: Database, config: Config, session: LoadedSession) {
  const now = new Date();
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(eq(sessions.tokenHash, session.tokenHash));
  session.lastSeenAt = now;
  session.expiresAt = expiry(config, now, session.absoluteExpiresAt);
  return session;
}

export async function endSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function endAllSessionsOfUser(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Ends a person's sessions in one organisation only: a member deactivated there (by SCIM) may
 * still belong to other organisations, where their sessions go on.
 */
export async function endSessionsOfUserInOrganization(
  db: Database,
  userId: string,
  organizationId: string,
) {
  await db
    .delete(sessions)
    .where(ofOrganization(organizationId, sessions, eq(sessions.userId, userId)));
}

/** Housekeeping: drop sessions that can no longer be used. */
export async function deleteExpiredSessions(db: Database, config: Config) {
  const idleCutoff = new Date(Date.now() - idleLifetimeMs(config));
  await db
    .delete(sessions)
    .where(or(lt(sessions.absoluteExpiresAt, new Date()), lt(sessions.lastSeenAt, idleCutoff)));
}
