import { alertPolarityLabels, alertTypeLabels, shownUnreadCount } from "@tierwise/common/alerts";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import type { MailMessage } from "../../../mail/mailer.ts";
import type { AlertView } from "../alert-views.ts";
import type { FeedConfigKey } from "../feeds/feed-user-config.service.ts";
import type { FeedDigestAlerts } from "./digest-alerts.ts";
import { feedUnsubscribeLink } from "./feed-unsubscribe-link.ts";

export type DigestFeed = { id: string; slug: string | null; name: string };

/** "2026-11-26 08:00 UTC": digests go out by UTC hour, so their times say UTC too. */
const utcMinute = (time: Date) => `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A default feed has its own route (/alerts/{slug}); the others open as the feedId filter. */
export const feedPath = (feed: DigestFeed) =>
  feed.slug ? `/alerts/${feed.slug}` : `/alerts/everything?feedId=${feed.id}`;

function alertLines(config: Config, alert: AlertView): string[] {
  const facts = [
    alert.severity,
    alertTypeLabels[alert.type],
    alertPolarityLabels[alert.polarity],
    alert.companies.map((company) => company.name).join(", "),
    utcMinute(alert.publishedAt),
  ].filter(Boolean);
  return [
    `• ${alert.title}`,
    `  ${facts.join(" · ")}`,
    `  ${config.publicUrl}/alerts/everything?alertId=${alert.id}`,
  ];
}

/**
 * One digest: a feed's new alerts since the last one, the newest written out, a link to the
 * feed for the rest, and a signed link that turns this feed's e-mails off without signing in.
 */
export async function feedDigestMail(
  db: Database,
  config: Config,
  input: {
    to: string;
    key: FeedConfigKey;
    feed: DigestFeed;
    organizationName: string;
    since: Date;
    found: FeedDigestAlerts;
  },
): Promise<MailMessage> {
  const { feed, found } = input;
  const shown = shownUnreadCount(found.count);
  const amount = shown.overTheThreshold ? `More than ${shown.count}` : String(shown.count);
  const noun = found.count === 1 ? "alert" : "alerts";
  const feedLink = `${config.publicUrl}${feedPath(feed)}`;
  const unsubscribe = await feedUnsubscribeLink(db, config, input.key);
  const rest = found.count - found.alerts.length;
  const text = [
    `${amount} new ${noun} in your "${feed.name}" feed (${input.organizationName}) since ${utcMinute(input.since)}:`,
    "",
    ...found.alerts.flatMap((alert) => [...alertLines(config, alert), ""]),
    rest > 0
      ? `${shown.overTheThreshold ? "More" : `${rest} more`} in the feed: ${feedLink}`
      : `Open the feed: ${feedLink}`,
    "",
    "--",
    `You receive this e-mail because e-mail notifications are on for the "${feed.name}" alert feed. To stop them for this feed, open ${unsubscribe}`,
    "",
  ].join("\n");
  return {
    to: input.to,
    subject: `${amount} new ${noun} in "${feed.name}"`,
    text,
    links: [feedLink, unsubscribe],
  };
}
