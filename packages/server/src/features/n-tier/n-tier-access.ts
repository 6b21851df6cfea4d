import { hasFlag } from "@tierwise/common/policy/policy-actor";
import { eq, ilike, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { TenantActor } from "../../core/actor.ts";
import { ofOrganization, ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/company.table.ts";
import { hiddenStatuses } from "../companies/company-access.service.ts";
import { requireFlag } from "../organizations/feature-flags.service.ts";
import { queueNTierComputation } from "./n-tier.job.ts";
import { companySites, type NTierNodeRow, nTierComputations, nTierNodes } from "./n-tier.table.ts";
import { computeNTier, nTierFingerprint, nTierRiskRuleOf } from "./n-tier-compute.ts";

export type NTierFilter = {
  tiers?: readonly number[] | null;
  countries?: readonly string[] | null;
  industries?: readonly string[] | null;
  parts?: readonly string[] | null;
  hasRisks?: boolean | null;
  search?: string | null;
};

/** What the viewer's flags let the n-tier answers show (spec 3 §3: nTierCentralityScore, nTierImpact). */
export type NTierAccess = { actor: TenantActor; centrality: boolean; impact: boolean };

/**
 * Every n-tier read starts here: FORBIDDEN without `nTier`; the organisation's network computed
 * now when it never was, and queued when its portfolios or relations changed since (the
 * answer is then the previous computation until the job has run).
 */
export async function nTierAccess(
  deps: { db: Database; config: Config },
  actor: TenantActor,
): Promise<NTierAccess> {
  await requireFlag(deps.db, actor, "nTier");
  await ensureNetwork(deps, actor.organizationId);
  return {
    actor,
    centrality: hasFlag(actor, "nTierCentralityScore"),
    impact: hasFlag(actor, "nTierImpact"),
  };
}

export async function ensureNetwork(
  { db, config }: { db: Database; config: Config },
  organizationId: string,
) {
  const [stored] = await db
    .select({ fingerprint: nTierComputations.fingerprint })
    .from(nTierComputations)
    .where(ofOrganization(organizationId, nTierComputations));
  if (!stored) {
    await computeNTier(db, organizationId, nTierRiskRuleOf(config));
    return;
  }
  if (stored.fingerprint !== (await nTierFingerprint(db, organizationId)))
    await queueNTierComputation(db, organizationId);
}

/** Sites an organisation sees: the catalogue's and its own. */
export function visibleSites(organizationId: string): SQL {
  return or(
    sql`${companySites.organizationId} is null`,
    ofOrganization(organizationId, companySites),
  ) as SQL;
}

const nonEmpty = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  list != null && list.length > 0;

/**
 * The where-clause of a filter over n_tier_nodes, within the organisation. It reads only the
 * node's copies of its company's columns (kept equal by a trigger), so a count or an order over
 * a 20,000-company network never joins companies; hidden companies (draft, deleted) are left
 * out by their copied status as by the company's own.
 */
export function nodeConditions(
  actor: Pick<TenantActor, "organizationId">,
  filter: NTierFilter | null | undefined,
): SQL {
  const f = filter ?? {};
  const search = f.search?.trim();
  return ownedBy(
    actor,
    nTierNodes,
    notInArray(nTierNodes.companyStatus, [...hiddenStatuses]),
    nonEmpty(f.tiers) ? inArray(nTierNodes.tier, [...f.tiers]) : undefined,
    nonEmpty(f.countries)
      ? inArray(
          nTierNodes.countryCode,
          f.countries.map((c) => c.toUpperCase()),
        )
      : undefined,
    nonEmpty(f.industries) ? inArray(nTierNodes.industry, [...f.industries]) : undefined,
    nonEmpty(f.parts) ? sql`${nTierNodes.parts} && ${sql.param([...f.parts])}::text[]` : undefined,
    f.hasRisks != null ? eq(nTierNodes.hasRisks, f.hasRisks) : undefined,
    search ? ilike(nTierNodes.name, `%${escapeLike(search)}%`) : undefined,
  );
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The node rows matching a filter, as a query to order (by node columns) and page. */
export function filteredNodes(
  db: Database,
  actor: Pick<TenantActor, "organizationId">,
  filter?: NTierFilter | null,
) {
  return db.select().from(nTierNodes).where(nodeConditions(actor, filter)).$dynamic();
}

/** How many nodes match a filter: n_tier_nodes alone. */
export async function countNodes(
  db: Database,
  actor: Pick<TenantActor, "organizationId">,
  filter?: NTierFilter | null,
) {
  const [found] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(nTierNodes)
    .where(nodeConditions(actor, filter));
  return found?.n ?? 0;
}

/** A page of nodes with their companies, in the page's order: companies are read for these rows only. */
export async function withCompanies(db: Database, nodes: NTierNodeRow[]) {
  if (nodes.length === 0) return [];
  const rows = await db
    .select()
    .from(companies)
    .where(sql`${companies.id} = any(${sql.param(nodes.map((n) => n.companyId))}::uuid[])`);
  const byId = new Map(rows.map((c) => [c.id, c]));
  // A company deleted since the page was read has lost its node too (cascade): drop it.
  return nodes.flatMap((node) => {
    const company = byId.get(node.companyId);
    return company ? [{ node, company }] : [];
  });
}
