import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { acrossOrganizations, ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { companies } from "../companies/company.table.ts";
import { screeningMatches } from "../companies/sanctions/screening-match.table.ts";
import { portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { syncCaseTiers } from "./case-tier.ts";
import {
  companyRelations,
  nTierComputations,
  nTierInputVersions,
  nTierNodes,
} from "./n-tier.table.ts";
import { lowerTiers, measureNetwork, type NetworkEdge, walkTiers } from "./n-tier-network.ts";
import {
  defaultNTierRiskRule,
  dismissed,
  type NTierRiskRule,
  nodeRisks,
} from "./n-tier-node-risks.ts";

export {
  defaultNTierRiskRule,
  type NTierRiskRule,
  nTierRiskNames,
  nTierRiskRuleOf,
} from "./n-tier-node-risks.ts";

/**
 * The relations an organisation sees: the catalogue's (no organisation) and its own declared
 * ones — never another organisation's. Every n-tier read of relations goes through this.
 */
export function visibleRelations(organizationId: string) {
  return or(
    isNull(companyRelations.organizationId),
    ofOrganization(organizationId, companyRelations),
  );
}

/** Tier 1: the companies of the organisation's active portfolios (bulk-request matches land in its system portfolios). */
export async function tierOneCompanyIds(db: Database, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: portfolioCompanies.companyId })
    .from(portfolioCompanies)
    .innerJoin(portfolios, eq(portfolios.id, portfolioCompanies.portfolioId))
    .where(
      and(
        ofOrganization(organizationId, portfolioCompanies),
        ofOrganization(organizationId, portfolios, isNull(portfolios.archivedAt)),
      ),
    )
    .orderBy(portfolioCompanies.companyId);
  return rows.map((r) => r.companyId);
}

/**
 * What the network is computed from, in one cheap value: the counters that triggers raise when
 * the tier-1 companies (the active portfolios' items), the visible relations or the network's
 * risk scores change (see `nTierInputVersions`), its open sanctions matches, the newest alert and
 * the day (alerts age out). A read that finds a different value than the stored one queues a
 * computation, so portfolio, relation and risk changes reach the network without every writer
 * knowing about it.
 */
export async function nTierFingerprint(db: Database, organizationId: string): Promise<string> {
  const v = nTierInputVersions;
  const scopes = [
    `portfolios:${organizationId}`,
    "relations:catalogue",
    `relations:${organizationId}`,
    `risks:${organizationId}`,
  ];
  const [row] = rowsOf<{ fingerprint: string }>(
    await db.execute(sql`select concat_ws(':',
      (select string_agg(concat(${v.scope}, '=', ${v.version}), ',' order by ${v.scope}) from ${v}
        where ${v.scope} = any(${sql.param(scopes)}::text[])),
      (select concat(count(*), '/', coalesce(sum(hashtext(concat_ws(':', ${screeningMatches.companyId},
          ${screeningMatches.listName}, ${screeningMatches.entryId}, ${screeningMatches.entryHash}))::bigint), 0))
        from ${screeningMatches} join ${nTierNodes} on ${nTierNodes.companyId} = ${screeningMatches.companyId}
        where ${ofOrganization(organizationId, nTierNodes)} and not ${dismissed(organizationId)}),
      (select max(published_at)::text from alerts),
      current_date::text) as fingerprint`),
  );
  return row?.fingerprint ?? "";
}

async function suppliersOf(db: Database, organizationId: string, customerIds: string[]) {
  const rows: NetworkEdge[] = [];
  // Chunks keep the parameter arrays of a 20,000-company frontier to a sensible size.
  for (let i = 0; i < customerIds.length; i += 5_000) {
    const chunk = customerIds.slice(i, i + 5_000);
    rows.push(
      ...(await db
        .select({
          supplierId: companyRelations.supplierCompanyId,
          customerId: companyRelations.customerCompanyId,
          parts: companyRelations.parts,
        })
        .from(companyRelations)
        .where(
          and(visibleRelations(organizationId), inArray(companyRelations.customerCompanyId, chunk)),
        )
        .orderBy(companyRelations.customerCompanyId, companyRelations.supplierCompanyId)),
    );
  }
  return rows;
}

/** The company columns a node keeps a copy of (n_tier_nodes.name etc.). */
const copiedColumns = {
  name: companies.displayName,
  countryCode: companies.countryCode,
  industry: companies.sector,
  companyStatus: companies.statusCode,
};

const readCopies = (db: Database, ids: string[]) =>
  db
    .select({ id: companies.id, ...copiedColumns })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.param(ids)}::uuid[])`);

/**
 * The copies for the nodes about to be written, read in their transaction (a node's company
 * exists: its foreign key); the trigger of migration n_tier_nodes_company_columns_trigger
 * keeps them equal afterwards.
 */
async function companyColumns(db: Database, ids: string[]) {
  const byId = new Map<string, Omit<Awaited<ReturnType<typeof readCopies>>[number], "id">>();
  for (let i = 0; i < ids.length; i += 5_000)
    for (const { id, ...copies } of await readCopies(db, ids.slice(i, i + 5_000)))
      byId.set(id, copies);
  return byId;
}

/** Two first reads (or a read and the job) may compute at once: one writes at a time. */
async function lockNetwork(tx: Database, organizationId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`n-tier:${organizationId}`}, 0))`,
  );
}

/**
 * The quick part of a computation, written before the full one starts (issue 29: a relation
 * added shows in the tiers within 2 s, where the full computation of a 20,000-company network
 * takes many seconds). Relations added since the last computation and companies new in tier 1
 * can only lower tiers, so only the walk up from them runs (`lowerTiers`) and only the
 * companies it moves are written: their tiers, a new company's parts and risks. Centrality,
 * degree, impact and network customers stay as they were (0 for a new company), and removed
 * relations or companies leaving tier 1 wait, until the full computation replaces the network.
 * Returns how many moved.
 */
export async function lowerStoredTiers(db: Database, organizationId: string, rule: NTierRiskRule) {
  const [last] = await db
    .select({
      computedAt: nTierComputations.computedAt,
      inputsReadAt: nTierComputations.inputsReadAt,
    })
    .from(nTierComputations)
    .where(ofOrganization(organizationId, nTierComputations));
  if (!last) return 0;
  // A relation's created_at is its transaction's start: reach back a minute before the last
  // computation began reading, for transactions that were still open then. Walking a relation
  // twice changes nothing; one older still is left to the full computation that follows.
  const since = new Date(last.inputsReadAt.getTime() - 60_000);
  const added = await db
    .selectDistinct({ customerId: companyRelations.customerCompanyId })
    .from(companyRelations)
    .where(and(visibleRelations(organizationId), gt(companyRelations.createdAt, since)));
  const tierOne = await tierOneCompanyIds(db, organizationId);
  // Stored tiers of the companies the walk meets, read as it meets them: one added relation
  // reads a few dozen, where the whole network is 20,000 rows.
  const stored = new Map<string, number>();
  const read = new Set<string>();
  const readTiers = async (ids: string[]) => {
    const unread = [...new Set(ids)].filter((id) => !read.has(id));
    for (const id of unread) read.add(id);
    if (unread.length === 0) return;
    const rows = await db
      .select({ companyId: nTierNodes.companyId, tier: nTierNodes.tier })
      .from(nTierNodes)
      .where(
        ofOrganization(
          organizationId,
          nTierNodes,
          sql`${nTierNodes.companyId} = any(${sql.param(unread)}::uuid[])`,
        ),
      );
    for (const row of rows) stored.set(row.companyId, row.tier);
  };
  await readTiers([...tierOne, ...added.map((r) => r.customerId)]);
  const { lowered, edges } = await lowerTiers(
    stored,
    { tierOne, customers: added.map((r) => r.customerId) },
    async (ids) => {
      const found = await suppliersOf(db, organizationId, ids);
      await readTiers(found.map((e) => e.supplierId));
      return found;
    },
  );
  if (lowered.size === 0) return 0;
  const risksOf = await nodeRisks(
    db,
    organizationId,
    [...lowered.keys()].filter((id) => !stored.has(id)),
    rule,
  );
  const parts = new Map<string, Set<string>>();
  for (const edge of edges)
    for (const part of edge.parts)
      parts.set(edge.supplierId, (parts.get(edge.supplierId) ?? new Set()).add(part));
  await db.transaction(async (tx) => {
    await lockNetwork(tx, organizationId);
    const copiesOf = await companyColumns(tx, [...lowered.keys()]);
    const rows = [...lowered].map(([companyId, tier]) => ({
      organizationId,
      companyId,
      tier,
      parts: [...(parts.get(companyId) ?? [])].sort(),
      ...risksOf(companyId),
      ...copiesOf.get(companyId),
      computedAt: last.computedAt,
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await tx
        .insert(nTierNodes)
        .values(rows.slice(i, i + 1_000))
        .onConflictDoUpdate({
          target: [nTierNodes.organizationId, nTierNodes.companyId],
          // Never raise a tier: a full computation may have written the true one meanwhile
          // (the quick update also runs inline in the request that added the relations).
          set: { tier: sql`least(${nTierNodes.tier}, excluded.tier)` },
        });
    await syncCaseTiers(tx, organizationId);
  });
  return lowered.size;
}

/** Each node's network customers (n_tier_nodes.network_customers), from the nodes just written. */
async function countNetworkCustomers(tx: Database, organizationId: string) {
  const org = sql`${organizationId}::uuid`;
  await tx.execute(sql`update ${nTierNodes} set network_customers = counted.n
    from (select r.supplier_company_id, count(distinct r.customer_company_id)::int as n
      from ${companyRelations} r
      join n_tier_nodes supplier on supplier.organization_id = ${org}
        and supplier.company_id = r.supplier_company_id
      join n_tier_nodes customer on customer.organization_id = ${org}
        and customer.company_id = r.customer_company_id
      where r.organization_id is null or r.organization_id = ${org}
      group by 1) counted
    where ${nTierNodes.organizationId} = ${org}
      and ${nTierNodes.companyId} = counted.supplier_company_id`);
}

/**
 * Computes one organisation's network and replaces its stored nodes: tiers by shortest path up
 * to 3, centrality and degree with graphology-metrics, impact, risks, network customers; its
 * cases' supplier tiers follow in the same transaction. The quick tier update
 * (`lowerStoredTiers`) is written first.
 */
export async function computeNTier(
  db: Database,
  organizationId: string,
  rule: NTierRiskRule = defaultNTierRiskRule,
) {
  const lowered = await lowerStoredTiers(db, organizationId, rule);
  const inputsReadAt = new Date();
  const fingerprint = await nTierFingerprint(db, organizationId);
  const tierOne = await tierOneCompanyIds(db, organizationId);
  const { tiers, edges } = await walkTiers(tierOne, (ids) => suppliersOf(db, organizationId, ids));
  const nodes = measureNetwork(tiers, edges);
  const risksOf = await nodeRisks(
    db,
    organizationId,
    nodes.map((n) => n.companyId),
    rule,
  );
  const computedAt = new Date();
  await db.transaction(async (tx) => {
    await lockNetwork(tx, organizationId);
    await acrossOrganizations(tx, organizationId).delete(nTierNodes);
    const copiesOf = await companyColumns(
      tx,
      nodes.map((n) => n.companyId),
    );
    for (let i = 0; i < nodes.length; i += 1_000) {
      await tx.insert(nTierNodes).values(
        nodes.slice(i, i + 1_000).map((node) => ({
          organizationId,
          ...node,
          ...risksOf(node.companyId),
          ...copiesOf.get(node.companyId),
          computedAt,
        })),
      );
    }
    await countNetworkCustomers(tx, organizationId);
    await syncCaseTiers(tx, organizationId);
    await tx
      .insert(nTierComputations)
      .values({ organizationId, fingerprint, computedAt, inputsReadAt })
      .onConflictDoUpdate({
        target: nTierComputations.organizationId,
        set: { fingerprint, computedAt, inputsReadAt },
      });
  });
  // A network replaced whole can be most of the table: without fresh statistics the planner
  // took a new 20,000-company network for an empty one and walked the exposure question through
  // a nested loop for minutes (autovacuum analyses later, on its own schedule).
  await db.execute(sql`analyze ${nTierNodes}`);
  return { nodes: nodes.length, edges: edges.length, lowered };
}
