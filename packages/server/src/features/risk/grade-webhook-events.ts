import { and, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { portfolioCompanies } from "../portfolios/portfolio.table.ts";
import {
  listeningOrganizations,
  recordWebhookEvents,
  type WebhookEvent,
} from "../webhooks/webhook-events.ts";

export type GradeChange = { companyId: string; grade: string; previousGrade: string };

/**
 * risk.grade_changed: a custom configuration's moves go to its organisation; the default
 * configuration's to every organisation holding the company in a portfolio.
 */
export async function recordGradeChangeEvents(
  db: Database,
  config: { id: string; organizationId: string | null },
  changes: readonly GradeChange[],
) {
  if (changes.length === 0) return 0;
  const listening = await listeningOrganizations(db, "risk.grade_changed");
  const audience = config.organizationId
    ? listening.filter((id) => id === config.organizationId)
    : listening;
  if (audience.length === 0) return 0;
  const holders = await db
    .selectDistinct({
      organizationId: portfolioCompanies.organizationId,
      companyId: portfolioCompanies.companyId,
    })
    .from(portfolioCompanies)
    .where(
      and(
        inArray(portfolioCompanies.organizationId, audience),
        inArray(
          portfolioCompanies.companyId,
          changes.map((change) => change.companyId),
        ),
      ),
    );
  const byCompany = new Map(changes.map((change) => [change.companyId, change]));
  const events: WebhookEvent[] = holders.map(({ organizationId, companyId }) => ({
    organizationId,
    type: "risk.grade_changed",
    data: { configId: config.id, ...byCompany.get(companyId) },
  }));
  return recordWebhookEvents(db, events);
}
