/**
 * Issue 13's rules-engine benchmark on PostgreSQL: the alert rules job over 100,000 pending
 * company-data changes (a year of generated metric observations and events for about 1,300
 * demo companies, with the history before that year stored), against a baseline measured in
 * the same run: inserting the very alerts the run raised directly with insertAlerts, into
 * emptied alert tables. The ratio is what reading the changes, keeping the metric history,
 * evaluating the windows and marking the changes adds to storing the alerts.
 *
 * `npx node bench/alert-rules.ts` runs it alone. BENCH_ALERT_CHANGES sets the number of
 * changes (default 100,000), BENCH_DATABASE_URL the PostgreSQL server (a database of its own is
 * created and dropped).
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { insertAlerts } from "../packages/server/src/features/alerts/alert-write.ts";
import {
  companyHistory,
  type DemoCompany,
} from "../packages/server/src/features/alerts/sources/demo/company-history.ts";
import type { CompanyContext } from "../packages/server/src/features/alerts/sources/rules/build-alerts.ts";
import {
  isoDay,
  type SeriesPoint,
} from "../packages/server/src/features/alerts/sources/rules/evaluate-metric.ts";
import {
  type HistoryPoint,
  storeMetricHistory,
} from "../packages/server/src/features/alerts/sources/rules/metric-history.ts";
import {
  alertsFor,
  type NewCompanyDataChange,
  recordCompanyDataChanges,
  runRulesOnPendingChanges,
  seriesKey,
} from "../packages/server/src/features/alerts/sources/rules/run-rules.ts";
import { generateCompanies } from "../packages/server/src/features/companies/demo-data/generate-companies.ts";
import { insertCompanies } from "../packages/server/src/features/companies/demo-data/insert-companies.ts";
import type { BenchRow } from "./members.ts";

const changeCount = Number(process.env.BENCH_ALERT_CHANGES ?? 100_000);
const today = new Date("2026-06-01T00:00:00Z");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Workload = {
  changes: NewCompanyDataChange[];
  series: Map<string, SeriesPoint[]>;
  known: Map<string, CompanyContext>;
  /** Observations before the year: the history the changes are measured against. */
  history: HistoryPoint[];
};

/** Demo companies' generated years, company after company, until `changeCount` changes. */
async function workload(db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<Workload> {
  await insertCompanies(db, generateCompanies({ count: Math.ceil(changeCount / 60), seed: 7_331 }));
  const rows = (
    await db.execute(sql`
      select id, display_name as name, country_code as "countryCode", city, employee_count as "employeeCount",
        current_ratio, quick_ratio, altman_z_score, credit_score, security_rating, esg_score
      from companies order by search_row`)
  ).rows as (Omit<DemoCompany, "metrics"> & Record<string, number | null>)[];
  const data: Workload = { changes: [], series: new Map(), known: new Map(), history: [] };
  const yearStart = today.getTime() - 365 * 86_400_000;
  for (const [
    index,
    { id, name, countryCode, city, employeeCount, ...metrics },
  ] of rows.entries()) {
    if (data.changes.length >= changeCount) break;
    const company: DemoCompany = { id, name, countryCode, city, employeeCount, metrics };
    const generated = companyHistory(company, 1_000 + index, today);
    data.known.set(id, { id, name, countryCode });
    for (const [variable, points] of generated.series) {
      data.series.set(
        seriesKey(id, variable),
        points.map((p) => ({ on: isoDay(p.on), value: p.value })),
      );
      for (const p of points)
        if (p.on.getTime() <= yearStart)
          data.history.push({ companyId: id, variable, on: isoDay(p.on), value: p.value });
    }
    data.changes.push(...generated.changes.slice(0, changeCount - data.changes.length));
  }
  return data;
}

export async function alertRulesBench(): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: the alert rules benchmark is skipped.`);
    return [];
  }
  const name = "tierwise_bench_alert_rules";
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await migrate(handle);
    const db = handle.db;
    const data = await workload(db);
    await storeMetricHistory(db, data.history, "keep");
    await recordCompanyDataChanges(db, data.changes);
    await db.execute(sql`analyze`);

    let started = performance.now();
    const run = await runRulesOnPendingChanges(db);
    const rulesMs = performance.now() - started;
    if (run.changes !== data.changes.length)
      throw new Error(`the rules read ${run.changes} of ${data.changes.length} changes`);

    // The same alerts, raised in memory, stored directly into emptied alert tables.
    const { alerts } = alertsFor(data.changes, data.series, data.known);
    if (alerts.length !== run.alerts)
      throw new Error(`baseline has ${alerts.length} alerts, the run stored ${run.alerts}`);
    await db.execute(sql`truncate alerts cascade`);
    started = performance.now();
    for (let start = 0; start < alerts.length; start += 2_000)
      await insertAlerts(db, alerts.slice(start, start + 2_000));
    const baselineMs = performance.now() - started;

    const row: BenchRow = {
      name: `Alert rules job over ${data.changes.length.toLocaleString("en")} pending company-data changes (PostgreSQL, ${data.known.size.toLocaleString("en")} companies, ${run.batches} batches)`,
      figure: `${seconds(rulesMs)} (${Math.round(data.changes.length / (rulesMs / 1000)).toLocaleString("en")} changes/s), ${run.alerts.toLocaleString("en")} alerts`,
      baseline: `inserting the same alerts directly: ${seconds(baselineMs)}`,
      ratio: (rulesMs / baselineMs).toFixed(2),
      target: "< 60 s",
    };
    console.log(`  ${row.name}: ${row.figure} | ${row.baseline} | ratio ${row.ratio}`);
    return [row];
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.main) {
  const rows = await alertRulesBench();
  console.log(
    [
      "| measure | figure | baseline (same run) | ratio | target |",
      "|---|---|---|---|---|",
      ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
    ].join("\n"),
  );
}
