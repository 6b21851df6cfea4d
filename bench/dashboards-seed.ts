/**
 * The dashboards benchmark's data (issue 30): one organisation with 50,000 companies and
 * 1,000,000 alerts (alerts-seed.ts with one organisation of 100 people, which has
 * all_alerts_access, so it sees every alert), to which this adds what the other widgets read:
 * 90% of the companies in its portfolios (a tree of two), scored under the default configuration,
 * 20,000 cases with 40,000 tasks, 20,000 company requests, catalogue supplier relations among
 * the companies and its computed n-tier network, a saved search, and every feature flag the
 * widgets need. One administrator signs in.
 */
import { sql } from "drizzle-orm";
import type { Config } from "../packages/server/src/config.ts";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import { hashPassword } from "../packages/server/src/features/auth/password-hash.ts";
import {
  computeNTier,
  nTierRiskRuleOf,
} from "../packages/server/src/features/n-tier/n-tier-compute.ts";
import { defaultRiskConfigId } from "../packages/server/src/features/risk/default-risk-config.ts";
import { ensureDefaultRiskConfig } from "../packages/server/src/features/risk/risk-config-read.service.ts";
import { scoreConfig } from "../packages/server/src/features/risk/score-config.ts";
import { seedAlertsWorld } from "./alerts-seed.ts";

/** Every alert gets a news class, and topics for its class, severity and a country. */
export const alertTopicsUpdate = `
  with classes as (select array['bankruptcy','sanctions','fraud','data_breach','labor_violation',
    'environmental','litigation','product_recall','strike','natural_disaster'] as ids)
  update alerts set news_classes = array[c.ids[1 + abs(hashtext(id::text)) % 10]],
    topics = array_remove(array['class:' || c.ids[1 + abs(hashtext(id::text)) % 10],
      'location.country:' || (array['DE','FR','US','CN','JP','GB','IT','IN'])[1 + abs(hashtext('c' || id)) % 8],
      case when severity is not null then 'severity:' || severity end], null)
  from classes c`;

export type DashboardsBenchData = { email: string; password: string; organizationId: string };

const password = "Bench-Password-2026!";
const email = "dashboards-bench@bench.test";
const int = (n: number) => sql.raw(String(Math.trunc(n)));
const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

export async function seedDashboardsWorld(
  handle: DatabaseHandle,
  config: Config,
  sizes: { alerts: number; companies: number },
): Promise<DashboardsBenchData> {
  const db = handle.db;
  let started = performance.now();
  // 100 people: one organisation, md5('org:1'), the one with all_alerts_access.
  await seedAlertsWorld(handle, config, { ...sizes, users: 100 });
  console.log(`  dashboards: alerts world in ${seconds(started)}`);
  // The alerts seed leaves news classes and topics empty; the alert widgets group by them. It
  // loads alerts with triggers off, so the widgets' day counts are recounted whole afterwards
  // (the update's own trigger would only add the change to counts that were never made).
  await db.execute(sql`alter table alerts disable trigger alert_day_counts_update`);
  await db.execute(sql`${sql.raw(alertTopicsUpdate)}`);
  await db.execute(sql`alter table alerts enable trigger alert_day_counts_update`);
  await db.execute(sql`select alert_day_counts_rebuild()`);
  const org = sql`md5('org:1')::uuid`;
  const flags = {
    alerts: true,
    riskDashboardAccess: true,
    caseManagementEnabled: true,
    nTier: true,
    companyRequests: true,
    advancedSearch: true,
  };
  await db.execute(sql`update organizations set settings = ${JSON.stringify({ featureFlags: flags })}::jsonb
    where id = ${org}`);
  await db.execute(sql`
    insert into users (id, email, first_name, last_name, password_hash, verified)
    values (md5('dashboards-bench')::uuid, ${email}, 'Dana', 'Board', ${await hashPassword(config, password)}, true)`);
  await db.execute(sql`insert into memberships (user_id, organization_id, role)
    values (md5('dashboards-bench')::uuid, ${org}, 'organization_admin')`);
  // 90% of the companies in the organisation's portfolios (90% of those under Suppliers, the
  // rest in Tier 2); the others are its suppliers' suppliers, for the n-tier widgets.
  const inPortfolios = Math.round(sizes.companies * 0.9);
  started = performance.now();
  await db.execute(sql`delete from portfolio_companies where organization_id = ${org}`);
  await db.execute(sql`
    insert into portfolio_companies (organization_id, portfolio_id, company_id)
    select ${org}, case when n <= ${int(inPortfolios * 0.9)} then md5('portfolio:1')::uuid
        else md5('portfolio:1:2')::uuid end, id
    from (select id, row_number() over (order by id) as n from companies) c
    where n <= ${int(inPortfolios)}`);
  await db.execute(sql`truncate risk_dirty_companies`);
  await ensureDefaultRiskConfig(db);
  const scored = await scoreConfig(db, defaultRiskConfigId);
  console.log(`  dashboards: ${scored.companies} companies scored in ${seconds(started)}`);
  started = performance.now();
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) as k from companies)
    insert into supplier_cases (organization_id, row_number, title, description, description_text,
      status, priority, creator_id, company_id, created_at, updated_at, private)
    select ${org}, n, 'Bench case ' || n,
      '[{"type":"paragraph","children":[{"text":"Bench."}]}]'::jsonb, 'Bench.',
      (array['to_do', 'in_progress', 'complete', 'retired'])[1 + n % 4],
      (array['low', 'medium', 'high'])[1 + abs(hashtext('p' || n)) % 3],
      md5('dashboards-bench')::uuid, numbered.id,
      now() - (n % 365) * interval '1 day', now(), n % 20 = 0
    from generate_series(1, 20000) as n join numbered on numbered.k = 1 + n % 1000`);
  await db.execute(sql`
    insert into case_tasks (organization_id, case_id, title, due_at, status, closed_at, created_by)
    select ${org}, c.id, 'Follow up ' || k, (now() - ((c.row_number + k) % 60 - 30) * interval '1 day')::date,
      case when k = 1 then 'to_do' else 'complete' end, case when k = 1 then null else now() end,
      md5('dashboards-bench')::uuid
    from supplier_cases c, generate_series(1, 2) as k where c.organization_id = ${org}`);
  await db.execute(sql`
    insert into company_requests (organization_id, user_id, company_name, name_key, status, created_at, updated_at)
    select ${org}, md5('dashboards-bench')::uuid, 'Requested Company ' || n, 'requested company ' || n,
      (array['requested', 'requested', 'needs_action', 'complete', 'closed', 'replaced', 'retired'])[1 + n % 7],
      now() - (n % 200) * interval '1 day', now()
    from generate_series(1, 20000) as n`);
  // Catalogue relations: the first 5,000 portfolio companies get 2–3 suppliers among the
  // companies outside the portfolios (tier 2), and those get 2 of their own among the last
  // thousand (tier 3); suppliers are shared, as the concentration widget looks for.
  const tier2 = inPortfolios;
  const tier3 = sizes.companies - 1000;
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) as n from companies)
    insert into company_relations (supplier_company_id, customer_company_id, parts, source)
    select distinct s.id, c.id, array['part ' || (c.n % 7)], 'bench'
    from numbered c
    cross join lateral generate_series(1, case when c.n <= 2000 then 3 else 2 end) as k
    join numbered s on s.n = case when c.n <= ${int(tier2)}
        then ${int(tier2)} + 1 + abs(hashtext(c.n || ':' || k)) % ${int(tier3 - tier2)}
        else ${int(tier3)} + 1 + abs(hashtext(c.n || ':' || k)) % 1000 end
    where (c.n <= 5000 or (c.n > ${int(tier2)} and c.n <= ${int(tier3)})) and s.id <> c.id
    on conflict do nothing`);
  await computeNTier(db, (await orgId(handle)) as string, nTierRiskRuleOf(config));
  await db.execute(sql`
    insert into saved_searches (organization_id, user_id, name, search_params)
    values (${org}, md5('dashboards-bench')::uuid, 'Every company', '{}'::jsonb)`);
  await db.execute(sql`vacuum analyze`);
  console.log(`  dashboards: cases, requests, network and saved search in ${seconds(started)}`);
  return { email, password, organizationId: (await orgId(handle)) as string };
}

async function orgId(handle: DatabaseHandle) {
  const result = (await handle.db.execute(
    sql`select md5('org:1')::uuid::text as id`,
  )) as unknown as {
    rows: { id: string }[];
  };
  return result.rows[0]?.id;
}
