import { limits } from "@tierwise/common/limits";
import { hasFlag } from "@tierwise/common/policy/policy-actor";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NegativeNumberOfResultsError, TooManyResultsRequestedError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import {
  alertSource,
  alertViewerOf,
  notUnlinked,
  sourceCondition,
} from "../alerts/alert-visibility.ts";
import type { Company } from "../companies/company.table.ts";
import { caseSupplierTier } from "./case-tier.ts";
import { companyRelations, companySites, type NTierNodeRow, nTierNodes } from "./n-tier.table.ts";
import {
  countNodes,
  ensureNetwork,
  filteredNodes,
  type NTierAccess,
  type NTierFilter,
  nodeConditions,
  nTierAccess,
  visibleSites,
  withCompanies,
} from "./n-tier-access.ts";
import { visibleRelations } from "./n-tier-compute.ts";

export type NTierNodeView = {
  id: string;
  name: string;
  slug: string;
  countryCode: string | null;
  industry: string | null;
  tier: number;
  parts: string[];
  hasRisks: boolean;
  centrality: number | null;
  degree: number | null;
  impact: number | null;
  siteCount: number;
  alertCount: number;
  riskCount: number;
};

export type NTierSort = {
  field: "tier" | "name" | "country" | "centrality" | "impact";
  direction: "asc" | "desc";
};

/** The company columns a node's view shows: the exposure answer selects only these. */
export type PresentedCompany = Pick<
  Company,
  "id" | "displayName" | "slug" | "countryCode" | "sector"
>;
type Found = { node: NTierNodeRow; company: PresentedCompany };

/** Site counts and the viewer's alert counts (last 90 days) of the companies, then the views. */
export async function present(
  db: Database,
  access: NTierAccess,
  found: Found[],
): Promise<NTierNodeView[]> {
  const ids = found.map((f) => f.company.id);
  const sites = new Map<string, number>();
  const alerts = new Map<string, number>();
  if (ids.length > 0) {
    const siteRows = await db
      .select({ companyId: companySites.companyId, n: sql<number>`count(*)::int` })
      .from(companySites)
      .where(
        and(
          // One array parameter: an exposure answer can hold a thousand companies.
          sql`${companySites.companyId} = any(${sql.param(ids)}::uuid[])`,
          visibleSites(access.actor.organizationId),
        ),
      )
      .groupBy(companySites.companyId);
    for (const row of siteRows) sites.set(row.companyId, row.n);
    for (const [id, n] of await recentAlertCounts(db, access.actor, ids)) alerts.set(id, n);
  }
  return found.map(({ node, company }) => ({
    id: company.id,
    name: company.displayName,
    slug: company.slug,
    countryCode: company.countryCode,
    industry: company.sector,
    tier: node.tier,
    parts: node.parts,
    hasRisks: node.hasRisks,
    centrality: access.centrality ? node.centrality : null,
    degree: access.centrality ? node.degree : null,
    impact: access.impact ? node.impact : null,
    siteCount: sites.get(company.id) ?? 0,
    alertCount: alerts.get(company.id) ?? 0,
    riskCount: node.riskCount,
  }));
}

/** Alerts of the last 90 days the viewer's organisation sees, per company; none without `alerts`. */
async function recentAlertCounts(db: Database, actor: TenantActor, ids: string[]) {
  const counts = new Map<string, number>();
  if (!hasFlag(actor, "alerts")) return counts;
  const viewer = await alertViewerOf(db, actor);
  const source = alertSource(viewer, false);
  const own = sourceCondition(viewer);
  const rows = rowsOf<{ company_id: string; n: number }>(
    await db.execute(sql`select l.company_id, count(distinct ${source.id})::int as n
      from ${source.from} join alert_companies l on l.alert_id = ${source.id}
      where l.company_id = any(${sql.param(ids)}::uuid[])
        and ${source.publishedAt} > now() - interval '90 days'
        and ${notUnlinked(viewer, "l")}${own ? sql` and ${own}` : sql``}
      group by l.company_id`),
  );
  for (const row of rows) counts.set(row.company_id, row.n);
  return counts;
}

/** The table's order, shared with the export so a file lists rows as the table showed them. */
export function nTierOrder(
  access: Pick<NTierAccess, "centrality" | "impact">,
  sort: NTierSort | null | undefined,
): SQL[] {
  const direction = sort?.direction === "desc" ? desc : asc;
  // The node's copies of the company's name and country: the order needs no join.
  const byName = [asc(nTierNodes.name), asc(nTierNodes.companyId)];
  switch (sort?.field) {
    case "name":
      return [direction(nTierNodes.name), asc(nTierNodes.companyId)];
    case "country":
      return [direction(nTierNodes.countryCode), ...byName];
    // Without the flags the measures are hidden, so their order would leak them: name instead.
    case "centrality":
      return access.centrality ? [direction(nTierNodes.centrality), ...byName] : byName;
    case "impact":
      return access.impact ? [direction(nTierNodes.impact), ...byName] : byName;
    default:
      return [direction(nTierNodes.tier), ...byName];
  }
}

/** The table's page (page from 1). */
export async function nTierCompanies(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { filter?: NTierFilter | null; sort?: NTierSort | null; page: number; pageSize: number },
) {
  const access = await nTierAccess(deps, actor);
  const maximum = limits.pageSizeMaximum;
  if (input.page < 1 || input.pageSize < 0) throw new NegativeNumberOfResultsError();
  if (input.pageSize > maximum) throw new TooManyResultsRequestedError(maximum, input.pageSize);
  const nodes = await filteredNodes(deps.db, actor, input.filter)
    .orderBy(...nTierOrder(access, input.sort))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const found = await withCompanies(deps.db, nodes);
  const total = await countNodes(deps.db, actor, input.filter);
  return { items: await present(deps.db, access, found), total };
}

/** Nodes in tier order (most upstream last) and the relations between them. */
export async function nTierGraph(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { filter?: NTierFilter | null; limit: number },
) {
  const access = await nTierAccess(deps, actor);
  if (input.limit < 0) throw new NegativeNumberOfResultsError();
  const found = await withCompanies(
    deps.db,
    await filteredNodes(deps.db, actor, input.filter)
      .orderBy(asc(nTierNodes.tier), asc(nTierNodes.name), asc(nTierNodes.companyId))
      .limit(input.limit + 1),
  );
  const truncated = found.length > input.limit;
  const kept = found.slice(0, input.limit);
  const ids = kept.map((f) => f.company.id);
  const edges =
    ids.length === 0
      ? []
      : await deps.db
          .select({
            supplierId: companyRelations.supplierCompanyId,
            customerId: companyRelations.customerCompanyId,
            parts: companyRelations.parts,
          })
          .from(companyRelations)
          .where(
            and(
              visibleRelations(actor.organizationId),
              inArray(companyRelations.supplierCompanyId, ids),
              inArray(companyRelations.customerCompanyId, ids),
            ),
          )
          .orderBy(companyRelations.supplierCompanyId, companyRelations.customerCompanyId);
  return { nodes: await present(deps.db, access, kept), edges: mergeEdges(edges), truncated };
}

/** A catalogue and a declared relation between the same two companies are one edge. */
function mergeEdges(rows: { supplierId: string; customerId: string; parts: string[] }[]) {
  const byPair = new Map<string, { supplierId: string; customerId: string; parts: string[] }>();
  for (const row of rows) {
    const key = `${row.supplierId}>${row.customerId}`;
    const seen = byPair.get(key);
    if (seen) seen.parts = [...new Set([...seen.parts, ...row.parts])].sort();
    else byPair.set(key, { ...row, parts: [...row.parts] });
  }
  return [...byPair.values()];
}

export type NTierSiteView = {
  id: string;
  companyId: string;
  companyName: string;
  tier: number;
  name: string | null;
  address: string | null;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  hasRisks: boolean;
};

/** The sites of the filtered network's companies; with `ids`, only those (a map click's). */
export async function nTierSites(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { filter?: NTierFilter | null; limit: number; ids?: readonly string[] | null },
): Promise<NTierSiteView[]> {
  await nTierAccess(deps, actor);
  if (input.limit < 0) throw new NegativeNumberOfResultsError();
  // Anything but a site id matches no site (and would fail the uuid comparison).
  const ids = input.ids?.filter(isUuid);
  return deps.db
    .select({
      id: companySites.id,
      companyId: companySites.companyId,
      companyName: nTierNodes.name,
      tier: nTierNodes.tier,
      name: companySites.name,
      address: companySites.address,
      countryCode: companySites.countryCode,
      latitude: companySites.latitude,
      longitude: companySites.longitude,
      hasRisks: nTierNodes.hasRisks,
    })
    .from(nTierNodes)
    .innerJoin(companySites, eq(companySites.companyId, nTierNodes.companyId))
    .where(
      and(
        nodeConditions(actor, input.filter),
        visibleSites(actor.organizationId),
        ids ? sql`${companySites.id} = any(${sql.param(ids)}::uuid[])` : undefined,
      ),
    )
    .orderBy(asc(nTierNodes.tier), asc(nTierNodes.name), asc(companySites.id))
    .limit(input.limit);
}

/** The viewer organisation's tier for a company; null outside its network or without `nTier`. */
export async function supplierTier(
  deps: ServiceDeps,
  actor: TenantActor,
  companyId: string,
): Promise<number | null> {
  if (!hasFlag(actor, "nTier")) return null;
  await ensureNetwork(deps, actor.organizationId);
  // The same reading as a case about the company (case-tier.ts): one answer everywhere.
  const [tier] = await caseSupplierTier(deps.db, actor.organizationId, companyId);
  return tier ?? null;
}
