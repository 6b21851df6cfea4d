import {
  type AlertScore,
  alertTimeWindows,
  defaultAlertMetadata,
  feedbackButtons,
  newsClasses,
} from "@tierwise/common/alerts";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import {
  alertCommodityLinks,
  alertCompanies,
  alertLocationLinks,
  alertLocations,
  alertMentions,
  alerts,
  alertUserMetadata,
  commodities,
} from "./alert.table.ts";
import { alertSubscriptions } from "./alert-subscription.table.ts";
import type {
  AlertCompanyView,
  AlertLocationView,
  AlertState,
  AlertUserMetadataView,
  AlertView,
  CommodityView,
} from "./alert-views.ts";
import { type AlertViewer, notUnlinked } from "./alert-visibility.ts";

/** Every column of an alert but its stored search words, which only the keyword filter reads. */
const { searchVector: _searchWords, ...shownColumns } = getTableColumns(alerts);

/**
 * Alerts as one viewer sees them, for a page of ids: a fixed number of statements whatever the
 * page size (the alerts, their companies minus those the organisation unlinked, mentions,
 * places, commodities, the organisation's matching subscriptions and the viewer's metadata).
 * Ids the viewer may not see must have been filtered out before.
 */
export async function presentAlerts(
  db: Database,
  viewer: AlertViewer,
  ids: readonly string[],
): Promise<AlertView[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, companyRows, mentionRows, locationRows, commodityRows, metadataRows] =
    await Promise.all([
      db.select(shownColumns).from(alerts).where(inArray(alerts.id, list)),
      db
        .select({
          alertId: sql<string>`l.alert_id`,
          id: companies.id,
          slug: companies.slug,
          name: companies.displayName,
          country: companies.countryCode,
          confidence: sql<number>`l.confidence`,
        })
        .from(sql`${alertCompanies} l`)
        .innerJoin(companies, sql`${companies.id} = l.company_id`)
        .where(sql`l.alert_id = any(${sql.param(list)}::uuid[]) and ${notUnlinked(viewer, "l")}`)
        .orderBy(sql`l.confidence desc`, companies.displayName),
      db
        .select({
          alertId: alertMentions.alertId,
          name: alertMentions.name,
          confidence: alertMentions.confidence,
          candidateId: companies.id,
          candidateSlug: companies.slug,
          candidateName: companies.displayName,
        })
        .from(alertMentions)
        .leftJoin(companies, eq(companies.id, alertMentions.candidateCompanyId))
        .where(inArray(alertMentions.alertId, list))
        .orderBy(sql`${alertMentions.confidence} desc`, alertMentions.name),
      db
        .select({ alertId: alertLocationLinks.alertId, location: alertLocations })
        .from(alertLocationLinks)
        .innerJoin(alertLocations, eq(alertLocations.id, alertLocationLinks.locationId))
        .where(inArray(alertLocationLinks.alertId, list))
        .orderBy(alertLocations.name),
      db
        .select({ alertId: alertCommodityLinks.alertId, commodity: commodities })
        .from(alertCommodityLinks)
        .innerJoin(commodities, eq(commodities.id, alertCommodityLinks.commodityId))
        .where(inArray(alertCommodityLinks.alertId, list))
        .orderBy(commodities.name),
      db
        .select()
        .from(alertUserMetadata)
        .where(
          and(
            eq(alertUserMetadata.userId, viewer.userId),
            inArray(alertUserMetadata.alertId, list),
          ),
        ),
    ]);
  const subscriptions = await organizationSubscriptionsAmong(db, viewer, {
    companyIds: companyRows.map((row) => row.id),
    locationIds: locationRows.map((row) => row.location.id),
    commodityIds: commodityRows.map((row) => row.commodity.id),
  });
  const byAlert = <T extends { alertId: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(item.alertId, [...(map.get(item.alertId) ?? []), item]);
    return (alertId: string) => map.get(alertId) ?? [];
  };
  const companiesOf = byAlert(companyRows);
  const mentionsOf = byAlert(mentionRows);
  const locationsOf = byAlert(locationRows);
  const commoditiesOf = byAlert(commodityRows);
  const metadataOf = new Map(metadataRows.map((row) => [row.alertId, row]));
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return list.flatMap((id) => {
    const row = rowOf.get(id);
    if (!row) return [];
    const linked: AlertCompanyView[] = companiesOf(id).map(({ alertId: _, ...company }) => ({
      ...company,
      subscribed: viewer.allAlertsAccess || subscriptions.companies.has(company.id),
    }));
    const locations: AlertLocationView[] = locationsOf(id).map((link) => link.location);
    const commodityList: CommodityView[] = commoditiesOf(id).map((link) => link.commodity);
    return [
      {
        ...row,
        companies: linked,
        mentions: mentionsOf(id).map((mention) => ({
          name: mention.name,
          confidence: mention.confidence,
          candidate: mention.candidateId
            ? {
                id: mention.candidateId,
                slug: mention.candidateSlug as string,
                name: mention.candidateName as string,
              }
            : null,
        })),
        locations,
        commodities: commodityList,
        subscribedEntities: [
          ...linked
            .filter((company) => subscriptions.companies.has(company.id))
            .map((company) => `company:${company.name}`),
          ...locations.filter((l) => subscriptions.locations.has(l.id)).map((l) => l.topic),
          ...commodityList.filter((c) => subscriptions.commodities.has(c.id)).map((c) => c.topic),
        ],
        dataPoint: {
          provider: row.provider,
          sourceUrl: row.sourceUrl,
          newsClasses: newsClasses.filter((c) => row.newsClasses.includes(c.id)),
        },
        periodInfo: row.periodInfo
          ? {
              pctChange: row.periodInfo.pct_change,
              timeWindow: row.periodInfo.time_window,
              timeWindowLabel:
                alertTimeWindows.find((w) => w.key === row.periodInfo?.time_window)?.label ??
                row.periodInfo.time_window,
            }
          : null,
        userMetadata: metadataView(metadataOf.get(id)),
      },
    ];
  });
}

/** A person's state of an alert from their row; the defaults of spec 3 §3 without one. */
export function alertStateOf(row: typeof alertUserMetadata.$inferSelect | undefined): AlertState {
  if (!row) return { ...defaultAlertMetadata, reason: null };
  const { read, readAt, archived, score, scoreFeedback, reason } = row;
  return { read, readAt, archived, score: score as AlertScore, scoreFeedback, reason };
}

function metadataView(
  row: typeof alertUserMetadata.$inferSelect | undefined,
): AlertUserMetadataView {
  const state = alertStateOf(row);
  const buttons = feedbackButtons(state);
  return {
    ...state,
    relevantDisabled: buttons.relevantDisabled,
    notRelevantDisabled: buttons.notRelevantDisabled,
  };
}

/** Which of these companies, locations and commodities the organisation subscribes to. */
async function organizationSubscriptionsAmong(
  db: Database,
  viewer: AlertViewer,
  among: { companyIds: string[]; locationIds: string[]; commodityIds: string[] },
) {
  const found = {
    companies: new Set<string>(),
    locations: new Set<string>(),
    commodities: new Set<string>(),
  };
  const ids = [...among.companyIds, ...among.locationIds, ...among.commodityIds];
  if (ids.length === 0) return found;
  const list = sql`${sql.param([...new Set(ids)])}::uuid[]`;
  const rows = await db
    .select({
      companyId: alertSubscriptions.companyId,
      locationId: alertSubscriptions.locationId,
      commodityId: alertSubscriptions.commodityId,
    })
    .from(alertSubscriptions)
    .where(
      sql`${alertSubscriptions.organizationId} = ${viewer.organizationId} and (
        ${alertSubscriptions.companyId} = any(${list}) or ${alertSubscriptions.locationId} = any(${list})
        or ${alertSubscriptions.commodityId} = any(${list}))`,
    );
  for (const row of rows) {
    if (row.companyId) found.companies.add(row.companyId);
    if (row.locationId) found.locations.add(row.locationId);
    if (row.commodityId) found.commodities.add(row.commodityId);
  }
  return found;
}
