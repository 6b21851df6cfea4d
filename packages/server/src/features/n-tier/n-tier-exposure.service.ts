import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ValidationError } from "../../core/errors.ts";
import { ownedBy } from "../../core/tenant.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { companies } from "../companies/company.table.ts";
import { companyRelations, companySites, nTierNodes } from "./n-tier.table.ts";
import { nodeConditions, nTierAccess, visibleSites } from "./n-tier-access.ts";
import { visibleRelations } from "./n-tier-compute.ts";
import {
  checkRegion,
  type ExposureRegion,
  regionMessages,
  siteInRegion,
} from "./n-tier-exposure-region.ts";
import { maxTier } from "./n-tier-network.ts";
import { present } from "./n-tier-read.service.ts";

/**
 * The exposure question: which tier-1 suppliers depend, within the tiers, on a company with a
 * site in one of the countries or in a region (and, with `hasRisks`, a risky one). Countries and
 * a region together mean a site in both: the region narrowed to those countries.
 *
 * A tier-1 company depends on an exposed one when it is exposed itself, buys from it, or buys
 * from a company that buys from it (three tiers: two relations at most). So one statement walks
 * from the exposed companies to the network's companies that buy from them, twice: the middle
 * step keeps only companies above the last tier (only they supply a tier-1 company), the last
 * only tier-1 ones. The walk down from each tier-1 company it replaces loaded the whole network
 * and the relations among its companies into JS for every question, binding two parameters a
 * company (past 32,767 companies, more than PostgreSQL takes).
 */
export async function nTierExposure(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    countries?: readonly string[] | null;
    region?: ExposureRegion | null;
    hasRisks?: boolean | null;
  },
) {
  const access = await nTierAccess(deps, actor);
  if (input.countries == null && input.region == null)
    throw new ValidationError([{ path: "countries", message: regionMessages.nothingChosen }]);
  const region = input.region ? checkRegion(input.region) : null;
  const countries = input.countries?.map((c) => c.toUpperCase()) ?? null;
  if (countries?.length === 0) return [];
  const exposed = deps.db
    .selectDistinct({ companyId: nTierNodes.companyId, tier: nTierNodes.tier })
    .from(nTierNodes)
    .innerJoin(companySites, eq(companySites.companyId, nTierNodes.companyId))
    .where(
      ownedBy(
        actor,
        nTierNodes,
        countries ? inArray(companySites.countryCode, countries) : undefined,
        region ? siteInRegion(region) : undefined,
        visibleSites(actor.organizationId),
        input.hasRisks != null ? eq(nTierNodes.hasRisks, input.hasRisks) : undefined,
      ),
    );
  const node = alias(nTierNodes, "node");
  /** The network's companies among `tiers` that buy from a company of `from` (a CTE with company_id). */
  const buyingFrom = (
    from: SQL,
    tiers: SQL,
  ) => sql`select ${node.companyId} as company_id, ${node.tier} as tier
    from ${nTierNodes} ${node} where ${ownedBy(actor, node)} and ${tiers} and exists (
      select 1 from ${companyRelations} join ${from} f on f.company_id = ${companyRelations.supplierCompanyId}
      where ${companyRelations.customerCompanyId} = ${node.companyId} and ${visibleRelations(actor.organizationId)})`;
  const dependent = rowsOf<{ company_id: string }>(
    await deps.db.execute(sql`with exposed as (${exposed}),
      one_down as (${buyingFrom(sql`exposed`, sql`${node.tier} < ${maxTier}`)})
      select company_id from exposed where tier = 1
      union select company_id from one_down where tier = 1
      union select company_id from (${buyingFrom(sql`one_down`, sql`${node.tier} = 1`)}) two_down`),
  ).map((r) => r.company_id);
  if (dependent.length === 0) return [];
  const found = await deps.db
    .select({
      node: nTierNodes,
      company: {
        id: companies.id,
        displayName: companies.displayName,
        slug: companies.slug,
        countryCode: companies.countryCode,
        sector: companies.sector,
      },
    })
    .from(nTierNodes)
    .innerJoin(companies, eq(companies.id, nTierNodes.companyId))
    .where(
      and(
        nodeConditions(actor, null),
        sql`${nTierNodes.companyId} = any(${sql.param(dependent)}::uuid[])`,
      ),
    )
    .orderBy(asc(companies.displayName), asc(companies.id));
  return present(deps.db, access, found);
}
