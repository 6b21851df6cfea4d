import { hasFlag } from "@tierwise/common/policy/policy-actor";
import { type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { queueNTierComputation } from "./n-tier.job.ts";
import { nTierComputations, nTierNodes } from "./n-tier.table.ts";

/**
 * The supplier tier a case shows (spec 3 §7 "supplier tier of the first client's first
 * relation by company id"): its company's tier in its organisation's computed network, as a
 * one-element list, or an empty list when the case has no company or the company is outside the
 * network. The one definition of a case's tier: a new case, the recomputation and the company
 * profile all read it, so the case list, the case and the n-tier views give one answer.
 */
function tierOf(organizationId: SQL, companyId: SQL): SQL<number[]> {
  return sql<number[]>`coalesce((select array[${nTierNodes.tier}] from ${nTierNodes}
    where ${nTierNodes.organizationId} = ${organizationId} and ${nTierNodes.companyId} = ${companyId}),
    '{}'::integer[])`;
}

/** The tier list a case of this organisation about this company shows now. */
export async function caseSupplierTier(
  db: Database,
  organizationId: string,
  companyId: string | null,
): Promise<number[]> {
  if (companyId === null) return [];
  const [row] = rowsOf<{ tier: number[] }>(
    await db.execute(
      sql`select ${tierOf(sql`${organizationId}::uuid`, sql`${companyId}::uuid`)} as tier`,
    ),
  );
  return row?.tier ?? [];
}

/**
 * The tier a new case about the company starts with: none without nTier (the Tiers column and
 * the profile's tier need it). An organisation whose network was never computed gets the
 * computation queued, with the case in the same transaction, and the job fills the tier in.
 */
export async function newCaseSupplierTier(
  db: Database,
  actor: TenantActor,
  companyId: string | null,
): Promise<number[]> {
  if (companyId === null || !hasFlag(actor, "nTier")) return [];
  const [computed] = await db
    .select({ at: nTierComputations.computedAt })
    .from(nTierComputations)
    .where(ofOrganization(actor.organizationId, nTierComputations));
  if (!computed) await queueNTierComputation(db, actor.organizationId);
  return caseSupplierTier(db, actor.organizationId, companyId);
}

/**
 * Brings the organisation's cases' stored `supplier_tier` in line with its network, in one
 * statement; run in the transaction that replaces the network, so a case never shows another
 * tier than the views. The column is a copy so that the case list filters and sorts by tier
 * without reading the network per case. Only cases whose tier changed are written, and their
 * Last Update stays: nobody edited them. The cases feature imports this feature (a new case
 * reads its tier here), so its table is named here rather than imported.
 */
export async function syncCaseTiers(db: Database, organizationId: string): Promise<number> {
  const tier = tierOf(sql`c.organization_id`, sql`c.company_id`);
  const changed = rowsOf<{ id: string }>(
    await db.execute(sql`update supplier_cases c set supplier_tier = ${tier}
      where c.organization_id = ${organizationId}::uuid
        and c.supplier_tier is distinct from ${tier}
      returning c.id`),
  );
  return changed.length;
}
