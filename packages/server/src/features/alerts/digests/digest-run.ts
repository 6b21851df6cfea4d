import { alertFilterSchema } from "@tierwise/common/inputs/alerts";
import { can } from "@tierwise/common/policy/can";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../../config.ts";
import { requireTenant, type TenantActor } from "../../../core/actor.ts";
import { loadActor } from "../../../core/load-actor.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { memberships } from "../../../db/membership.table.ts";
import { users } from "../../../db/user.table.ts";
import { enqueueJob } from "../../../jobs/queue.ts";
import { createMailer, type Mailer } from "../../../mail/mailer.ts";
import { notificationPreferencesOf } from "../../auth/account.service.ts";
import { alertFeeds, alertFeedUserConfigs } from "../alert-feed.table.ts";
import { type AlertViewer, alertViewerOf } from "../alert-visibility.ts";
import { visibleFeeds } from "../feeds/feed-read.service.ts";
import { type FeedConfigKey, feedConfigOf } from "../feeds/feed-user-config.service.ts";
import { newFeedAlerts } from "./digest-alerts.ts";
import { feedDigestMail } from "./digest-mail.ts";

export const digestScheduleQueue = "alerts.digests";
export const digestMailQueue = "alerts.digest-mail";

type RunTools = { db: Database; config: Config; log: FastifyBaseLogger };

/**
 * Turning e-mail on sets lastDigestAt; a config with e-mail on but none (written some other way,
 * such as seed data) looks back a day rather than over the feed's whole history.
 */
const firstDigestLookBackMs = 24 * 60 * 60 * 1000;

/**
 * The hourly run: queues one digest job for every person and organisation whose hour it is —
 * their preferred e-mail hour, or ALERT_DIGEST_DEFAULT_HOUR — and who has e-mail on for a feed.
 * The hour is the schedule's own (payload.scheduledFor), so a run that starts late still
 * serves the hour it was for. Each person's job retries on its own if their mail fails.
 */
export async function queueDueDigests(
  tools: RunTools,
  payload: Record<string, unknown>,
): Promise<{ hour: number; queued: number }> {
  const scheduledFor = typeof payload.scheduledFor === "string" ? payload.scheduledFor : null;
  const hour = (scheduledFor ? new Date(scheduledFor) : new Date()).getUTCHours();
  const personsHour = sql`coalesce((${users.preferences}->>'preferredEmailHour')::int, ${tools.config.ALERT_DIGEST_DEFAULT_HOUR}::int)`;
  const due = await tools.db
    .selectDistinct({
      userId: alertFeedUserConfigs.userId,
      organizationId: alertFeedUserConfigs.organizationId,
    })
    .from(alertFeedUserConfigs)
    .innerJoin(users, eq(users.id, alertFeedUserConfigs.userId))
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, alertFeedUserConfigs.userId),
        // Every organisation's digests are due in one run: the member must still belong to the
        // organisation the config is in.
        sql`${memberships.organizationId} = ${alertFeedUserConfigs.organizationId}`,
        eq(memberships.active, true),
      ),
    )
    .where(
      and(
        eq(alertFeedUserConfigs.emailNotifications, true),
        eq(users.active, true),
        sql`${personsHour} = ${hour}::int`,
      ),
    );
  for (const person of due)
    await enqueueJob(tools.db, digestMailQueue, person, {
      singletonKey: `${digestMailQueue}:${person.userId}:${person.organizationId}`,
    });
  return { hour, queued: due.length };
}

/**
 * One person's digests in one organisation: a mail per feed with e-mail on and new alerts.
 * Nothing goes to someone who can no longer read alerts there, or who set "Risk alerts" e-mails
 * to never on the account page.
 */
export async function sendPersonDigests(
  tools: RunTools,
  ref: { userId: string; organizationId: string },
  now = new Date(),
): Promise<{ sent: number }> {
  const loaded = await loadActor(tools.db, ref);
  if (!loaded?.organization || !can(loaded, "alerts.read")) return { sent: 0 };
  const alertMails = notificationPreferencesOf(loaded.user).find((n) => n.type === "alerts");
  if (alertMails?.frequency === "never") return { sent: 0 };
  const actor = requireTenant(loaded);
  const feeds = await tools.db
    .select({ feed: alertFeeds, lastDigestAt: alertFeedUserConfigs.lastDigestAt })
    .from(alertFeedUserConfigs)
    .innerJoin(alertFeeds, eq(alertFeeds.id, alertFeedUserConfigs.feedId))
    .where(
      ownedBy(
        actor,
        alertFeedUserConfigs,
        eq(alertFeedUserConfigs.userId, actor.userId),
        eq(alertFeedUserConfigs.emailNotifications, true),
        visibleFeeds(actor),
      ),
    );
  if (feeds.length === 0) return { sent: 0 };
  const viewer = await alertViewerOf(tools.db, actor);
  const mailer = createMailer(tools.db, tools.config, tools.log);
  let sent = 0;
  try {
    for (const { feed, lastDigestAt } of feeds) {
      const key = { feedId: feed.id, userId: actor.userId, organizationId: actor.organizationId };
      const digest = { key, feed, previous: lastDigestAt, now };
      if (await sendFeedDigest(tools, mailer, actor, viewer, digest)) sent += 1;
    }
  } finally {
    mailer.close();
  }
  return { sent };
}

/**
 * One feed's digest. lastDigestAt moves to `now` before the mail goes out and back if sending
 * fails, so a retry sends it once, and a second worker holding the same job finds nothing to
 * claim. A feed with no new alerts sends nothing (and still moves on).
 */
async function sendFeedDigest(
  tools: RunTools,
  mailer: Mailer,
  actor: TenantActor,
  viewer: AlertViewer,
  digest: {
    key: FeedConfigKey;
    feed: typeof alertFeeds.$inferSelect;
    previous: Date | null;
    now: Date;
  },
): Promise<boolean> {
  const { key, feed, previous, now } = digest;
  const claimed = await tools.db
    .update(alertFeedUserConfigs)
    .set({ lastDigestAt: now })
    .where(
      and(
        feedConfigOf(key),
        or(isNull(alertFeedUserConfigs.lastDigestAt), lt(alertFeedUserConfigs.lastDigestAt, now)),
      ),
    )
    .returning({ feedId: alertFeedUserConfigs.feedId });
  if (claimed.length === 0) return false;
  try {
    const filter = alertFilterSchema.safeParse(feed.filter);
    if (!filter.success) {
      tools.log.warn({ feedId: feed.id }, "alert feed filter no longer parses; no digest");
      return false;
    }
    const since = previous ?? new Date(now.getTime() - firstDigestLookBackMs);
    const found = await newFeedAlerts(tools.db, viewer, filter.data, since);
    if (found.count === 0) return false;
    const message = await feedDigestMail(tools.db, tools.config, {
      to: actor.user.email,
      key,
      feed,
      organizationName: actor.organization.name,
      since,
      found,
    });
    await mailer.send(message);
    return true;
  } catch (error) {
    await tools.db
      .update(alertFeedUserConfigs)
      .set({ lastDigestAt: previous })
      .where(and(feedConfigOf(key), eq(alertFeedUserConfigs.lastDigestAt, now)));
    throw error;
  }
}
