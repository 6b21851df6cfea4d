import type { LocationLevel } from "@tierwise/common/alerts";
import { alertLimits, locationTopicPrefix } from "@tierwise/common/alerts";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  alertCommodityLinks,
  alertCompanies,
  alertLocationLinks,
  alertLocations,
  alertMentions,
  alerts,
  commodities,
} from "./alert.table.ts";
import { recordAlertEvents } from "./alert-webhook-events.ts";

/** A place an alert is about; found or added by its topic. */
export type NewAlertLocation = { level: LocationLevel; name: string; countryCode?: string | null };

/**
 * An alert as every source hands it to the engine (the rules engine, the feed importers, the
 * demo generator). `companies` are confident links only (confidence at least
 * alertLimits.companyLinkConfidence); names a source is less sure of go in `mentions`.
 */
export type NewAlert = Omit<typeof alerts.$inferInsert, "id" | "createdAt"> & {
  companies?: { companyId: string; confidence: number }[];
  mentions?: { name: string; candidateCompanyId?: string | null; confidence: number }[];
  locations?: NewAlertLocation[];
  /** Commodity names, e.g. "Copper" (topic resource:copper). */
  commodities?: string[];
};

export const locationTopic = (location: NewAlertLocation) =>
  `${locationTopicPrefix[location.level]}:${(location.level === "Country" ? (location.countryCode ?? location.name) : location.name).trim()}`;
export const commodityTopic = (name: string) => `resource:${name.trim().toLowerCase()}`;

/**
 * Stores new alerts with their links in one transaction and returns the ids of those that were
 * new (an alert whose sourceKey exists already is skipped, so raising or importing twice is
 * harmless). The link inserts fan the alerts out to the organisations that subscribe to a
 * linked company, location or commodity: database triggers add their alert_visibility rows in
 * the same transaction (alert-visibility.ts, the alerts_read_side migration).
 */
export async function insertAlerts(db: Database, batch: readonly NewAlert[]): Promise<string[]> {
  if (batch.length === 0) return [];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(alerts)
      .values(
        batch.map(({ companies: _c, mentions: _m, locations: _l, commodities: _k, ...row }) => row),
      )
      .onConflictDoNothing({ target: alerts.sourceKey })
      .returning({ id: alerts.id, sourceKey: alerts.sourceKey, publishedAt: alerts.publishedAt });
    const byKey = new Map(inserted.map((row) => [row.sourceKey, row]));
    const fresh = batch.filter((alert) => byKey.has(alert.sourceKey));
    const locationIds = await upsertByTopic(
      tx,
      "location",
      fresh.flatMap((alert) => alert.locations ?? []),
    );
    const commodityIds = await upsertByTopic(
      tx,
      "commodity",
      fresh.flatMap((alert) => alert.commodities ?? []),
    );
    const companyLinks: (typeof alertCompanies.$inferInsert)[] = [];
    const mentionRows: (typeof alertMentions.$inferInsert)[] = [];
    const locationLinks: (typeof alertLocationLinks.$inferInsert)[] = [];
    const commodityLinks: (typeof alertCommodityLinks.$inferInsert)[] = [];
    for (const alert of fresh) {
      const { id: alertId, publishedAt } = byKey.get(alert.sourceKey) as (typeof inserted)[number];
      for (const link of alert.companies ?? []) {
        // A source must hand weak names over as mentions; a weak link would feed scores.
        if (link.confidence < alertLimits.companyLinkConfidence)
          throw new Error(`alert ${alert.sourceKey}: company link below the link confidence`);
        companyLinks.push({ alertId, ...link, publishedAt });
      }
      for (const mention of alert.mentions ?? []) mentionRows.push({ alertId, ...mention });
      for (const location of new Set((alert.locations ?? []).map(locationTopic)))
        locationLinks.push({
          alertId,
          locationId: locationIds.get(location) as string,
          publishedAt,
        });
      for (const commodity of new Set((alert.commodities ?? []).map(commodityTopic)))
        commodityLinks.push({
          alertId,
          commodityId: commodityIds.get(commodity) as string,
          publishedAt,
        });
    }
    if (companyLinks.length)
      await tx.insert(alertCompanies).values(companyLinks).onConflictDoNothing();
    if (mentionRows.length)
      await tx.insert(alertMentions).values(mentionRows).onConflictDoNothing();
    if (locationLinks.length)
      await tx.insert(alertLocationLinks).values(locationLinks).onConflictDoNothing();
    if (commodityLinks.length)
      await tx.insert(alertCommodityLinks).values(commodityLinks).onConflictDoNothing();
    await recordAlertEvents(
      tx,
      inserted.map((row) => row.id),
    );
    return inserted.map((row) => row.id);
  });
}

/** Finds or adds the locations or commodities by topic; returns topic → id. */
async function upsertByTopic(
  db: Database,
  kind: "location" | "commodity",
  items: readonly (NewAlertLocation | string)[],
): Promise<Map<string, string>> {
  const wanted = new Map<
    string,
    typeof alertLocations.$inferInsert | typeof commodities.$inferInsert
  >();
  for (const item of items) {
    if (typeof item === "string")
      wanted.set(commodityTopic(item), { name: item.trim(), topic: commodityTopic(item) });
    else wanted.set(locationTopic(item), { ...item, topic: locationTopic(item) });
  }
  if (wanted.size === 0) return new Map();
  const table = kind === "location" ? alertLocations : commodities;
  await db
    .insert(table)
    // biome-ignore lint/suspicious/noExplicitAny: the two tables share id, name and topic
    .values([...wanted.values()] as any)
    .onConflictDoNothing();
  const rows = await db
    .select({ id: table.id, topic: table.topic })
    .from(table)
    .where(inArray(table.topic, [...wanted.keys()]));
  return new Map(rows.map((row) => [row.topic, row.id]));
}
