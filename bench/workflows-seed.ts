/**
 * The supplier workflows benchmark's data (issue 31), made with INSERT … SELECT generate_series:
 * one organisation using workflows, its administrator, `companies` companies in one portfolio,
 * a template (the shipped information security one), and `workflows` workflows spread over
 * the companies, statuses, due dates and two years of changes.
 */
import { sql } from "drizzle-orm";
import type { Config } from "../packages/server/src/config.ts";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import { ensureShippedTemplates } from "../packages/server/src/features/workflows/template.service.ts";
import { buildOrganization, buildUser } from "../packages/server/src/test/factories.ts";

export type WorkflowsBenchData = {
  organizationId: string;
  admin: { email: string; password: string };
  portfolioId: string;
  templateId: string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function seedWorkflows(
  handle: DatabaseHandle,
  config: Config,
  counts: { companies: number; workflows: number },
): Promise<WorkflowsBenchData> {
  const db = handle.db;
  const organization = await buildOrganization(db, {
    name: "Bench Workflows",
    settings: { featureFlags: { criteriaCheckAccess: true, caseManagementEnabled: true } },
  });
  const org = organization.id;
  const password = "Bench-Password-2026!";
  const admin = await buildUser(db, config, {
    email: "workflows-bench@bench.test",
    password,
    memberships: [{ organizationId: org, role: "organization_admin" }],
  });
  await db.execute(sql`
    insert into companies (slug, display_name, status_code, country_code)
    select 'bench-supplier-' || n, 'Bench Supplier ' || lpad(n::text, 6, '0'), 'active', 'DE'
    from generate_series(1, ${counts.companies}) as n`);
  const [portfolio] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into portfolios (organization_id, name, slug, created_by)
      values (${org}, 'Bench suppliers', 'bench-suppliers', ${admin.id}) returning id`),
  );
  if (!portfolio) throw new Error("bench portfolio not made");
  await db.execute(sql`
    insert into portfolio_access (organization_id, portfolio_id, actor_type, actor_id, editable)
    values (${org}, ${portfolio.id}, 'user', ${admin.id}, true)`);
  await db.execute(sql`
    insert into portfolio_companies (organization_id, portfolio_id, company_id)
    select ${org}, ${portfolio.id}, id from companies where slug like 'bench-supplier-%'`);
  await ensureShippedTemplates(db, org);
  const [template] = rowsOf<{ id: string; version_id: string }>(
    await db.execute(sql`
      select t.id, v.id as version_id from workflow_templates t
      join workflow_template_versions v on v.template_id = t.id and v.version = t.current_version
      where t.organization_id = ${org} and t.shipped_key = 'infosec'`),
  );
  if (!template) throw new Error("bench template not made");
  // Each attribute from its own hash of the row number, so they vary independently.
  await db.execute(sql`
    with c as (select array_agg(id order by slug) as ids, array_agg(display_name order by slug) as names
               from companies where slug like 'bench-supplier-%'),
         s as (select n, abs(hashtext('company' || n)) % ${counts.companies} + 1 as k,
                 abs(hashtext('status' || n)) % 10 as status,
                 now() - interval '730 days' * (abs(hashtext('changed' || n))::float8 / 2147483647) as changed
               from generate_series(1, ${counts.workflows}) as n)
    insert into workflows (organization_id, template_id, template_version_id, name, company_id,
      company_name, status, current_step_index, current_step_kind, due_date, score,
      started_by, started_at, updated_at, finished_at)
    select ${org}, ${template.id}, ${template.version_id}, 'Information security basics',
      c.ids[s.k], c.names[s.k],
      case when s.status < 4 then 'awaiting_supplier' when s.status < 6 then 'in_review'
           when s.status < 9 then 'approved' else 'rejected' end,
      case when s.status < 4 then 0 when s.status < 6 then 2 else null end,
      case when s.status < 4 then 'questionnaire' when s.status < 6 then 'review' else null end,
      (s.changed + interval '30 days')::date,
      case when s.status < 4 then null else (abs(hashtext('score' || s.n)) % 101)::real end,
      ${admin.id}, s.changed - interval '10 days', s.changed,
      case when s.status >= 6 then s.changed else null end
    from s, c`);
  await db.execute(sql`analyze workflows`);
  return {
    organizationId: org,
    admin: { email: admin.email, password },
    portfolioId: portfolio.id,
    templateId: template.id,
  };
}
