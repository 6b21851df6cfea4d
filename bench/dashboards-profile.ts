/**
 * Profiles the dashboards benchmark's call on its kept database (run `dashboards.ts` with
 * BENCH_DASHBOARDS_KEEP=1 first): records the statements of one dashboardWidgetData call for
 * the widgets named on the command line (all 12 when none), then replays each
 * BENCH_PROFILE_RUNS times (10) on one connection and prints them costliest first by the
 * backend's CPU time (load-independent, Linux only), with EXPLAIN (ANALYZE, BUFFERS) plans when
 * BENCH_PROFILE_PLANS=1. `node bench/dashboards-profile.ts nTierExposureMap`
 */

import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtInWidgetTypes } from "@tierwise/common/dashboards/widget-types";
import pg from "pg";
import { loadConfig } from "../packages/server/src/config.ts";
import { openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { everyBuiltInWidget } from "../packages/server/src/features/dashboards/dashboards-every-widget.ts";
import { startBenchApp } from "./companies-app.ts";
import type { DashboardsBenchData } from "./dashboards-seed.ts";

const keptAs = process.env.BENCH_PROFILE_KEPT ?? "1000000_50000";
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const url = new URL(adminUrl);
url.pathname = `/tierwise_bench_dashboards_kept_${keptAs}`;
// The seed's answer, kept beside the database (kept-database.ts).
const seeded = JSON.parse(
  readFileSync(
    path.join(tmpdir(), `tierwise-bench-dashboards-kept-${keptAs}`, "seeded.json"),
    "utf8",
  ),
) as DashboardsBenchData;
const handle = await openDatabase({ kind: "postgres", url: url.toString() });
await migrate(handle);
const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  SEED_ON_EMPTY: "false",
  DATA_DIR: "/tmp/tierwise-dashboards-profile",
  DATABASE_URL: url.toString(),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
});
const app = await startBenchApp(handle, config, { email: seeded.email, password: seeded.password });
const saved = await pool.query("select id from saved_searches limit 1");
const created = (await app.gql(
  `mutation($input: CreateDashboardInput!) { createDashboard(input: $input) { id version } }`,
  { input: { name: `Profile ${Date.now()}` } },
)) as { createDashboard: { id: string; version: number } };
const { widgets, layouts } = everyBuiltInWidget(String(saved.rows[0]?.id), "Profile");
const { id, version } = created.createDashboard;
await app.gql(`mutation($input: UpdateDashboardInput!) { updateDashboard(input: $input) { id } }`, {
  input: { id, version, widgets, layouts },
});
const widgetIds = process.argv.length > 2 ? process.argv.slice(2) : [...builtInWidgetTypes];
const dataQuery = `query($dashboardId: ID!, $widgetIds: [ID!]!) {
    dashboardWidgetData(dashboardId: $dashboardId, widgetIds: $widgetIds) { widgetId status } }`;
// The server's own CPU per call (GraphQL, drizzle, drivers), beside the database's below.
const appRuns = Number(process.env.BENCH_PROFILE_RUNS ?? 10);
await app.gql(dataQuery, { dashboardId: id, widgetIds });
const appCpu = process.cpuUsage();
for (let run = 0; run < appRuns; run += 1) await app.gql(dataQuery, { dashboardId: id, widgetIds });
const { user, system } = process.cpuUsage(appCpu);
console.log(`server process CPU ${((user + system) / 1000 / appRuns).toFixed(1)} ms a call`);
const statements = await app.statementsOf(dataQuery, { dashboardId: id, widgetIds });
// CPU time of the one connection's backend (Linux /proc, ticks of 10 ms): unlike wall time on a
// shared machine, it does not grow with other work's load.
const client = await pool.connect();
// Parallel workers' CPU would not show in this backend's: one process does all the work here.
await client.query("set max_parallel_workers_per_gather = 0");
const { pid } = (await client.query("select pg_backend_pid() as pid")).rows[0] as { pid: number };
const cpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const runs = Number(process.env.BENCH_PROFILE_RUNS ?? 10);
const measured: { ms: number; cpu: number; text: string; plan: string }[] = [];
for (const s of statements) {
  if (!/^\s*(select|with)/i.test(s.text)) continue;
  await client.query(s.text, s.values);
  const before = cpuMs();
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) await client.query(s.text, s.values);
  const ms = (performance.now() - started) / runs;
  const cpu = (cpuMs() - before) / runs;
  const plan =
    process.env.BENCH_PROFILE_PLANS === "1"
      ? (await client.query(`explain (analyze, buffers) ${s.text}`, s.values)).rows
          .map((r) => r["QUERY PLAN"])
          .join("\n")
      : "";
  measured.push({ ms, cpu, text: s.text, plan });
}
client.release();
measured.sort((a, b) => b.cpu - a.cpu || b.ms - a.ms);
const sum = (key: "ms" | "cpu") => measured.reduce((total, m) => total + m[key], 0).toFixed(0);
console.log(
  `${statements.length} statements; one after another: database CPU ${sum("cpu")} ms, wall ${sum("ms")} ms (means of ${runs} runs)`,
);
for (const m of measured) {
  console.log(
    `\ncpu ${m.cpu.toFixed(1)} ms, wall ${m.ms.toFixed(1)} ms  ${m.text.replace(/\s+/g, " ").slice(0, 200)}`,
  );
  if (m.plan) console.log(m.plan);
}
await pool.query("delete from dashboards where id = $1", [id]);
await app.close();
await pool.end();
await handle.close();
