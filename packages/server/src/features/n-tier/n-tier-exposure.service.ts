import { and, asc, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ownedBy } from "../../core/tenant.ts";
import { companies } from "../companies/company.table.ts";
import { companyRelations, companySites, nTierNodes } from "./n-tier.table.ts";
import { nodeConditions, nTierAccess, visibleSites } from "./n-tier-access.ts";
import { visibleRelations } from "./n-tier-compute.ts";
import { maxTier } from "./n-tier-network.ts";
import { present } from "./n-tier-read.service.ts";

/**
 * The exposure question: which tier-1 suppliers depend, within the tiers, on a company with a
 * site in one of the countries (and, with `hasRisks`, a risky one).
 */
export async function nTierExposure(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { countries: readonly string[]; hasRisks?: boolean | null },
) {
  const access = await nTierAccess(deps, actor);
  const countries = input.countries.map((c) => c.toUpperCase());
  if (countries.length === 0) return [];
  const network = await deps.db
    .select({ companyId: nTierNodes.companyId, tier: nTierNodes.tier })
    .from(nTierNodes)
    .where(ownedBy(actor, nTierNodes));
  const exposed = new Set(
    (
      await deps.db
        .selectDistinct({ companyId: nTierNodes.companyId })
        .from(nTierNodes)
        .innerJoin(companySites, eq(companySites.companyId, nTierNodes.companyId))
        .where(
          ownedBy(
            actor,
            nTierNodes,
            inArray(companySites.countryCode, countries),
            visibleSites(actor.organizationId),
            input.hasRisks != null ? eq(nTierNodes.hasRisks, input.hasRisks) : undefined,
          ),
        )
    ).map((r) => r.companyId),
  );
  if (exposed.size === 0) return [];
  const ids = network.map((n) => n.companyId);
  const edges = await deps.db
    .select({
      supplierId: companyRelations.supplierCompanyId,
      customerId: companyRelations.customerCompanyId,
    })
    .from(companyRelations)
    .where(
      and(
        visibleRelations(actor.organizationId),
        inArray(companyRelations.customerCompanyId, ids),
        inArray(companyRelations.supplierCompanyId, ids),
      ),
    );
  const suppliers = new Map<string, string[]>();
  for (const e of edges)
    suppliers.set(e.customerId, [...(suppliers.get(e.customerId) ?? []), e.supplierId]);
  const dependent = network
    .filter((n) => n.tier === 1)
    .map((n) => n.companyId)
    .filter((start) => reaches(start, exposed, suppliers));
  if (dependent.length === 0) return [];
  const found = await deps.db
    .select({ node: nTierNodes, company: companies })
    .from(nTierNodes)
    .innerJoin(companies, eq(companies.id, nTierNodes.companyId))
    .where(and(nodeConditions(actor, null), inArray(nTierNodes.companyId, dependent)))
    .orderBy(asc(companies.displayName), asc(companies.id));
  return present(deps.db, access, found);
}

/** Whether `start` or one of its suppliers within the tiers is in `targets`. */
function reaches(start: string, targets: Set<string>, suppliers: Map<string, string[]>) {
  const seen = new Set([start]);
  let frontier = [start];
  for (let depth = 0; depth < maxTier && frontier.length > 0; depth++) {
    if (frontier.some((id) => targets.has(id))) return true;
    const next: string[] = [];
    for (const id of frontier)
      for (const s of suppliers.get(id) ?? [])
        if (!seen.has(s)) {
          seen.add(s);
          next.push(s);
        }
    frontier = next;
  }
  return false;
}
