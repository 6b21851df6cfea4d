/**
 * The risk hub benchmark's data (issue 14), made with INSERT … SELECT generate_series:
 * `companies` companies with every graded metric column filled from a hash of their number,
 * one organisation with the hub whose portfolio holds the first `portfolioCompanies` of them
 * (visible to the whole organisation), and one administrator of it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";

export type RiskBenchSizes = { companies: number; portfolioCompanies: number };

const int = (n: number) => sql.raw(String(Math.trunc(n)));
export const benchOrganizationId = "00000000-0000-4000-8000-0000000be001";
export const benchUserId = "00000000-0000-4000-8000-0000000be002";
export const benchPortfolioId = "00000000-0000-4000-8000-0000000be003";

export async function seedRiskWorld(db: Database, sizes: RiskBenchSizes) {
  // A hash per company and metric, 0–999, so grades spread over A–D the same way every run.
  const h = (metric: string) => sql.raw(`(abs(hashtext('${metric}' || n)) % 1000)`);
  await db.execute(sql`
    insert into companies (id, slug, display_name, duns, status_code, country_code, naics_code,
      current_ratio, quick_ratio, altman_z_score, credit_score, viability_score, security_rating, esg_score)
    select md5('company:' || n)::uuid, 'risk-bench-' || n, 'Risk Bench Company ' || n,
      lpad(n::text, 9, '0'), 'active', 'DE', case when n % 3 = 0 then '331110' else '541511' end,
      ${h("cr")} / 300.0, ${h("qr")} / 400.0, ${h("z")} / 200.0, 1 + ${h("cs")} % 100,
      1 + ${h("vs")} % 9, 250 + ${h("sr")} * 650 / 1000, ${h("esg")} / 10.0
    from generate_series(1, ${int(sizes.companies)}) as n`);
  await db.execute(sql`
    insert into organizations (id, name, type, settings)
    values (${benchOrganizationId}, 'Risk Bench', 'customer',
      '{"featureFlags": {"riskDashboardAccess": true}}'::jsonb)`);
  await db.execute(sql`
    insert into users (id, email, first_name, last_name, password_hash, verified)
    values (${benchUserId}, 'risk-bench@example.test', 'Risk', 'Bench', 'x', true)`);
  await db.execute(sql`
    insert into memberships (user_id, organization_id, role, active)
    values (${benchUserId}, ${benchOrganizationId}, 'organization_admin', true)`);
  await db.execute(sql`
    insert into portfolios (id, organization_id, slug, name, path, level)
    values (${benchPortfolioId}, ${benchOrganizationId}, 'suppliers', 'Suppliers', '{}', 1)`);
  await db.execute(sql`
    insert into portfolio_access (organization_id, portfolio_id, actor_type, actor_id)
    values (${benchOrganizationId}, ${benchPortfolioId}, 'org', ${benchOrganizationId})`);
  await db.execute(sql`
    insert into portfolio_companies (organization_id, portfolio_id, company_id)
    select ${benchOrganizationId}::uuid, ${benchPortfolioId}::uuid, md5('company:' || n)::uuid
    from generate_series(1, ${int(sizes.portfolioCompanies)}) as n`);
  // The portfolio_companies trigger marked them for rescoring; the bench scores explicitly.
  await db.execute(sql`truncate risk_dirty_companies`);
  await db.execute(sql`vacuum analyze`);
}
