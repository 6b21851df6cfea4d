/**
 * Issue 12's benchmarks on PostgreSQL, through the real app in-process: the case list page
 * (25 rows, three filters and a sort, with its total) and the list's chart data, each against
 * the very SQL that request sent replayed directly in the same run, and the export of a case
 * with 200 comments and 50 attachments against reading the same rows and files directly.
 * Every round changes the tag filter, so no two consecutive requests are the same.
 *
 * `npx node bench/cases.ts` runs it alone; `BENCH_ONLY=cases npm run bench` runs it through
 * run.ts. BENCH_CASES sets the number of cases (default 1,000,000), BENCH_CASES_ROUNDS the
 * timed rounds (default 40), BENCH_DATABASE_URL the PostgreSQL server (a database of its own
 * is created and dropped). BENCH_CASES_KEEP=1 keeps that database and its files and reuses them
 * on the next run with the same BENCH_CASES (pending migrations applied), skipping the seed.
 * Each measure reports the machine's 1-minute load average while it ran.
 */
import { loadavg } from "node:os";
import pg from "pg";
import { loadConfig } from "../packages/server/src/config.ts";
import { openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { fileStoreFor } from "../packages/server/src/files/file-store.ts";
import { ms, percentile } from "./bench-timing.ts";
import { type CasesBenchData, seedCases, seedExportCase } from "./cases-seed.ts";
import { type BenchApp, startBenchApp } from "./companies-app.ts";
import { openBenchDatabase } from "./kept-database.ts";
import type { BenchRow } from "./members.ts";
import { type RecordedStatement, recordStatements, replayOnPostgres } from "./sql-recorder.ts";

const caseCount = Number(process.env.BENCH_CASES ?? 1_000_000);
const rounds = Math.max(30, Number(process.env.BENCH_CASES_ROUNDS ?? 40));
const keep = process.env.BENCH_CASES_KEEP === "1";

/** Samples the 1-minute load average every second until stopped: "load 1.2–1.9 (2 cores)". */
function watchLoad() {
  const samples = [loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), 1000);
  return () => {
    clearInterval(timer);
    samples.push(loadavg()[0] ?? 0);
    return `load avg ${Math.min(...samples).toFixed(2)}–${Math.max(...samples).toFixed(2)}`;
  };
}

// As the web's list page sends them (packages/web/src/features/cases/list/case-list.graphql.ts).
const listQuery = `query SupplierCases($filters: CaseFiltersInput, $sort: CaseSortInput, $first: Int, $offset: Int) {
  supplierCases(filters: $filters, sort: $sort, first: $first, offset: $offset) {
    items {
      id rowNumber title descriptionText status priority
      assignee { id name email deactivated } assignedTeam { id name } creator { id name email deactivated }
      dueDate createdAt updatedAt closedAt tags { id value } private locations riskSubCategory
      gsca { enabled locations type themes subThemes } company { id slug name } portfolio { id slug name }
      resolutionComment lastComment supplierTier
      counts { emails comments externalEmails allTasks closedTasks } daysActive progress canEdit
    }
    totalCount
  }
}`;
const chartQuery = `query SupplierCaseChartData($filters: CaseFiltersInput) {
  supplierCaseChartData(filters: $filters) {
    byStatus { key label count } byPriority { key label count } byAssignee { key label count }
    overTime { date created closed } total
  }
}`;

/** Round i's filters: open cases of high priority with one tag, the tag changing every round. */
function listVariables(data: CasesBenchData, round: number) {
  return {
    filters: {
      status: round % 2 === 0 ? ["to_do", "in_progress"] : ["in_progress", "complete"],
      priority: ["high"],
      tags: [data.tagIds[round % data.tagIds.length]],
    },
    sort: { key: "dateDue", direction: "Asc" },
    first: 25,
    offset: 0,
  };
}

type Timing = { p50: number; p95: number };

/** Each round: the request through the app, then its recorded SQL directly; p50/p95 of both. */
async function timeAgainstSql(
  app: BenchApp,
  pool: pg.Pool,
  query: string,
  variables: Record<string, unknown>[],
  check: (answer: unknown) => void,
): Promise<{ app: Timing; sql: Timing; statements: number }> {
  const recorded: RecordedStatement[][] = [];
  for (const v of variables) {
    check(await app.gql(query, v));
    recorded.push(await app.statementsOf(query, v));
  }
  const appSamples: number[] = [];
  const sqlSamples: number[] = [];
  for (const [i, v] of variables.entries()) {
    let started = performance.now();
    await app.gql(query, v);
    appSamples.push(performance.now() - started);
    started = performance.now();
    await replayOnPostgres(pool, recorded[i] ?? []);
    sqlSamples.push(performance.now() - started);
  }
  const timing = (samples: number[]) => ({
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
  });
  return {
    app: timing(appSamples),
    sql: timing(sqlSamples),
    statements: recorded[0]?.length ?? 0,
  };
}

async function signInCookie(app: BenchApp, account: { email: string; password: string }) {
  const login = await app.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
      variables: { input: account },
    }),
  });
  return login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

async function exportRow(
  app: BenchApp,
  pool: pg.Pool,
  config: ReturnType<typeof loadConfig>,
  data: CasesBenchData,
  caseId: string,
): Promise<BenchRow> {
  const cookie = await signInCookie(app, {
    email: data.viewer.email,
    password: data.viewer.password,
  });
  const exportOnce = async () => {
    const response = await app.app.inject({
      method: "POST",
      url: "/export-case",
      headers: { "content-type": "application/json", cookie },
      payload: JSON.stringify({ id: caseId }),
    });
    if (response.statusCode !== 200 || response.rawPayload.length < 1000)
      throw new Error(`export answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response.rawPayload.length;
  };
  const zipBytes = await exportOnce();
  const statements = await recordStatements(exportOnce);
  const store = fileStoreFor(config);
  const keys = (
    await pool.query("select store_key from comment_attachments where case_id = $1", [caseId])
  ).rows.map((row) => String(row.store_key));
  const direct = async () => {
    await replayOnPostgres(pool, statements);
    for (const key of keys) {
      const file = await store.get(key);
      if (!file) throw new Error(`missing ${key}`);
      for await (const _chunk of file.body) {
        // read every byte, as the zip does
      }
    }
  };
  const samples: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    let started = performance.now();
    await exportOnce();
    samples.push(performance.now() - started);
    started = performance.now();
    await direct();
    baseline.push(performance.now() - started);
  }
  const p50 = percentile(samples, 50);
  return {
    name: `Export of a case with 200 comments and 50 attachments (POST /export-case, ${(zipBytes / 1024).toFixed(0)} KB zip)`,
    figure: `p50 ${ms(p50)}, slowest ${ms(Math.max(...samples))}`,
    baseline: `its SQL (${statements.length} statements) and the 50 files read directly: p50 ${ms(percentile(baseline, 50))}`,
    ratio: (p50 / percentile(baseline, 50)).toFixed(1),
    target: "< 5 s",
  };
}

export async function casesBench(): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: the case benchmarks are skipped.`);
    return [];
  }
  const database = await openBenchDatabase<{ data: CasesBenchData; exportCaseId: string }>(
    admin,
    adminUrl,
    "cases",
    keep ? String(caseCount) : null,
  );
  const { url, dataDir, seeded: kept } = database;
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "false",
    DATA_DIR: dataDir,
  });
  const handle = await openDatabase({ kind: "postgres", url });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Dropping the database at the end ends idle connections; that is not an error here.
  pool.on("error", () => {});
  const rows: BenchRow[] = [];
  const report = (row: BenchRow) => {
    console.log(`  ${row.name}: ${row.figure} | ${row.baseline} | ratio ${row.ratio}`);
    rows.push(row);
  };
  try {
    await migrate(handle);
    const started = performance.now();
    const data = kept?.data ?? (await seedCases(handle, config, caseCount));
    const exportCaseId = kept?.exportCaseId ?? (await seedExportCase(handle, config, data));
    if (kept) console.log(`  cases: reusing the kept database ${database.name}`);
    else await database.remember({ data, exportCaseId });
    const counts = (
      await pool.query(`select (select count(*) from supplier_cases)::int as cases,
        (select count(*) from case_access)::int as access, (select count(*) from case_tags)::int as tags`)
    ).rows[0];
    console.log(
      `  cases: ${counts.cases.toLocaleString("en")} cases, ${counts.access.toLocaleString("en")} access rows, ${counts.tags.toLocaleString("en")} tag links in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const account = { email: data.viewer.email, password: data.viewer.password };
    const app = await startBenchApp(handle, config, account);
    const label = `PostgreSQL, ${caseCount.toLocaleString("en")} cases, 20% private, viewer a member`;
    const variables = Array.from({ length: rounds }, (_, i) => listVariables(data, i));

    let stopLoad = watchLoad();
    const list = await timeAgainstSql(app, pool, listQuery, variables, (answer) => {
      const page = (answer as { supplierCases: { items: unknown[]; totalCount: number } })
        .supplierCases;
      if (page.items.length !== Math.min(25, page.totalCount) || page.totalCount === 0)
        throw new Error(`list page has ${page.items.length} of ${page.totalCount}`);
    });
    report({
      name: `Case list page: 25 rows and total, 3 filters (status, priority, tag) sorted by due date (${label})`,
      figure: `p50 ${ms(list.app.p50)}, p95 ${ms(list.app.p95)} over ${rounds} rounds (${stopLoad()})`,
      baseline: `same SQL directly (${list.statements} statements): p50 ${ms(list.sql.p50)}, p95 ${ms(list.sql.p95)}`,
      ratio: (list.app.p95 / list.sql.p95).toFixed(2),
      target: "p95 ≤ 80 ms",
    });

    const chartVariables = variables.map((v) => ({ filters: v.filters }));
    stopLoad = watchLoad();
    const chart = await timeAgainstSql(app, pool, chartQuery, chartVariables, (answer) => {
      const total = (answer as { supplierCaseChartData: { total: number } }).supplierCaseChartData
        .total;
      if (!(total > 0)) throw new Error("chart counted no cases");
    });
    report({
      name: `Case chart data with the same filters (${label})`,
      figure: `p50 ${ms(chart.app.p50)}, p95 ${ms(chart.app.p95)} over ${rounds} rounds (${stopLoad()})`,
      baseline: `same SQL directly (${chart.statements} statements): p50 ${ms(chart.sql.p50)}, p95 ${ms(chart.sql.p95)}`,
      ratio: (chart.app.p95 / chart.sql.p95).toFixed(2),
      target: "p95 ≤ 200 ms",
    });

    stopLoad = watchLoad();
    const exported = await exportRow(app, pool, config, data, exportCaseId);
    report({ ...exported, figure: `${exported.figure} (${stopLoad()})` });
    await app.close();
  } finally {
    await pool.end();
    await handle.close();
    await database.release();
    await admin.end();
  }
  return rows;
}

if (import.meta.main) {
  const rows = await casesBench();
  console.log(
    [
      "| measure | figure | baseline (same run) | ratio | target |",
      "|---|---|---|---|---|",
      ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
    ].join("\n"),
  );
}
