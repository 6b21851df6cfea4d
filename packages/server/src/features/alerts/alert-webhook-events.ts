import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  listeningOrganizations,
  recordWebhookEvents,
  type WebhookEvent,
} from "../webhooks/webhook-events.ts";
import { alertCompanies, alerts, alertVisibility } from "./alert.table.ts";

/**
 * alert.created for each organisation that follows a company, place or commodity of the new
 * alerts (their alert_visibility rows, written by triggers in the same transaction).
 */
export async function recordAlertEvents(tx: Database, alertIds: readonly string[]) {
  if (alertIds.length === 0) return 0;
  const listening = await listeningOrganizations(tx, "alert.created");
  if (listening.length === 0) return 0;
  const seen = await tx
    .select({
      organizationId: alertVisibility.organizationId,
      id: alerts.id,
      title: alerts.title,
      type: alerts.type,
      severity: alerts.severity,
      polarity: alerts.polarity,
      publishedAt: alerts.publishedAt,
      sourceUrl: alerts.sourceUrl,
    })
    .from(alertVisibility)
    .innerJoin(alerts, eq(alerts.id, alertVisibility.alertId))
    .where(
      and(
        inArray(alertVisibility.alertId, [...alertIds]),
        inArray(alertVisibility.organizationId, listening),
      ),
    );
  if (seen.length === 0) return 0;
  const links = await tx
    .select({ alertId: alertCompanies.alertId, companyId: alertCompanies.companyId })
    .from(alertCompanies)
    .where(inArray(alertCompanies.alertId, [...new Set(seen.map((row) => row.id))]));
  const events: WebhookEvent[] = seen.map(({ organizationId, publishedAt, ...alert }) => ({
    organizationId,
    type: "alert.created",
    data: {
      alert: {
        ...alert,
        publishedAt: publishedAt.toISOString(),
        companyIds: links.filter((l) => l.alertId === alert.id).map((l) => l.companyId),
      },
    },
  }));
  return recordWebhookEvents(tx, events);
}
