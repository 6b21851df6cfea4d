import { eq, isNull } from "drizzle-orm";
import { seedId } from "../../core/deterministic-id.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { alertSubscriptions } from "./alert-subscription.table.ts";

/**
 * Acme follows the companies of its demo portfolios, as a customer does on its first day: one
 * company subscription each (spec 3 §3 "Entity subscription"), made by admin@acme.test. With
 * them its members see those companies' alerts (feeds, digests, AI reports, dashboards) and the
 * companies' alerts icon is enabled (spec 3 §2); other companies stay disabled, as for a
 * customer. Needs the portfolios; before or after the demo alerts alike (the visibility
 * triggers follow both). Deterministic ids, safe to run twice.
 */
export async function seedAlertSubscriptionsDemo(db: Database): Promise<number> {
  const organizationId = seedId("org:acme");
  const adminId = seedId("user:admin@acme.test");
  const held = await db
    .selectDistinct({ companyId: portfolioCompanies.companyId })
    .from(portfolioCompanies)
    .innerJoin(portfolios, eq(portfolios.id, portfolioCompanies.portfolioId))
    .where(ofOrganization(organizationId, portfolioCompanies, isNull(portfolios.archivedAt)));
  if (held.length === 0) return 0;
  const added = await db
    .insert(alertSubscriptions)
    .values(
      held.map(({ companyId }) => ({
        id: seedId(`alert-subscription:acme:company:${companyId}`),
        organizationId,
        kind: "company" as const,
        companyId,
        createdBy: adminId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: alertSubscriptions.id });
  return added.length;
}
