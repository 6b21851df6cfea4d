/**
 * AI report benchmarks (issue 15), on PostgreSQL:
 *
 * (a) Generating a local report for a company with five fiscal years of financial statements,
 *     every metric column, 200 alerts and 10 sanctions matches: the job handler
 *     (aiReportJob.run, as the runner calls it) p50/p95; target p95 < 2 s. Baseline of the same
 *     rounds: reading the same facts' rows (company, statements, the organisation's alerts of
 *     the company, matches with decisions, profile areas) directly in SQL.
 * (b) 1,000 reports queued at once (createAiReport, one per portfolio company), drained by the
 *     real job runner (startJobRunner with every feature's jobs, as `npm start` runs it in
 *     process, JOB_POLL_MS and all) while a stream of trivial jobs of another queue comes in:
 *     drain time, time per report, and the trivial jobs' wait (enqueue to start) p50/p95
 *     against their wait on the same runner with the queue idle, measured first.
 *
 * Not wired into run.ts (it needs PostgreSQL and minutes, as risk.ts does). Run with
 * `npx node bench/ai-reports.ts` (BENCH_DATABASE_URL as bench-postgres.ts reads it). Sizes:
 * BENCH_AI_REPORTS (1000 queued reports), BENCH_AI_COMPANIES (20000), BENCH_AI_ALERTS (200
 * alerts of the subject), BENCH_AI_MATCHES (10), BENCH_AI_OTHER_ALERTS (50000 on the other
 * companies), BENCH_AI_ROUNDS (20 timed generations), BENCH_AI_PING_MS (200: one trivial job
 * every so often), BENCH_AI_IDLE_PINGS (30 on the idle queue).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pino from "pino";
import type { TenantActor } from "../packages/server/src/core/actor.ts";
import type { JobDefinition, JobTools } from "../packages/server/src/core/feature.ts";
import { loadActor } from "../packages/server/src/core/load-actor.ts";
import { rowsOf } from "../packages/server/src/db/raw-rows.ts";
import { aiReportJob } from "../packages/server/src/features/ai-reports/ai-report.job.ts";
import {
  aiReportQueue,
  createAiReport,
} from "../packages/server/src/features/ai-reports/ai-report.service.ts";
import { features } from "../packages/server/src/features.ts";
import { enqueueJob } from "../packages/server/src/jobs/queue.ts";
import { type JobRuntime, startJobRunner } from "../packages/server/src/jobs/runner.ts";
import { benchCompanyId, seedAiReportWorld, subjectCompanyId } from "./ai-reports-seed.ts";
import { runPostgresBench } from "./bench-postgres.ts";
import { ms, percentile } from "./bench-timing.ts";
import { benchOrganizationId, benchUserId } from "./risk-seed.ts";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const sizes = {
  reports: env("BENCH_AI_REPORTS", 1000),
  companies: env("BENCH_AI_COMPANIES", 20_000),
  alerts: env("BENCH_AI_ALERTS", 200),
  matches: env("BENCH_AI_MATCHES", 10),
  otherAlerts: env("BENCH_AI_OTHER_ALERTS", 50_000),
};
const rounds = env("BENCH_AI_ROUNDS", 20);
const pingEveryMs = env("BENCH_AI_PING_MS", 200);
const idlePings = env("BENCH_AI_IDLE_PINGS", 30);
const pingQueue = "bench.ping";
const fmt = (n: number) => n.toLocaleString("en");
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const spread = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;

/** The rows the report's facts come from, read in plain SQL: what gathering cannot beat. */
async function readFactRows(db: JobTools["db"], companyId: string) {
  const company = sql`${companyId}::uuid`;
  await db.execute(sql`select * from companies where id = ${company}`);
  await db.execute(sql`select * from financial_statements where company_id = ${company}
    order by fiscal_year desc`);
  await db.execute(sql`select a.* from alert_visibility v join alerts a on a.id = v.alert_id
    where v.organization_id = ${benchOrganizationId}::uuid
      and v.alert_id in (select alert_id from alert_companies where company_id = ${company})
    order by v.published_at desc limit 200`);
  await db.execute(sql`select m.*, d.decision from screening_matches m
    left join screening_match_decisions d on d.organization_id = ${benchOrganizationId}::uuid
      and d.company_id = m.company_id and d.list_name = m.list_name and d.entry_id = m.entry_id
    where m.company_id = ${company}`);
  await db.execute(sql`select * from company_profile_areas where company_id = ${company}`);
}

/** Trivial jobs of another queue; each records how long it waited from enqueue to start. */
function pinger(db: JobTools["db"]) {
  const waits: Record<string, number[]> = { idle: [], drain: [] };
  let sent = 0;
  const definition: JobDefinition = {
    queue: pingQueue,
    async run(payload) {
      waits[String(payload.phase)]?.push(Date.now() - Number(payload.at));
      return {};
    },
  };
  /** Enqueues one every pingEveryMs while `more()` holds; resolves once all have run. */
  async function stream(phase: "idle" | "drain", more: (count: number) => boolean) {
    const before = waits[phase]?.length ?? 0;
    let count = 0;
    while (more(count)) {
      await enqueueJob(db, pingQueue, { phase, at: Date.now() });
      count += 1;
      sent += 1;
      await sleep(pingEveryMs);
    }
    while ((waits[phase]?.length ?? 0) - before < count) await sleep(50);
    return count;
  }
  return { definition, waits, stream, sent: () => sent };
}

await runPostgresBench<never>("ai_reports", null, async ({ handle, config, report }) => {
  const db = handle.db;
  let started = performance.now();
  await seedAiReportWorld(db, { ...sizes, portfolioCompanies: sizes.reports + 1 });
  console.log(
    `  seeded ${fmt(sizes.companies)} companies, ${fmt(sizes.alerts + sizes.otherAlerts)} alerts in ${seconds(performance.now() - started)}`,
  );
  // Seeding portfolio companies queued rescoring work; the runner below starts from empty.
  await db.execute(sql`delete from jobs`);
  const actor = (await loadActor(db, {
    userId: benchUserId,
    organizationId: benchOrganizationId,
  })) as TenantActor;
  const deps = { db, config, log: console, mailer: null } as never;
  const log = pino({ level: "warn" }) as unknown as JobTools["log"];
  const tools: JobTools = {
    db,
    config,
    log,
    actor,
    signal: new AbortController().signal,
    setProgress: async () => {},
  };

  // (a) One report at a time; round 0 warms up. The SQL baseline runs in the same rounds.
  const handlerMs: number[] = [];
  const directMs: number[] = [];
  let last: Record<string, unknown> | undefined;
  for (let round = 0; round <= rounds; round += 1) {
    const request = { coreCompanyId: subjectCompanyId, type: "risk_summary" as const };
    const { id } = await createAiReport(deps, actor, request);
    started = performance.now();
    last = await aiReportJob.run({ reportId: id }, tools);
    const handler = performance.now() - started;
    if (last?.status !== "success") throw new Error(`report ${id}: ${JSON.stringify(last)}`);
    started = performance.now();
    await readFactRows(db, subjectCompanyId);
    if (round > 0) directMs.push(performance.now() - started);
    if (round > 0) handlerMs.push(handler);
  }
  const [shape] = rowsOf<{ facts: number; alerts: number; dropped: number }>(
    await db.execute(sql`select jsonb_array_length(facts) as facts, dropped_sentence_count as dropped,
      (select count(*) from jsonb_array_elements(facts) f where f->>'kind' = 'alert')::int as alerts
      from ai_reports where status = 'success' order by version desc limit 1`),
  );
  console.log(
    `  last report: ${shape?.facts} facts cited (${shape?.alerts} alerts), ${shape?.dropped} sentences dropped`,
  );
  report({
    name: `Local AI report, 5 fiscal years, ${sizes.alerts} alerts, ${sizes.matches} matches (PostgreSQL, job handler)`,
    figure: spread(handlerMs),
    baseline: `reading the same facts' rows in SQL: ${spread(directMs)}`,
    ratio: (percentile(handlerMs, 95) / percentile(directMs, 95)).toFixed(1),
    target: "p95 < 2 s",
  });
  await db.execute(sql`delete from jobs`);

  // (b) The runner as the server starts it, with the pings' queue beside the features' ones;
  // the report handler is the real one, timed as it runs.
  const pings = pinger(db);
  const reportRunMs: number[] = [];
  const definitions: JobDefinition[] = features.flatMap((feature) => feature.jobs ?? []);
  const runtime: JobRuntime = {
    db,
    log,
    config,
    definitions: [
      ...definitions.map((definition) =>
        definition.queue !== aiReportQueue
          ? definition
          : {
              ...definition,
              async run(payload: Record<string, unknown>, jobTools: JobTools) {
                const at = performance.now();
                const result = await definition.run(payload, jobTools);
                reportRunMs.push(performance.now() - at);
                return result;
              },
            },
      ),
      pings.definition,
    ],
  };
  let runner = await startJobRunner(runtime);
  await pings.stream("idle", (count) => count < idlePings);
  await runner.stop();

  // All reports are asked for before the runner starts again: queued at once.
  started = performance.now();
  for (let n = 2; n <= sizes.reports + 1; n += 1)
    await createAiReport(deps, actor, { coreCompanyId: benchCompanyId(n), type: "risk_summary" });
  const enqueueMs = performance.now() - started;
  const open = async () =>
    rowsOf<{ open: number }>(
      await db.execute(sql`select count(*)::int as open from ai_reports
        where status = 'in_progress'`),
    )[0]?.open ?? 0;

  started = performance.now();
  runner = await startJobRunner(runtime);
  let drained = false;
  const drainPings = pings.stream("drain", () => !drained);
  let remaining = await open();
  while (remaining > 0) {
    await sleep(250);
    remaining = await open();
  }
  const drainMs = performance.now() - started;
  drained = true;
  const pingCount = await drainPings;
  await runner.stop();

  const statuses = rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from ai_reports group by status`),
  );
  console.log(
    `  ${fmt(sizes.reports)} reports enqueued in ${seconds(enqueueMs)}; statuses ${statuses.map((s) => `${s.status} ${s.n}`).join(", ")}; ${pings.sent()} pings`,
  );
  const idle = pings.waits.idle ?? [];
  const busy = pings.waits.drain ?? [];
  report({
    name: `${fmt(sizes.reports)} AI reports queued at once, drained by the job runner (PostgreSQL)`,
    figure: `${seconds(drainMs)}, ${ms(drainMs / sizes.reports)} per report`,
    // The same reports' own handler time: what the drain would take with the runner never idle.
    baseline: `the handler itself: ${spread(reportRunMs)} (sum ${seconds(reportRunMs.reduce((a, b) => a + b, 0))})`,
    ratio: (drainMs / sizes.reports / percentile(reportRunMs, 50)).toFixed(1),
    target: "drained, time per report reported",
  });
  report({
    name: `Wait of other jobs while ${fmt(sizes.reports)} reports drain (${pingCount} jobs, one every ${pingEveryMs} ms)`,
    figure: `${spread(busy)}, max ${ms(Math.max(...busy))}`,
    baseline: `the same jobs on the idle queue: ${spread(idle)}`,
    ratio: (percentile(busy, 95) / percentile(idle, 95)).toFixed(1),
    target: "not starved",
  });
});
