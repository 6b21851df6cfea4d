/**
 * Quick search under load (issue 32): one server process answers the header box's searches
 * for misspelt demo company names as fast as autocannon sends them. Figures: requests per
 * second and CPU milliseconds per request (the server process, plus PostgreSQL's backends on
 * PostgreSQL), against the same server's cheapest GraphQL query and a bare Fastify route, on
 * the demo data `npm start` loads (5,000 companies), PGlite and PostgreSQL.
 *
 * BENCH_ONLY=quick-search runs it alone. BENCH_CPU_PROF=<dir> writes the server's CPU
 * profile (node --cpu-prof) there, one file per server start.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { quickSearchStatuses } from "../packages/server/src/features/companies/company-search.service.ts";
import { generateCompanies } from "../packages/server/src/features/companies/demo-data/generate-companies.ts";
import {
  defaultCompanyCount,
  defaultCompanySeed,
} from "../packages/server/src/features/companies/demo-data/seed-companies.ts";
import { operations } from "./load/documents.ts";
import { cpuDuring, loadAverage } from "./load/process-cpu.ts";
import { graphqlBody, signIn, waitUntilIdle } from "./load/server-processes.ts";
import type { BenchRow } from "./members.ts";
import { applySlip, seededRandom, slipKinds } from "./suggestion-recall.ts";
import { root, startProcess, stopProcess, waitForUrl } from "./support.ts";

const password = "Bench-Password-2026!";
const port = 3340;
const barePort = 3341;
const base = `http://127.0.0.1:${port}`;
/** Enough to keep both cores busy while the server answers; more only lengthens the queue. */
const busyConnections = 16;
const seconds = Number(process.env.BENCH_QUICK_SEARCH_SECONDS ?? 10);
/** The goal for one process. */
const targetPerSecond = 400;

/**
 * Demo company names as someone mistypes them in the header box: suggestible companies of the
 * demo data (generated again here, as `npm start` seeds them), each with one slip of a kind
 * drawn at random (a swapped pair, a dropped, doubled or wrong letter).
 */
export function typoedDemoNames(count = 300, seed = 32): string[] {
  const random = seededRandom(seed);
  const names: string[] = [];
  const generated = generateCompanies({ count: defaultCompanyCount, seed: defaultCompanySeed });
  for (const { company } of generated) {
    if (!quickSearchStatuses.includes(company.statusCode ?? "active")) continue;
    if (random() > (2 * count) / defaultCompanyCount) continue;
    const kind = slipKinds[Math.floor(random() * slipKinds.length)] ?? "swap";
    const slipped = applySlip(company.displayName, kind, random);
    if (slipped) names.push(slipped);
    if (names.length === count) break;
  }
  return names;
}

/** The header box's request, as the web app sends it (six suggestions). */
export function quickSearchBodies(names: readonly string[]): string[] {
  const { name, query } = operations.quickSearch;
  return names.map((text) => graphqlBody(query, { text, first: 6 }, name));
}

export type Throughput = {
  perSecond: number;
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  failed: number;
};

type Drive = {
  url: string;
  bodies: readonly string[];
  /** The processes whose CPU the requests cost. */
  pids: () => Promise<readonly number[]>;
  cookie?: string;
  connections?: number;
  duration?: number;
};

/** autocannon against `url`, cycling through `bodies`, and the CPU it cost `pids`. */
export async function measureThroughput(drive: Drive): Promise<Throughput> {
  const duration = drive.duration ?? seconds;
  let next = 0;
  const { result, cpuMs } = await cpuDuring(
    drive.pids,
    () =>
      new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          {
            url: drive.url,
            connections: drive.connections ?? busyConnections,
            duration,
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(drive.cookie ? { cookie: drive.cookie } : {}),
            },
            requests: [
              {
                setupRequest: (request) => {
                  next = (next + 1) % drive.bodies.length;
                  return { ...request, body: drive.bodies[next] };
                },
              },
            ],
          },
          (error, done) => (error ? reject(error) : resolve(done)),
        );
      }),
  );
  const answered = result.requests.total;
  return {
    perSecond: answered / duration,
    cpuMsPerRequest: cpuMs / Math.max(1, answered),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const describe = (t: Throughput) =>
  `${t.perSecond.toFixed(0)} req/s, CPU ${t.cpuMsPerRequest.toFixed(2)} ms/request (p50 ${t.p50} ms, p99 ${t.p99} ms)`;

/** Starts the server, waits for its demo data, and measures quick search against its floor. */
async function measureServer(
  label: string,
  env: Record<string, string>,
  databasePids: () => Promise<readonly number[]>,
  bare: Throughput,
): Promise<BenchRow> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = startProcess("packages/server/src/main.ts", {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_PASSWORD: password,
    LOG_LEVEL: "error",
    // Requests past the limit or shed would be answered cheaply and flatter the figure.
    REQUEST_LIMIT_PER_MINUTE: "1000000000",
    LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
    LOAD_SHED_WAITING_QUERIES: "0",
    SEED_ALERTS: "0",
    ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
    ...env,
  });
  try {
    await waitForUrl(`${base}/healthz`, 600_000);
    const serverPid = server.pid as number;
    // The demo-data job and the search index load after the server answers.
    await waitUntilIdle([serverPid]);
    const cookie = await signIn(base, "member@acme.test", password);
    const pids = async () => [serverPid, ...(await databasePids())];
    const drive = { url: `${base}/graphql`, pids, cookie };
    const searches = { ...drive, bodies: quickSearchBodies(typoedDemoNames()) };
    await measureThroughput({ ...searches, duration: 3 }); // the JIT and the caches warm up
    const measured = await measureThroughput(searches);
    const floor = await measureThroughput({
      ...drive,
      bodies: [graphqlBody("query ServerTime { serverTime }", {}, "ServerTime")],
    });
    const alone = await measureThroughput({ ...searches, connections: 1, duration: 5 });
    for (const run of [measured, floor, alone])
      if (run.failed > 0) throw new Error(`${label}: ${run.failed} requests failed`);
    console.log(`  ${label}: quick search ${describe(measured)}`);
    console.log(`  ${label}: one connection ${describe(alone)}`);
    console.log(`  ${label}: { serverTime } ${describe(floor)}; bare Fastify ${describe(bare)}`);
    console.log(`  load average ${loadAverage().toFixed(1)}`);
    return {
      name: `Quick search, typo'd demo names, 6 suggestions (${label}, one process, ${busyConnections} connections)`,
      figure: `${measured.perSecond.toFixed(0)} req/s, CPU ${measured.cpuMsPerRequest.toFixed(2)} ms/request (p99 ${measured.p99} ms)`,
      baseline: `\`{ serverTime }\` ${floor.perSecond.toFixed(0)} req/s, CPU ${floor.cpuMsPerRequest.toFixed(2)} ms/request; bare Fastify ${bare.perSecond.toFixed(0)} req/s`,
      ratio: (measured.perSecond / floor.perSecond).toFixed(2),
      target: `≥ ${targetPerSecond} req/s`,
    };
  } finally {
    await stopProcess(server);
  }
}

export async function quickSearchThroughputBench(): Promise<BenchRow[]> {
  const bareServer = startProcess("bench/bare-server.ts", { PORT: String(barePort) });
  await waitForUrl(`http://127.0.0.1:${barePort}/json`, 30_000);
  const bare = await measureThroughput({
    url: `http://127.0.0.1:${barePort}/json`,
    bodies: ["{}"],
    pids: async () => [bareServer.pid as number],
  });
  await stopProcess(bareServer);
  const rows: BenchRow[] = [];
  const dataDir = path.join(root, ".tmp/bench-quick-search");
  rmSync(dataDir, { recursive: true, force: true });
  const pglite = { DATA_DIR: dataDir, DATABASE_URL: "" };
  rows.push(await measureServer("PGlite", pglite, async () => [], bare));
  rmSync(dataDir, { recursive: true, force: true });

  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: its quick-search run is skipped.`);
    return rows;
  }
  const name = "tierwise_bench_quick_search";
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The database's work counts too: its backends are processes on this machine.
  const backends = async () =>
    (
      await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [
        name,
      ])
    ).rows.map((r) => r.pid);
  try {
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    rows.push(await measureServer("PostgreSQL", postgres, backends, bare));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
