import { sql } from "drizzle-orm";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { portfolioCompanies, portfolios } from "./portfolio.table.ts";

/**
 * Recomputes every maintained counter of one organisation's portfolios from the rows, set by
 * set: for data written in bulk (the demo seed, the benchmark's million items) rather than
 * through the services, which keep the counters as they go. Each active portfolio adds itself
 * and its items to every ancestor through its path, so the cost is rows × depth, not a count
 * per portfolio. Archived portfolios keep theirs (they describe the subtree as it will come
 * back). Named by organisation: it runs before anyone acts.
 */
export async function recountPortfolios(db: Database, organizationId: string): Promise<void> {
  await db.execute(sql`
    with direct as (
      select ${portfolioCompanies.portfolioId} as id, count(*)::int as n
      from ${portfolioCompanies}
      where ${ofOrganization(organizationId, portfolioCompanies)}
      group by ${portfolioCompanies.portfolioId}
    ),
    active as (
      select p.id, p.parent_id, p.path, coalesce(direct.n, 0) as n
      from portfolios as p left join direct on direct.id = p.id
      where p.organization_id = ${organizationId} and p.archived_at is null
    ),
    below as (
      select anc.id, count(*)::int - 1 as portfolios, sum(active.n)::int as items
      from active cross join lateral unnest(array_append(active.path, active.id)) as anc(id)
      group by anc.id
    ),
    children as (
      select parent_id as id, count(*)::int as n from active where parent_id is not null group by parent_id
    )
    update ${portfolios} set
      children_count = coalesce(children.n, 0),
      descendant_portfolio_count = coalesce(below.portfolios, 0),
      company_count = coalesce(direct.n, 0),
      descendant_company_count = coalesce(below.items, 0)
    from ${portfolios} as self
    left join direct on direct.id = self.id
    left join below on below.id = self.id
    left join children on children.id = self.id
    where self.id = ${portfolios.id} and self.archived_at is null
      and ${ofOrganization(organizationId, portfolios)}`);
}
