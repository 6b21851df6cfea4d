/**
 * Issue 4's benchmarks: header suggestions, an advanced search with three filters and its
 * aggregations, and the profile overview, each through the real app in-process and as a ratio
 * against the very SQL statements that request sent, replayed directly on the same database;
 * plus seeding 1,000,000 companies (PostgreSQL) and importing 100,000 CSV rows (PGlite and
 * PostgreSQL), against their targets.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { loadConfig } from "../packages/server/src/config.ts";
import { type DatabaseHandle, openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { seedDemoCompanies } from "../packages/server/src/features/companies/demo-data/seed-companies.ts";
import { warmSearchIndex } from "../packages/server/src/features/companies/search/search-index/search-index.service.ts";
import { seedFoundation } from "../packages/server/src/seed/seed.ts";
import { ms, timeCases } from "./bench-timing.ts";
import { startBenchApp } from "./companies-app.ts";
import { companyQueries, type QueryCase, searchVariant } from "./company-queries.ts";
import { importBench } from "./import-bench.ts";
import type { BenchRow } from "./members.ts";
import { type RecordedStatement, replayOnPglite, replayOnPostgres } from "./sql-recorder.ts";
import { recallRow } from "./suggestion-recall.ts";
import { root } from "./support.ts";

const password = "Bench-Password-2026!";
export const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  SEED_ON_EMPTY: "false",
  SEED_PASSWORD: password,
  DATA_DIR: path.join(root, ".tmp/bench-companies"),
});
export const member = { email: "member@acme.test", password };

type Target = { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; client: PGlite };

export async function measureQueries(
  handle: DatabaseHandle,
  target: Target,
  label: string,
  limits: { suggestions: string; search?: string; overview?: string },
) {
  const rows: BenchRow[] = [];
  const app = await startBenchApp(handle, config, member);
  // The same answers computed by the database alone: advanced search's baseline is the SQL
  // that counts its facets and histograms without the in-memory index.
  const sqlOnly = await startBenchApp(handle, { ...config, SEARCH_INDEX: "off" }, member);
  const loadStarted = performance.now();
  await warmSearchIndex(handle.db, config, console);
  console.log(`  search index loaded in ${ms(performance.now() - loadStarted)}`);
  const queries = await companyQueries(handle);
  const replay = (statements: RecordedStatement[]) =>
    target.kind === "postgres"
      ? replayOnPostgres(target.pool, statements)
      : replayOnPglite(target.client, statements);
  const compare = async (
    name: string,
    cases: { query: string; variables: Record<string, unknown> }[],
    goal: string,
    baseline = "same SQL directly",
    recordWith = app,
    variant?: (c: QueryCase, round: number) => QueryCase,
  ) => {
    const recorded = [];
    for (const c of cases) recorded.push(await recordWith.statementsOf(c.query, c.variables));
    const viaGraphql = await timeCases(cases, (c) => app.gql(c.query, c.variables), 5, variant);
    const direct = await timeCases(recorded, replay);
    rows.push({
      name: `${name} (${label})`,
      figure: `p50 ${ms(viaGraphql.p50)}, p95 ${ms(viaGraphql.p95)}`,
      baseline: `${baseline} (${recorded[0]?.length ?? 0} statements): p50 ${ms(direct.p50)}, p95 ${ms(direct.p95)}`,
      ratio: (viaGraphql.p95 / direct.p95).toFixed(2),
      target: goal,
    });
  };
  await compare("Header suggestions (6, misspelt names)", queries.suggestions, limits.suggestions);
  rows.push(await recallRow(handle, label));
  if (limits.search)
    await compare(
      "Advanced search, 3 filters + aggregations",
      queries.search,
      limits.search,
      "the same answer in SQL directly",
      sqlOnly,
      searchVariant,
    );
  if (limits.overview) await compare("Profile overview", queries.overview, limits.overview);
  await app.close();
  await sqlOnly.close();
  return rows;
}

/** `only: "suggestions"` (BENCH_ONLY=suggestions) seeds and measures header suggestions alone. */
export type CompaniesBenchOptions = { only?: "suggestions" };

async function onPostgres(options: CompaniesBenchOptions): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: its benchmarks are skipped.`);
    return [];
  }
  const name = "tierwise_bench_companies";
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const rows: BenchRow[] = [];
  try {
    await migrate(handle);
    await seedFoundation(handle.db, config);
    const count = Number(process.env.BENCH_COMPANIES ?? 1_000_000);
    const started = performance.now();
    await seedDemoCompanies(handle.db, { count, log: (line) => console.log(`  seed: ${line}`) });
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      name: `Seeding ${count.toLocaleString("en")} companies with 5 years of statements (PostgreSQL)`,
      figure: `${(seconds / 60).toFixed(1)} min`,
      baseline: "target 10 min",
      ratio: (seconds / 600).toFixed(2),
      target: "< 1.00",
    });
    await pool.query("analyze");
    rows.push(
      ...(await measureQueries(
        handle,
        { kind: "postgres", pool },
        `PostgreSQL, ${count.toLocaleString("en")}`,
        options.only
          ? { suggestions: "p95 ≤ 30 ms" }
          : { suggestions: "p95 ≤ 30 ms", search: "p95 ≤ 150 ms", overview: "p95 ≤ 50 ms" },
      )),
    );
    if (!options.only) rows.push(await importBench({ kind: "postgres", adminUrl }, config));
  } finally {
    await pool.end();
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}

async function onPglite(options: CompaniesBenchOptions): Promise<BenchRow[]> {
  const client = await PGlite.create({
    extensions: { pg_trgm: (await import("@electric-sql/pglite/contrib/pg_trgm")).pg_trgm },
  });
  const { drizzle } = await import("drizzle-orm/pglite");
  const handle: DatabaseHandle = {
    db: drizzle({ client }) as unknown as DatabaseHandle["db"],
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    exclusively: (_lockName, work) => work(),
    waitingQueries: () => 0,
    close: () => client.close(),
  };
  const rows: BenchRow[] = [];
  try {
    await migrate(handle);
    await seedFoundation(handle.db, config);
    await seedDemoCompanies(handle.db, { count: 100_000 });
    await client.query("analyze");
    rows.push(
      ...(await measureQueries(
        handle,
        { kind: "pglite", client },
        "PGlite, 100,000",
        options.only
          ? { suggestions: "p95 ≤ 60 ms" }
          : { suggestions: "p95 ≤ 60 ms", overview: "—" },
      )),
    );
  } finally {
    await handle.close();
  }
  if (!options.only) rows.push(await importBench({ kind: "pglite" }, config));
  return rows;
}

export async function companiesBench(options: CompaniesBenchOptions = {}): Promise<BenchRow[]> {
  return [...(await onPglite(options)), ...(await onPostgres(options))];
}
