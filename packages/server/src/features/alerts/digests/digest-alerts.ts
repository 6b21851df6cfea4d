import { alertLimits } from "@tierwise/common/alerts";
import type { AlertFilter } from "@tierwise/common/inputs/alerts";
import { inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { alerts } from "../alert.table.ts";
import { presentAlerts } from "../alert-presenter.ts";
import { matchingAlertIds } from "../alert-query.ts";
import type { AlertView } from "../alert-views.ts";
import type { AlertViewer } from "../alert-visibility.ts";

/** At most this many alerts are written out in one digest; the others are counted. */
export const digestListedAlerts = 20;

/** A feed's new alerts: the newest few in full, and how many there are (up to 101). */
export type FeedDigestAlerts = { alerts: AlertView[]; count: number };

const utcDay = (time: Date) => time.toISOString().slice(0, 10);

/**
 * The alerts of a feed published after `since`, as the person sees them on the feed page: the
 * alert engine's own read (alert-query), so visibility, scope, the filter and their read and
 * archived state all apply, newest first. The filter's start day moves up to since's day, which
 * keeps the scan to the last day or so; the few alerts of that day from before `since` are
 * dropped here. Counting stops at alertLimits.countLimit, like the unread marker.
 */
export async function newFeedAlerts(
  db: Database,
  viewer: AlertViewer,
  filter: AlertFilter,
  since: Date,
): Promise<FeedDigestAlerts> {
  const startDate =
    filter.startDate && filter.startDate > utcDay(since) ? filter.startDate : utcDay(since);
  if (filter.endDate && filter.endDate < startDate) return { alerts: [], count: 0 };
  const newestFirst = await matchingAlertIds(
    db,
    viewer,
    { ...filter, startDate },
    { limit: alertLimits.countLimit },
  );
  if (newestFirst.length === 0) return { alerts: [], count: 0 };
  const published = await db
    .select({ id: alerts.id, publishedAt: alerts.publishedAt })
    .from(alerts)
    .where(inArray(alerts.id, newestFirst));
  const afterSince = new Set(published.filter((a) => a.publishedAt > since).map((a) => a.id));
  const fresh = newestFirst.filter((id) => afterSince.has(id));
  return {
    alerts: await presentAlerts(db, viewer, fresh.slice(0, digestListedAlerts)),
    count: fresh.length,
  };
}
