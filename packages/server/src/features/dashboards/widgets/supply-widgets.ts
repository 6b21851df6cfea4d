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
import { companySites, nTierNodes } from "../../n-tier/n-tier.table.ts";
import { nodeConditions, nTierAccess, visibleSites } from "../../n-tier/n-tier-access.ts";
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

/**
 * Companies of the network per country: where they have sites, or their own country. A company
 * has one tier, so a country's total is the sum of its tiers, and only a site outside the
 * company's own country can add a country: the node's own country comes from its copy of the
 * company's columns (n_tier_nodes), without joining companies, and only sites abroad are added
 * to it (counting distinct companies over grouping sets after joining both took 130-200 ms of
 * database CPU a view at 50,000 companies; this 13-20).
 */
export async function nTierExposureMap(
  ctx: WidgetContext,
  settings: Settings["nTierExposureMap"],
): Promise<Data["nTierExposureMap"]> {
  await networkOf(ctx);
  const tiers = Array.from({ length: settings.maxTier }, (_, n) => n + 1);
  const nodes = nodeConditions(ctx.actor, { tiers });
  const n = nTierNodes;
  const site = companySites;
  const rows = rowsOf<{ country: string; tier: number; n: number }>(
    await ctx.db.execute(sql`select country, tier, count(*)::int as n from (
        select ${n.countryCode} as country, ${n.tier} as tier from ${n}
        where ${nodes} and ${n.countryCode} is not null
        union all
        select distinct on (${n.companyId}, ${site.countryCode}) ${site.countryCode}, ${n.tier}
        from ${n} join ${site} on ${site.companyId} = ${n.companyId}
          and ${visibleSites(ctx.actor.organizationId)}
        where ${nodes} and ${site.countryCode} is not null
          and ${site.countryCode} is distinct from ${n.countryCode}
      ) located group by country, tier`),
  );
  const byCountry = new Map<string, number[]>();
  for (const row of rows) {
    const counts = byCountry.get(row.country) ?? tiers.map(() => 0);
    counts[Number(row.tier) - 1] = Number(row.n);
    byCountry.set(row.country, counts);
  }
  return {
    countries: [...byCountry]
      .map(([country, byTier]) => ({
        country,
        name: countryName(country) ?? country,
        companies: byTier.reduce((sum, count) => sum + count, 0),
        byTier,
      }))
      .sort((a, b) => b.companies - a.companies || a.name.localeCompare(b.name)),
  };
}

/**
 * Sub-suppliers (tier 2 and deeper) that supply several companies of the network: the network
 * customers each node holds, counted by the computation with the network (n-tier-compute.ts), so
 * the view reads the 5,000 deeper nodes instead of joining every relation to the network.
 */
export async function nTierConcentration(
  ctx: WidgetContext,
  settings: Settings["nTierConcentration"],
): Promise<Data["nTierConcentration"]> {
  await networkOf(ctx);
  const n = nTierNodes;
  const rows = rowsOf<{ id: string; slug: string; name: string; tier: number; n: number }>(
    await ctx.db.execute(sql`select top.id, ${companies.slug} as slug, top.name, top.tier, top.n
      from (select ${n.companyId} as id, ${n.name} as name, ${n.tier} as tier,
          ${n.networkCustomers} as n from ${n}
        where ${nodeConditions(ctx.actor, { tiers: [2, 3] })} and ${n.networkCustomers} > 1
        order by ${n.networkCustomers} desc, ${n.name} limit ${settings.limit}) top
      join ${companies} on ${companies.id} = top.id order by top.n desc, top.name`),
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
