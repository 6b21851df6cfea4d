/**
 * The risk hub's companies page without touching every company of the scope: a page ordered by
 * score walks the scores index of the configuration (config_id, score, company_id) and keeps the
 * companies in scope, a page ordered by name walks companies by name the same way, so a page of
 * 25 over 50,000 companies reads a few hundred index entries instead of sorting 50,000 rows.
 * Companies without a score come after the scored ones (nulls last), ordered by name; that tail
 * is only looked at when a page reaches it.
 */
import type { RiskHubOrdering } from "@tierwise/common/risk";
import { type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { portfolioCompanies } from "../portfolios/portfolio.table.ts";

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** The hub's scope: companies held by the given portfolios (optionally only some companies). */
export type HubScope = {
  actor: TenantActor;
  configId: string;
  portfolioIds: readonly string[];
  companyIds?: readonly string[] | null;
};

/** "This company is in scope", as a condition on a column holding a company id. */
function inScope(scope: HubScope, companyId: SQL) {
  const only = scope.companyIds?.length
    ? sql`and portfolio_companies.company_id = any(${uuidArray(scope.companyIds)})`
    : sql``;
  return sql`exists (select 1 from portfolio_companies
    where ${ownedBy(scope.actor, portfolioCompanies)}
      and portfolio_companies.portfolio_id = any(${uuidArray(scope.portfolioIds)})
      and portfolio_companies.company_id = ${companyId} ${only})`;
}

const ids = (rows: { company_id: string }[]) => rows.map((r) => r.company_id);

/**
 * How many distinct companies the scope holds. A portfolio holds a company once (unique
 * portfolio_id, company_id), so one portfolio is counted without the distinct's hashing.
 */
export async function countHubCompanies(db: Database, scope: HubScope) {
  const only = scope.companyIds?.length
    ? sql`and portfolio_companies.company_id = any(${uuidArray(scope.companyIds)})`
    : sql``;
  const counted = scope.portfolioIds.length === 1 ? sql`count(*)` : sql`count(distinct company_id)`;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select ${counted}::int as n from portfolio_companies
      where ${ownedBy(scope.actor, portfolioCompanies)}
        and portfolio_companies.portfolio_id = any(${uuidArray(scope.portfolioIds)}) ${only}`),
  );
  return row?.n ?? 0;
}

/** The company ids of one page, in the page's order. */
export async function hubPageCompanyIds(
  db: Database,
  scope: HubScope,
  ordering: Exclude<RiskHubOrdering, "change_desc">,
  first: number,
  offset: number,
): Promise<string[]> {
  if (first === 0) return [];
  if (ordering === "name_asc") {
    return ids(
      rowsOf<{ company_id: string }>(
        await db.execute(sql`select c.id as company_id from companies c
          where ${inScope(scope, sql`c.id`)}
          order by c.display_name, c.id limit ${first} offset ${offset}`),
      ),
    );
  }
  // Ties on score go by id: the order the index holds them in, so the walk never sorts.
  const direction = ordering === "score_desc" ? sql`desc` : sql`asc`;
  const scored = ids(
    rowsOf<{ company_id: string }>(
      await db.execute(sql`select s.company_id from company_risk_scores s
        where s.config_id = ${scope.configId} and s.score is not null
          and ${inScope(scope, sql`s.company_id`)}
        order by s.score ${direction}, s.company_id ${direction} limit ${first} offset ${offset}`),
    ),
  );
  if (scored.length === first) return scored;
  // The page reaches past the scored companies: the unscored follow, by name.
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from company_risk_scores s
      where s.config_id = ${scope.configId} and s.score is not null
        and ${inScope(scope, sql`s.company_id`)}`),
  );
  const tailOffset = Math.max(0, offset - (counted?.n ?? 0));
  const unscored = ids(
    rowsOf<{ company_id: string }>(
      await db.execute(sql`select c.id as company_id from companies c
        where ${inScope(scope, sql`c.id`)}
          and not exists (select 1 from company_risk_scores s
            where s.config_id = ${scope.configId} and s.company_id = c.id and s.score is not null)
        order by c.display_name, c.id limit ${first - scored.length} offset ${tailOffset}`),
    ),
  );
  return [...scored, ...unscored];
}
