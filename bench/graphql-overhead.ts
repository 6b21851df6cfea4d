/**
 * GraphQL overhead: the signed-in `session` query against a bare Fastify JSON route and against
 * the cheapest GraphQL query (`{ serverTime }`), measured in one run under autocannon
 * (10 connections, 8 s each; the bare route before and after the server, averaged). Besides
 * requests per second it reports the server's own CPU time per request (from /proc), which
 * moves far less than throughput when other jobs share the machine's two cores.
 *
 * Alone: `node bench/graphql-overhead.ts` (seeds its own PGlite directory on first use);
 * in the suite: `BENCH_ONLY=graphql npm run bench --workspace @tierwise/bench`.
 * GRAPHQL_BENCH_COMPARE=<checkout> measures that checkout's server too, in the same run (a
 * before/after figure). GRAPHQL_BENCH_PROFILE=<dir> starts the servers with `--cpu-prof` into
 * <dir>/measured (and <dir>/compared); `node bench/cpu-profile-breakdown.ts --phase session
 * <dir>/compared/<file> <dir>/measured/<file>` then shares their time out while `session` ran.
 *
 * Where a signed-in `session` request's time goes, measured with the two options above, is in
 * the README ("GraphQL overhead"). In short: parse and validation are cached by Yoga already;
 * sessions are cached per process with one load per expiry for everyone (session-cache.ts);
 * answers are built without Yoga's Fetch layer (graphql/direct-answer.ts); queries asked
 * again run compiled (graphql/compiled-execution.ts), and once run compiled, skip Yoga's
 * pipeline (graphql/known-queries.ts). What is left is mostly the HTTP write and garbage
 * collection.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { signInAt } from "./n-tier-browser.ts";
import { root, startProcess, stopProcess, waitForUrl } from "./support.ts";

const password = "Bench-Password-2026!";
const port = Number(process.env.GRAPHQL_BENCH_PORT ?? 3320);
const dataDir = path.join(root, ".tmp/bench-graphql-data");

export const sessionQuery =
  "{ session { id authenticated details { email name } organization { id name brandColor featureFlags } roles permissions teams { id membershipCreatedAt } } }";

const serverEnv = {
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  SEED_PASSWORD: password,
  LOG_LEVEL: "error",
  DATABASE_URL: "",
  // Background work would share the CPU being measured: the demo data's slow rest (a year of
  // alerts) and the advanced-search columns, which load for many seconds after a start.
  JOBS_IN_PROCESS: "false",
  SEARCH_INDEX: "off",
  // autocannon sends thousands of requests a second from one address and one session: past the
  // default limit within a second. Kept on, far out of reach, so throughput includes its cost.
  REQUEST_LIMIT_PER_MINUTE: "1000000000",
  API_TOKEN_REQUESTS_PER_MINUTE: "1000000000",
  // Load shedding likewise stays on (its hooks cost what they cost) but out of reach: on a
  // machine shared with other jobs, a slow start would otherwise shed the sign-in.
  LOAD_SHED_EVENT_LOOP_DELAY_MS: "60000",
};

type Row = { name: string; figure: string; baseline: string; ratio: string; target: string };

type Measured = {
  perSecond: number;
  p99: number;
  cpuMicrosPerRequest: number;
  non2xx: number;
  requests: number;
  /** When the load ran, on the monotonic clock a `.cpuprofile` uses (microseconds). */
  window: [number, number];
};

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** User plus system CPU time of a process so far, in microseconds (Linux only). */
function cpuMicros(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / 100) * 1_000_000;
}

function load(url: string, body: string, headers: Record<string, string>, seconds: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 10,
        duration: seconds,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
  });
}

async function measure(
  server: ChildProcess,
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Measured> {
  const before = cpuMicros(server.pid);
  const started = monotonicMicros();
  const result = await load(url, body, headers, 8);
  const cpu = cpuMicros(server.pid) - before;
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    cpuMicrosPerRequest: cpu / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    requests: result.requests.total,
    window: [started, monotonicMicros()],
  };
}

/** Seeds the data directory on first use (the demo data's first part, enough to sign in). */
async function ensureSeeded(env: Record<string, string>) {
  if (existsSync(path.join(env.DATA_DIR ?? dataDir, "pglite", "PG_VERSION"))) return;
  const first = startProcess("packages/server/src/main.ts", env);
  await waitForUrl(`http://127.0.0.1:${env.PORT}/healthz`, 300_000);
  await stopProcess(first);
}

/**
 * Signs in, retrying while the server sheds load: on a machine shared with other jobs, a
 * just-started server can be starved for a whole sample second, which @fastify/under-pressure
 * reads as an infinite event-loop delay.
 */
async function signInPatiently(base: string, email: string, secret: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signInAt(base, email, secret);
    } catch (error) {
      if (attempt >= 30 || !String(error).includes("busy")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** `session` and `{ serverTime }` on the server of the checkout at `cwd`, warmed up first. */
async function measureServer(env: Record<string, string>, email: string, cwd: string) {
  const profileRoot = process.env.GRAPHQL_BENCH_PROFILE;
  const profileDir = profileRoot && path.join(profileRoot, cwd === root ? "measured" : "compared");
  const profile = profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [];
  const server = startProcess("packages/server/src/main.ts", env, profile, cwd);
  const base = `http://127.0.0.1:${env.PORT}`;
  try {
    await waitForUrl(`${base}/healthz`, 120_000);
    const cookie = await signInPatiently(base, email, env.SEED_PASSWORD ?? password);
    const body = JSON.stringify({ query: sessionQuery });
    // Warm up (JIT, caches) so the first measured seconds are not a compiler's.
    await load(`${base}/graphql`, body, { cookie }, 2);
    const session = await measure(server, `${base}/graphql`, body, { cookie });
    const floor = await measure(server, `${base}/graphql`, '{"query":"{ serverTime }"}');
    // The same data query, asked with the session cookie and with an API token of the same
    // person (issue 33: a bearer request may cost no more than a cookie's).
    const bearer = await apiTokenOf(base, cookie);
    const tags = JSON.stringify({ query: tagsQuery });
    await load(`${base}/graphql`, tags, { authorization: `Bearer ${bearer}` }, 2);
    const byCookie = await measure(server, `${base}/graphql`, tags, { cookie });
    const byToken = await measure(server, `${base}/graphql`, tags, {
      authorization: `Bearer ${bearer}`,
    });
    if (profileDir) {
      const phase = (m: Measured) => ({ window: m.window, requests: m.requests });
      const windows = { session: phase(session), serverTime: phase(floor) };
      mkdirSync(profileDir, { recursive: true });
      writeFileSync(path.join(profileDir, "windows.json"), JSON.stringify(windows));
    }
    return { session, floor, byCookie, byToken };
  } finally {
    await stopProcess(server);
  }
}

/** Requests per second; refusals (a shed request's 503) are counted in it, so they are named. */
const perSecond = (m: Measured) =>
  `${m.perSecond.toFixed(0)} req/s${m.non2xx > 0 ? `, ${m.non2xx} of them not 2xx` : ""}`;
const cpu = (m: Measured) => `${m.cpuMicrosPerRequest.toFixed(0)} µs CPU/req`;

/**
 * The work a request may do beyond Fastify's own and still reach 0.5 of the bare route: about
 * 17 µs on the 2-core machine (measured with 10–40 µs on 2026-11-29); the row shows it each run.
 */
const busyWorkMicros = 20;

const tagsQuery = "{ tags { itemsCount items { value } } }";

/** A personal API token of the signed-in person, made as /account makes one. */
async function apiTokenOf(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      query: `mutation($input: ApiTokenInput!) { createApiToken(input: $input) {
        __typename ... on CreateApiTokenSuccess { secret } } }`,
      variables: {
        input: { kind: "PERSONAL", name: "Bench", scopes: ["read:tags"], expiresInDays: 1 },
      },
    }),
  });
  const answer = (await response.json()) as {
    data?: { createApiToken?: { secret?: string } };
  };
  const secret = answer.data?.createApiToken?.secret;
  if (!secret) throw new Error(`no API token: ${JSON.stringify(answer)}`);
  return secret;
}

type ServerFigures = { session: Measured; floor: Measured; byCookie: Measured; byToken: Measured };

function rowsFor(label: string, bare: Measured, server: ServerFigures) {
  const { session, floor, byCookie, byToken } = server;
  return [
    {
      name: `\`session\` query throughput (signed in)${label}`,
      figure: `${perSecond(session)} (p99 ${session.p99} ms, ${cpu(session)})`,
      baseline: `bare Fastify JSON route ${perSecond(bare)} (${cpu(bare)})`,
      ratio: (session.perSecond / bare.perSecond).toFixed(2),
      target: "≥ 0.5",
    },
    {
      name: `\`session\` query against the cheapest GraphQL query${label}`,
      figure: perSecond(session),
      baseline: `\`{ serverTime }\` ${perSecond(floor)} (${cpu(floor)})`,
      ratio: (session.perSecond / floor.perSecond).toFixed(2),
      target: "—",
    },
    {
      name: `a data query with an API token (Bearer)${label}`,
      figure: `${perSecond(byToken)} (p99 ${byToken.p99} ms, ${cpu(byToken)})`,
      baseline: `the same query with the session cookie ${perSecond(byCookie)} (${cpu(byCookie)})`,
      ratio: (byToken.perSecond / byCookie.perSecond).toFixed(2),
      target: "≥ 1.0",
    },
  ];
}

/**
 * Rows for the README's table. `overrides` may point the server at another data directory and
 * port (the full bench's, already seeded); the bare route runs in a process of its own the
 * whole time, on the server's port + 1.
 */
export async function graphqlOverheadBench(
  overrides: Record<string, string> = {},
  email = "admin@acme.test",
): Promise<Row[]> {
  const env: Record<string, string> = { ...serverEnv, ...overrides };
  const barePort = Number(env.PORT) + 1;
  await ensureSeeded(env);
  const bareProcess = startProcess("bench/bare-server.ts", { PORT: String(barePort) });
  const bareUrl = `http://127.0.0.1:${barePort}/json`;
  const body = JSON.stringify({ query: sessionQuery });
  try {
    await waitForUrl(bareUrl, 30_000);
    await load(bareUrl, body, {}, 2);
    const bareFirst = await measure(bareProcess, bareUrl, body);
    const busyBare = await measure(bareProcess, `${bareUrl}-busy/${busyWorkMicros}`, body);
    const compareRoot = process.env.GRAPHQL_BENCH_COMPARE;
    const compared = compareRoot ? await measureServer(env, email, compareRoot) : undefined;
    const measured = await measureServer(env, email, root);
    const bareLast = await measure(bareProcess, bareUrl, body);
    const bare: Measured = {
      ...bareLast,
      perSecond: (bareFirst.perSecond + bareLast.perSecond) / 2,
      cpuMicrosPerRequest: (bareFirst.cpuMicrosPerRequest + bareLast.cpuMicrosPerRequest) / 2,
    };
    return [
      ...rowsFor("", bare, measured),
      ...(compared ? rowsFor(` — ${compareRoot}`, bare, compared) : []),
      {
        name: `what 0.5 leaves a request: the bare route after ${busyWorkMicros} µs of busy work`,
        figure: `${perSecond(busyBare)} (${cpu(busyBare)})`,
        baseline: `the bare route ${perSecond(bare)}`,
        ratio: (busyBare.perSecond / bare.perSecond).toFixed(2),
        target: "—",
      },
    ];
  } finally {
    await stopProcess(bareProcess);
  }
}

if (import.meta.main) {
  const rows = await graphqlOverheadBench();
  console.log(
    [
      "| measure | figure | baseline (same run) | ratio | target |",
      "|---|---|---|---|---|",
      ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
    ].join("\n"),
  );
}
