import type { AlertPolarity, AlertSeverity, AlertType, NewsClassId } from "@tierwise/common/alerts";
import type { NewAlertLocation } from "../../alert-write.ts";

/**
 * One article or event of a provider feed, read from any of the formats (GDELT GKG, GDELT
 * Events, JSON, CSV) and not yet matched to known companies. Organisations are names as the
 * source wrote them; import-alert-feed.ts decides which are company links and which mentions.
 */
export type FeedItem = {
  /** Unique within the provider: the alert's sourceKey is provider + this. */
  sourceId: string;
  provider: string;
  title: string;
  body: string | null;
  publishedAt: Date;
  occurredAt: Date | null;
  url: string | null;
  /** Names of organisations, with the country the source places each in (ISO alpha-2) if any. */
  organisations: { name: string; countryCode: string | null }[];
  /** Known company ids the provider itself links (a feed of our own exports, say). */
  companyIds: string[];
  locations: NewAlertLocation[];
  commodities: string[];
  /** Set by the source; otherwise the rules' news classifier reads the title and body. */
  type: AlertType | null;
  classes: NewsClassId[] | null;
  polarity: AlertPolarity | null;
  severity: AlertSeverity | null;
};

/** A row as read: an item, or why the row cannot become one (with its row number). */
export type FeedRow =
  | { row: number; item: FeedItem; problem?: undefined }
  | { row: number; item?: undefined; problem: string };

export const feedFormats = ["gdelt-gkg", "gdelt-events", "json", "csv"] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** GDELT's tone (about -10 … +10 for most articles) as a polarity: clearly negative or positive only. */
export function polarityOfTone(tone: number | null): AlertPolarity | null {
  if (tone === null || Number.isNaN(tone)) return null;
  if (tone <= -2) return "NEGATIVE";
  if (tone >= 2) return "POSITIVE";
  return "neutral";
}
