import { and, eq, exists, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { subscriptionSetCompanies, subscriptionSets } from "../subscription-set.table.ts";

/**
 * Spec 3 §8: reports need a data package. A company's reports are available to an organisation
 * when one of its subscription sets with the `reports` package covers the company (by holding
 * it, or by covering all companies).
 */
export async function reportsAvailable(
  db: Database,
  organizationId: string,
  companyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionSets.id })
    .from(subscriptionSets)
    .where(
      and(
        eq(subscriptionSets.organizationId, organizationId),
        sql`'reports' = any(${subscriptionSets.dataPackages})`,
        or(
          eq(subscriptionSets.allCompanies, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(subscriptionSetCompanies)
              .where(
                and(
                  eq(subscriptionSetCompanies.subscriptionSetId, subscriptionSets.id),
                  eq(subscriptionSetCompanies.companyId, companyId),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
