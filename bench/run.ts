/**
 * `npm run bench`: the foundation's figures, each against a baseline measured in the same run.
 * Prints a table and writes it into the README between the bench markers.
 * BENCH_ONLY=suggestions runs the header-suggestion benchmarks alone (seeding their databases)
 * and prints their rows without touching the README, whose table stays whole; BENCH_ONLY=cases
 * and BENCH_ONLY=requests do the same for the case and company-request benchmarks, BENCH_ONLY=alerts
 * for the alert benchmarks, BENCH_ONLY=dashboards for the dashboard widgets' data,
 * BENCH_ONLY=n-tier for the n-tier network (issue 29), BENCH_ONLY=n-tier-browser for its graph and map in Chromium,
 * BENCH_ONLY=quick-search for typo'd quick searches per second on the demo data (issue 32),
 * BENCH_ONLY=graphql for the `session` query's GraphQL overhead (issue 32), BENCH_ONLY=workflows for
 * supplier workflows (issue 31). The name may also come as the first argument:
 * `npm run bench --workspace @tierwise/bench -- n-tier`.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium, type Page, type Response } from "playwright-core";
import { alertsBench } from "./alerts.ts";
import { casesBench } from "./cases.ts";
import { commentsBench } from "./comments.ts";
import { companiesBench } from "./companies.ts";
import { companyRequestsBench } from "./company-requests.ts";
import { dashboardsBench } from "./dashboards.ts";
import { graphqlOverheadBench } from "./graphql-overhead.ts";
import { membersBench } from "./members.ts";
import { nTierBench } from "./n-tier.ts";
import { chromiumArgs, nTierBrowserBench, signInAt } from "./n-tier-browser.ts";
import { portfoliosBench } from "./portfolios.ts";
import { quickSearchThroughputBench } from "./quick-search-throughput.ts";
import { median, root, startProcess, stopProcess, waitForUrl } from "./support.ts";
import { workflowsBench } from "./workflows.ts";

const password = "Bench-Password-2026!";
const dataDir = path.join(root, ".tmp/bench-data");
const port = 3310;
const barePort = 3311;
const base = `http://127.0.0.1:${port}`;
const serverEnv = {
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  SEED_PASSWORD: password,
  LOG_LEVEL: "error",
  DATABASE_URL: "",
  // autocannon sends thousands of requests a second from one address and one session: past the
  // default limit within a second. Kept on, far out of reach, so throughput includes its cost.
  REQUEST_LIMIT_PER_MINUTE: "1000000000",
};
const rows: { name: string; figure: string; baseline: string; ratio: string; target: string }[] =
  [];

const only = process.env.BENCH_ONLY ?? process.argv[2];
const onlyValues = [
  undefined,
  "suggestions",
  "cases",
  "requests",
  "alerts",
  "dashboards",
  "n-tier",
  "n-tier-browser",
  "quick-search",
  "graphql",
  "workflows",
];
if (!onlyValues.includes(only)) throw new Error(`BENCH_ONLY=${only}?`);

rmSync(dataDir, { recursive: true, force: true });
// First start seeds the data directory; the measured starts below are cold starts on it.
if (!only) {
  const first = startProcess("packages/server/src/main.ts", serverEnv);
  await waitForUrl(`${base}/healthz`, 120_000);
  await stopProcess(first);
}

async function coldStart() {
  const starts: number[] = [];
  const bareStarts: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const server = startProcess("packages/server/src/main.ts", serverEnv);
    starts.push(await waitForUrl(`${base}/healthz`));
    await stopProcess(server);
    const bare = startProcess("bench/bare-server.ts", { PORT: String(barePort) });
    bareStarts.push(
      await waitForUrl(`http://127.0.0.1:${barePort}/json`, 30_000).catch(() => Number.NaN),
    );
    await stopProcess(bare);
  }
  rows.push({
    name: "Cold start to healthy /healthz (seeded PGlite)",
    figure: `${median(starts).toFixed(0)} ms`,
    baseline: `bare Fastify process ${median(bareStarts).toFixed(0)} ms`,
    ratio: (median(starts) / median(bareStarts)).toFixed(1),
    target: "—",
  });
}

function load(options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function signInRate() {
  const body = JSON.stringify({
    query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
    variables: { input: { email: "member@acme.test", password } },
  });
  const result = await load({
    url: `${base}/graphql`,
    connections: 4,
    duration: 8,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  const health = await load({ url: `${base}/healthz`, connections: 4, duration: 3 });
  rows.push({
    name: "Sign-ins per second (argon2id, default cost, 2 cores)",
    figure: `${result.requests.average.toFixed(1)} /s (p99 ${result.latency.p99} ms)`,
    baseline: `/healthz ${health.requests.average.toFixed(0)} req/s`,
    ratio: (result.requests.average / health.requests.average).toFixed(4),
    target: "—",
  });
}

/** Gzipped size of every script a page load fetches. */
async function scriptsLoadedBy(page: Page, url: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

async function javascriptWeight(cookie: string) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const anonymous = await browser.newContext();
  const loginBytes = await scriptsLoadedBy(await anonymous.newPage(), `${base}/login`);
  const signedIn = await browser.newContext();
  const [name, value] = cookie.split("=");
  await signedIn.addCookies([{ name: name ?? "", value: value ?? "", url: base }]);
  const shellBytes = await scriptsLoadedBy(await signedIn.newPage(), `${base}/`);
  await browser.close();
  const budget = 250 * 1024;
  for (const [name, bytes] of [
    ["Gzipped JS loaded by /login", loginBytes],
    ["Gzipped JS loaded by the shell after sign-in (/)", shellBytes],
  ] as const) {
    rows.push({
      name,
      figure: `${(bytes / 1024).toFixed(1)} KB`,
      baseline: "budget 250 KB",
      ratio: (bytes / budget).toFixed(2),
      target: "≤ 1.00",
    });
  }
}

async function everything() {
  await coldStart();
  rows.push(await membersBench());
  // Collaboration (issue 11): a 100,000-comment wall and a 50 MB upload, on PostgreSQL.
  rows.push(...(await commentsBench()));
  // Portfolios (issue 10): 10,000 portfolios and 1,000,000 items in one organisation, PostgreSQL.
  rows.push(...(await portfoliosBench()));
  rows.push(...(await casesBench())); // Supplier cases (issue 12): 1,000,000 cases, PostgreSQL.
  // Company requests (issue 16): a 100,000-row bulk upload and the list over 1,000,000 requests.
  rows.push(...(await companyRequestsBench()));
  // Alerts (issue 13): unread count, filtered feed page and bulk read over 20,000,000 alerts.
  rows.push(...(await alertsBench()));
  // Dashboards (issue 30): the 12 built-in widgets over 50,000 companies and 1,000,000 alerts.
  rows.push(...(await dashboardsBench()));
  // Supplier workflows (issue 31): a 10,000-company portfolio start, the list at 1,000,000.
  rows.push(...(await workflowsBench()));
  // N-tier (issue 29): tiers and centrality of a 20,000-company network, one relation added,
  // the table page, and the exposure question over 1,000,000 relations.
  rows.push(...(await nTierBench()));
  // N-tier in the browser (issue 29): the graph's frame rate at 10,000 nodes, the map's first
  // render of 50,000 sites, in headless Chromium.
  rows.push(...(await nTierBrowserBench()));
  // Companies (issue 4): PGlite with 100,000 companies, then PostgreSQL with 1,000,000
  // (BENCH_COMPANIES changes the PostgreSQL size; BENCH_DATABASE_URL where it runs).
  if (process.env.BENCH_SKIP_COMPANIES !== "true") rows.push(...(await companiesBench()));
  // Quick search under load (issue 32): typo'd searches per second and CPU per request, one
  // process on the demo data, PGlite and PostgreSQL.
  rows.push(...(await quickSearchThroughputBench()));
  // GraphQL overhead (issue 32): `session` against a bare Fastify route, its own server start.
  rows.push(...(await graphqlOverheadBench({ DATA_DIR: dataDir, PORT: String(port) })));
  const server = startProcess("packages/server/src/main.ts", serverEnv);
  try {
    await waitForUrl(`${base}/healthz`);
    const cookie = await signInAt(base, "admin@acme.test", password);
    await signInRate();
    await javascriptWeight(cookie);
  } finally {
    await stopProcess(server);
  }
}

if (only === "suggestions") rows.push(...(await companiesBench({ only })));
else if (only === "cases") rows.push(...(await casesBench()));
else if (only === "requests") rows.push(...(await companyRequestsBench()));
else if (only === "alerts") rows.push(...(await alertsBench()));
else if (only === "dashboards") rows.push(...(await dashboardsBench()));
else if (only === "n-tier") rows.push(...(await nTierBench()));
else if (only === "n-tier-browser") rows.push(...(await nTierBrowserBench()));
else if (only === "quick-search") rows.push(...(await quickSearchThroughputBench()));
else if (only === "graphql") rows.push(...(await graphqlOverheadBench()));
else if (only === "workflows") rows.push(...(await workflowsBench()));
else await everything();

const table = [
  "| measure | figure | baseline (same run) | ratio | target |",
  "|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
].join("\n");
console.log(`\n${table}\n`);
const readmePath = path.join(root, "README.md");
const readme = readFileSync(readmePath, "utf8");
const start = "<!-- bench:start -->";
const end = "<!-- bench:end -->";
if (!only && readme.includes(start) && readme.includes(end)) {
  const stamped = `${start}\nMeasured ${new Date().toISOString().slice(0, 10)} on this project's 2-core machine.\n\n${table}\n${end}`;
  writeFileSync(readmePath, readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), stamped));
  console.log("README.md updated");
}
