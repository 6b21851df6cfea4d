/**
 * `npm run bench:load` (issue 32): a bounded load test on loopback. LOAD_USERS virtual users
 * (200) sign in once each and for LOAD_SECONDS (60) open the portal's pages with think time
 * (LOAD_THINK_MS, 2,000 on average) on a realistic mix (virtual-user.ts), while one person
 * runs a bulk upload and an export in the background. Then, for LOAD_CAPACITY_SECONDS (15),
 * the same people without think time: the most the setup answers, for the scaling figure.
 *
 * Setups (LOAD_TARGETS, all by default): `pglite` (one process, as `npm start`), `postgres`
 * (one process), `postgres-two` (two processes and a worker on the same database, the load
 * tool taking turns between the servers). Each starts from a fresh demo database with
 * LOAD_USERS extra members of Acme. Reports p50/p95/p99, errors with their causes, shed
 * requests (503 from load shedding), timeouts (10 s) and throughput, the errors the servers
 * logged, and the machine's load. A short setting for CI: LOAD_USERS=20 LOAD_SECONDS=10.
 * Exits 1 when a goal is missed (PostgreSQL with two servers: no errors, no timeouts, reads
 * p95 ≤ 200 ms; PGlite: no timeouts).
 */
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../../packages/server/src/config.ts";
import { openDatabase } from "../../packages/server/src/db/client.ts";
import { generateCompanies } from "../../packages/server/src/features/companies/demo-data/generate-companies.ts";
import {
  defaultCompanyCount,
  defaultCompanySeed,
} from "../../packages/server/src/features/companies/demo-data/seed-companies.ts";
import { typoedDemoNames } from "../quick-search-throughput.ts";
import { seededRandom } from "../suggestion-recall.ts";
import { bulkUpload, exportAll, supplierList } from "./background-work.ts";
import { operations } from "./documents.ts";
import { LoadClient } from "./load-client.ts";
import { loadUserEmail, seedLoadUsers } from "./load-users.ts";
import { LoadMetrics } from "./metrics.ts";
import { cpuDuring, loadAverage } from "./process-cpu.ts";
import { type LoadReport, printReports } from "./report.ts";
import { loadPassword, logDir, loggedErrors, type Setup, startSetup } from "./server-setups.ts";
import { gatherPools, type Pools, runVirtualUser } from "./virtual-user.ts";

const env = process.env;
const users = Number(env.LOAD_USERS ?? 200);
const seconds = Number(env.LOAD_SECONDS ?? 60);
const thinkMs = Number(env.LOAD_THINK_MS ?? 2_000);
const rampSeconds = Number(env.LOAD_RAMP_SECONDS ?? Math.min(10, seconds / 3));
const capacitySeconds = Number(env.LOAD_CAPACITY_SECONDS ?? 15);
const targets = (env.LOAD_TARGETS ?? "pglite,postgres,postgres-two").split(",");
const adminUrl = env.LOAD_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = 3342;
const serverEnv = { SEED_ALERTS: env.LOAD_SEED_ALERTS ?? "200000" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Suggestible and visible demo companies, as `npm start` seeds them. */
function demoSlugs(): string[] {
  const slugs: string[] = [];
  for (const { company } of generateCompanies({
    count: defaultCompanyCount,
    seed: defaultCompanySeed,
  }))
    if (company.statusCode === "active") slugs.push(company.slug as string);
  return slugs;
}

type Phase = {
  metrics: LoadMetrics;
  cpuMs: number;
  cookies: (string | null)[];
  background: string[];
};

/** Every user at once (after a ramp), until the deadline; the background work beside them. */
async function runPhase(
  setup: Setup,
  databasePids: () => Promise<number[]>,
  pools: Pools,
  phase: { seconds: number; thinkMs: number; rampSeconds: number; background: boolean },
  cookies: (string | null)[],
): Promise<Phase> {
  const metrics = new LoadMetrics();
  const client = new LoadClient(setup.bases, metrics);
  const deadline = performance.now() + phase.seconds * 1000;
  const background: string[] = [];
  const pids = async () => [...setup.pids(), ...(await databasePids())];
  const { result, cpuMs } = await cpuDuring(pids, () =>
    Promise.all([
      ...Array.from({ length: users }, async (_, i) => {
        await sleep((i * phase.rampSeconds * 1000) / users);
        const user = {
          client,
          email: loadUserEmail(i),
          password: loadPassword,
          pools,
          deadline,
          thinkMs: phase.thinkMs,
          random: seededRandom(1000 + i),
        };
        return runVirtualUser(user, cookies[i] ?? null);
      }),
      phase.background
        ? backgroundWork(client, pools, deadline).then((r) => background.push(...r))
        : null,
    ]).then((all) => {
      metrics.stop();
      return all.slice(0, users) as (string | null)[];
    }),
  );
  return { metrics, cpuMs, cookies: result, background };
}

/** A manager's bulk upload and export, started once the users are in. */
async function backgroundWork(client: LoadClient, pools: Pools, deadline: number) {
  await sleep(rampSeconds * 1000);
  let cookie: string | null = null;
  await client.graphql(
    "sign-in",
    operations.login,
    { input: { email: "admin@acme.test", password: loadPassword } },
    null,
    (c) => {
      cookie = c;
    },
  );
  if (!cookie) return ["background: sign-in failed"];
  // Past the run's end they may go on a while: their own end is reported, not counted.
  const until = deadline + 120_000;
  const csv = supplierList(pools.typoedNames, Number(env.LOAD_BULK_ROWS ?? 1_000));
  const results = await Promise.all([
    bulkUpload(client, cookie, csv, until),
    exportAll(client, cookie, until),
  ]);
  return results.map((r) => `${r.label}: ${r.status} after ${r.seconds.toFixed(0)} s`);
}

async function measure(setup: Setup, databasePids: () => Promise<number[]>): Promise<LoadReport> {
  const startedLoad = loadAverage();
  const signIn = new LoadClient(setup.bases, new LoadMetrics());
  let cookie: string | null = null;
  await signIn.graphql(
    "sign-in",
    operations.login,
    { input: { email: loadUserEmail(0), password: loadPassword } },
    null,
    (c) => {
      cookie = c;
    },
  );
  if (!cookie) throw new Error(`${setup.label}: the first load user cannot sign in`);
  const pools = await gatherPools(signIn, cookie, typoedDemoNames(300), demoSlugs());
  console.log(
    `  ${setup.label}: ${pools.caseIds.length} cases, ${pools.alertIds.length} alerts to act on`,
  );
  const main = await runPhase(
    setup,
    databasePids,
    pools,
    { seconds, thinkMs, rampSeconds, background: true },
    [],
  );
  const capacity =
    capacitySeconds > 0
      ? await runPhase(
          setup,
          databasePids,
          pools,
          { seconds: capacitySeconds, thinkMs: 0, rampSeconds: 0, background: false },
          main.cookies,
        )
      : null;
  const summary = main.metrics.summary();
  const answered = Object.values(summary.byKind).reduce((n, k) => n + (k?.requests ?? 0), 0);
  return {
    setup: setup.label,
    servers: setup.bases.length,
    users,
    seconds,
    summary,
    cpuMsPerRequest: main.cpuMs / Math.max(1, answered),
    capacity: capacity?.metrics.summary() ?? null,
    background: main.background,
    loggedErrors: loggedErrors(setup.logs),
    loadAverage: [startedLoad, loadAverage()],
  };
}

async function onPglite(): Promise<LoadReport> {
  const dataDir = path.join(logDir, "pglite-data");
  rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SEED_PASSWORD: loadPassword,
  });
  const vars = { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: "" };
  // The first start seeds the demo data; the users join while no server holds the database.
  await (await startSetup("pglite-first-start", vars, 1, port)).stop();
  const database = await openDatabase({ kind: "pglite", dataDir });
  await seedLoadUsers(database.db, config, users);
  await database.close();
  const setup = await startSetup("pglite", vars, 1, port);
  try {
    return await measure(setup, async () => []);
  } finally {
    await setup.stop();
  }
}

async function onPostgres(which: string[]): Promise<LoadReport[]> {
  const name = "tierwise_load";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = path.join(logDir, "postgres-files");
  const vars = { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  const backends = async () =>
    (
      await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [
        name,
      ])
    ).rows.map((r) => r.pid);
  const reports: LoadReport[] = [];
  try {
    // The first server seeds; the users join through a connection of the load tool's own.
    const first = await startSetup("postgres-first-start", vars, 1, port);
    const database = await openDatabase({ kind: "postgres", url: url.toString() });
    await seedLoadUsers(
      database.db,
      loadConfig({
        NODE_ENV: "production",
        SEED_PASSWORD: loadPassword,
        DATABASE_URL: url.toString(),
      }),
      users,
    );
    await database.close();
    await first.stop();
    for (const [label, servers] of [
      ["postgres", 1],
      ["postgres-two", 2],
    ] as const) {
      if (!which.includes(label)) continue;
      const setup = await startSetup(label, vars, servers, port);
      try {
        reports.push(await measure(setup, backends));
      } finally {
        await setup.stop();
      }
    }
  } finally {
    if (env.LOAD_KEEP !== "1") await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return reports;
}

console.log(
  `Load test: ${users} users, ${seconds} s, think ${thinkMs} ms, capacity ${capacitySeconds} s; ${os.cpus().length} cores, load ${loadAverage().toFixed(1)}`,
);
const reports: LoadReport[] = [];
if (targets.includes("pglite")) reports.push(await onPglite());
const postgresTargets = targets.filter((t) => t.startsWith("postgres"));
if (postgresTargets.length > 0) reports.push(...(await onPostgres(postgresTargets)));
writeFileSync(path.join(logDir, "results.json"), JSON.stringify(reports, null, 2));
const goalsMet = printReports(reports);
process.exit(goalsMet ? 0 : 1);
