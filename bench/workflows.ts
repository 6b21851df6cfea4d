/**
 * Issue 31's benchmarks on PostgreSQL, through the real app in-process:
 *  1. startWorkflow for a portfolio of BENCH_WORKFLOW_COMPANIES companies (default 10,000):
 *     every workflow, personal link (HMAC token, hash stored), audit item and the mail job made
 *     in one request; against inserting the same rows with INSERT … SELECT in the same run.
 *  2. The workflow list at BENCH_WORKFLOWS workflows (default 1,000,000): the first page in the
 *     default order, a page deep behind a cursor, and a status-filtered page, each against its
 *     recorded SQL replayed directly in the same run.
 *
 * `node bench/workflows.ts` runs it alone. BENCH_WORKFLOWS_KEEP=1 keeps the seeded database for
 * the next run with the same counts; BENCH_DATABASE_URL names the PostgreSQL server.
 */
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { benchTable, runPostgresBench } from "./bench-postgres.ts";
import { ms, percentile } from "./bench-timing.ts";
import { startBenchApp } from "./companies-app.ts";
import type { BenchRow } from "./members.ts";
import { replayOnPostgres } from "./sql-recorder.ts";
import { seedWorkflows, type WorkflowsBenchData } from "./workflows-seed.ts";

const companyCount = Number(process.env.BENCH_WORKFLOW_COMPANIES ?? 10_000);
const workflowCount = Number(process.env.BENCH_WORKFLOWS ?? 1_000_000);
const rounds = Math.max(30, Number(process.env.BENCH_WORKFLOWS_ROUNDS ?? 40));
const keep = process.env.BENCH_WORKFLOWS_KEEP === "1";
const load = () => `load ${(loadavg()[0] ?? 0).toFixed(1)}`;

// As the web's list page sends it: the columns of the list.
const listQuery = `query Workflows($filters: WorkflowFiltersInput, $sort: WorkflowSortInput, $first: Int, $after: String) {
  workflows(filters: $filters, sort: $sort, first: $first, after: $after) {
    items { id name status dueDate overdue score updatedAt company { id slug name }
      template { id name } currentStep { id kind name } redFlags { reason } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const startMutation = `mutation($input: StartWorkflowInput!) { startWorkflow(input: $input) {
  __typename ... on StartWorkflowSuccess { startedCount } ... on Error { message } } }`;

type ListPage = { workflows: { pageInfo: { endCursor: string | null } } };

export async function workflowsBench(): Promise<BenchRow[]> {
  return runPostgresBench<WorkflowsBenchData>(
    "workflows",
    keep ? `${companyCount}_${workflowCount}` : null,
    async ({ database, config, handle, pool, report }) => {
      let data = database.seeded;
      if (!data) {
        const started = performance.now();
        data = await seedWorkflows(handle, config, {
          companies: companyCount,
          workflows: workflowCount,
        });
        console.log(`  seeded ${workflowCount} workflows in ${ms(performance.now() - started)}`);
        await database.remember(data);
      }
      // One person's requests back to back on a shared machine: shedding would refuse them, not
      // time them (the portfolio start holds the event loop while it signs 10,000 links).
      const app = await startBenchApp(
        handle,
        { ...config, LOAD_SHED_EVENT_LOOP_DELAY_MS: 0, LOAD_SHED_WAITING_QUERIES: 0 },
        data.admin,
      );
      try {
        // 1. The portfolio start, then the same rows written directly (and removed again).
        const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
        const loadBefore = load();
        let started = performance.now();
        const answer = (await app.gql(startMutation, {
          input: {
            templateId: data.templateId,
            portfolioId: data.portfolioId,
            contactEmails: ["supplier@bench.test"],
            dueDate: due,
          },
        })) as { startWorkflow: { startedCount?: number; message?: string } };
        const startMs = performance.now() - started;
        if (answer.startWorkflow.startedCount !== companyCount)
          throw new Error(`start answered ${JSON.stringify(answer)}`);
        started = performance.now();
        await handle.db
          .transaction(async (tx) => {
            await tx.execute(sql`
            with w as (
              insert into workflows (organization_id, template_id, template_version_id, name, company_id,
                company_name, due_date, current_step_index, current_step_kind)
              select ${data.organizationId}, t.id, v.id, t.name, c.id, c.display_name, ${due}::date, 0, 'questionnaire'
              from portfolio_companies pc join companies c on c.id = pc.company_id,
                workflow_templates t join workflow_template_versions v on v.template_id = t.id and v.version = t.current_version
              where pc.portfolio_id = ${data.portfolioId} and t.id = ${data.templateId}
              returning id, company_id, company_name, name),
            l as (insert into workflow_links (organization_id, workflow_id, email, token_hash, expires_at, pending_mail)
              select ${data.organizationId}, id, 'supplier@bench.test', md5(random()::text), now() + interval '60 days', 'invitation' from w)
            insert into workflow_audit (organization_id, workflow_id, company_id, action, full_name, name, workflow_name, summary)
            select ${data.organizationId}, id, company_id, 'started', 'Bench', company_name, name, 'sent' from w`);
            tx.rollback();
          })
          .catch((error) => {
            if (!String(error).includes("Rollback")) throw error;
          });
        const directMs = performance.now() - started;
        report({
          name: `startWorkflow for a portfolio of ${companyCount.toLocaleString("en")} companies (workflows, signed links, audit items, mail job; ${loadBefore})`,
          figure: ms(startMs),
          baseline: `the same rows by INSERT … SELECT: ${ms(directMs)}`,
          ratio: (startMs / directMs).toFixed(1),
          target: "< 60 s",
        });

        // 2. The list: first page, a deep page by cursor, a filtered page.
        let after: string | null = null;
        for (let i = 0; i < 40; i += 1) {
          const page = (await app.gql(listQuery, { first: 25, after })) as ListPage;
          after = page.workflows.pageInfo.endCursor;
        }
        const cases = [
          { label: "first page, last changed first", variables: { first: 25 } },
          { label: "page 41 behind a cursor", variables: { first: 25, after } },
          {
            label: "in review, due date ascending",
            variables: {
              first: 25,
              filters: { status: ["in_review"] },
              sort: { key: "dueDate", direction: "Asc" },
            },
          },
        ];
        for (const c of cases) {
          const recorded = await app.statementsOf(listQuery, c.variables);
          const appSamples: number[] = [];
          const sqlSamples: number[] = [];
          for (let i = 0; i < rounds; i += 1) {
            let t = performance.now();
            await app.gql(listQuery, c.variables);
            appSamples.push(performance.now() - t);
            t = performance.now();
            await replayOnPostgres(pool, recorded);
            sqlSamples.push(performance.now() - t);
          }
          const p95 = percentile(appSamples, 95);
          report({
            name: `Workflow list at ${workflowCount.toLocaleString("en")} workflows: ${c.label} (${load()})`,
            figure: `p50 ${ms(percentile(appSamples, 50))}, p95 ${ms(p95)}`,
            baseline: `its SQL (${recorded.length} statements) directly: p95 ${ms(percentile(sqlSamples, 95))}`,
            ratio: (p95 / percentile(sqlSamples, 95)).toFixed(1),
            target: "p95 ≤ 80 ms",
          });
        }
      } finally {
        await app.close();
      }
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await workflowsBench();
  console.log(benchTable(rows));
}
