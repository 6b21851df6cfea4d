import {
  bulkRequestStatuses,
  bulkRequestStatusLabels,
  requestStatuses,
  requestStatusLabels,
} from "@tierwise/common/company-requests";
import { countryName } from "@tierwise/common/countries";
import type {
  DashboardWidgetDataMap,
  DashboardWidgetSettingsMap,
} from "@tierwise/common/dashboards/widget-types";
import { can } from "@tierwise/common/policy/can";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../../db/raw-rows.ts";
import { companies } from "../../companies/company.table.ts";
import { companyRelations, companySites, nTierNodes } from "../../n-tier/n-tier.table.ts";
import { nodeConditions, nTierAccess, visibleSites } from "../../n-tier/n-tier-access.ts";
import { visibleRelations } from "../../n-tier/n-tier-compute.ts";
import type { WidgetContext } from "./widget-filters.ts";

type Data = DashboardWidgetDataMap;
type Settings = DashboardWidgetSettingsMap;

/*
 * N-tier widgets read the organisation's computed network (n-tier-access.ts: the nTier flag,
 * the network computed or queued as every n-tier read does). The network is the
 * organisation's, so the toolbar's filters do not narrow it.
 */

/** The nTier flag and a computed network, checked once for both n-tier widgets of a call. */
const networkOf = (ctx: WidgetContext) =>
  ctx.once("n-tier network", () => nTierAccess(ctx.deps, ctx.actor));

/** Companies of the network per country: where they have sites, or their own country. */
export async function nTierExposureMap(
  ctx: WidgetContext,
  settings: Settings["nTierExposureMap"],
): Promise<Data["nTierExposureMap"]> {
  await networkOf(ctx);
  const tiers = Array.from({ length: settings.maxTier }, (_, n) => n + 1);
  const nodes = nodeConditions(ctx.actor, { tiers });
  // One pass: per country and tier, and per country (a company with sites in two tiers'
  // countries counts once per country).
  const rows = rowsOf<{ country: string; tier: number | null; n: number }>(
    await ctx.db.execute(sql`select country, tier, count(distinct company_id)::int as n from (
        select ${nTierNodes.companyId} as company_id, ${nTierNodes.tier} as tier,
          ${companySites.countryCode} as country
        from ${nTierNodes} join ${companies} on ${companies.id} = ${nTierNodes.companyId}
        join ${companySites} on ${companySites.companyId} = ${nTierNodes.companyId}
          and ${visibleSites(ctx.actor.organizationId)}
        where ${nodes}
        union all
        select ${nTierNodes.companyId}, ${nTierNodes.tier}, ${companies.countryCode}
        from ${nTierNodes} join ${companies} on ${companies.id} = ${nTierNodes.companyId}
        where ${nodes}
      ) located where country is not null
      group by grouping sets ((country, tier), (country))`),
  );
  const byCountry = new Map<string, number[]>();
  for (const row of rows.filter((r) => r.tier !== null)) {
    const counts = byCountry.get(row.country) ?? tiers.map(() => 0);
    counts[Number(row.tier) - 1] = Number(row.n);
    byCountry.set(row.country, counts);
  }
  const totals = rows.filter((row) => row.tier === null);
  return {
    countries: totals
      .map((row) => ({
        country: row.country,
        name: countryName(row.country) ?? row.country,
        companies: Number(row.n),
        byTier: byCountry.get(row.country) ?? [],
      }))
      .sort((a, b) => b.companies - a.companies || a.name.localeCompare(b.name)),
  };
}

/** Sub-suppliers (tier 2 and deeper) that supply several companies of the network. */
export async function nTierConcentration(
  ctx: WidgetContext,
  settings: Settings["nTierConcentration"],
): Promise<Data["nTierConcentration"]> {
  await networkOf(ctx);
  const rows = rowsOf<{ id: string; slug: string; name: string; tier: number; n: number }>(
    await ctx.db.execute(sql`select ${companies.id} as id, ${companies.slug} as slug,
        ${companies.displayName} as name, ${nTierNodes.tier} as tier,
        count(distinct ${companyRelations.customerCompanyId})::int as n
      from ${nTierNodes} join ${companies} on ${companies.id} = ${nTierNodes.companyId}
      join ${companyRelations} on ${companyRelations.supplierCompanyId} = ${nTierNodes.companyId}
        and ${visibleRelations(ctx.actor.organizationId)}
      where ${nodeConditions(ctx.actor, { tiers: [2, 3] })}
        and ${companyRelations.customerCompanyId} in (select company_id from n_tier_nodes
          where organization_id = ${ctx.actor.organizationId}::uuid)
      group by 1, 2, 3, 4 having count(distinct ${companyRelations.customerCompanyId}) > 1
      order by n desc, name limit ${settings.limit}`),
  );
  return {
    subSuppliers: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      tier: Number(row.tier),
      sharedBy: Number(row.n),
    })),
  };
}

/**
 * Company requests by status (the organisation's, as the /requests lists count them from
 * company_request_counts), and bulk requests by status for those who may read them.
 */
export async function requestPipeline(
  ctx: WidgetContext,
  settings: Settings["requestPipeline"],
): Promise<Data["requestPipeline"]> {
  const org = sql`${ctx.actor.organizationId}::uuid`;
  const bulkOnly = settings.kind === "bulk";
  const singleOnly = settings.kind === "single";
  const counts = rowsOf<{ status: string; n: number }>(
    await ctx.db.execute(sql`select status, coalesce(sum(count), 0)::int as n
      from company_request_counts where organization_id = ${org}
        ${bulkOnly ? sql`and bulk` : singleOnly ? sql`and not bulk` : sql``}
      group by status`),
  );
  const readsBulk = can(ctx.actor, "requests.readBulk") && !singleOnly;
  const bulkCounts = readsBulk
    ? rowsOf<{ status: string; n: number }>(
        await ctx.db.execute(sql`select status, count(*)::int as n from bulk_requests
          where organization_id = ${org} group by status`),
      )
    : [];
  const countOf = (rows: { status: string; n: number }[], status: string) =>
    Number(rows.find((row) => row.status === status)?.n ?? 0);
  return {
    single: requestStatuses.map((key) => ({
      key,
      label: requestStatusLabels[key],
      count: countOf(counts, key),
    })),
    bulk: readsBulk
      ? bulkRequestStatuses.map((key) => ({
          key,
          label: bulkRequestStatusLabels[key],
          count: countOf(bulkCounts, key),
        }))
      : [],
  };
}
