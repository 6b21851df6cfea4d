/**
 * Issue 16's benchmarks on PostgreSQL, through the real app in-process:
 * - a bulk upload of a 100,000-row supplier list with headers of its own: POST
 *   /upload-attachments, createBulkRequest (read and store every row), startBulkRequest and the
 *   processing job (clean, validate, find duplicates, match in three bands, write requests,
 *   portfolio items and outcomes) — target under 60 s — against parsing the same file and
 *   INSERTing its rows directly;
 * - the request list page (25 rows and the total) over 1,000,000 requests — target p95 ≤ 80 ms —
 *   against the very SQL each request sent, replayed directly in the same run.
 *
 * `npx node bench/company-requests.ts` runs it alone; `BENCH_ONLY=requests npm run bench` runs it
 * through run.ts. BENCH_REQUESTS (default 1,000,000), BENCH_REQUESTS_COMPANIES (known companies,
 * default 1,000,000), BENCH_BULK_ROWS (default 100,000) set the sizes; BENCH_DATABASE_URL the
 * PostgreSQL server (a database of its own is created and dropped). BENCH_REQUESTS_PART=bulk or
 * =list runs one of the two. BENCH_REQUESTS_KEEP=1 keeps the seeded database and reuses it on the
 * next run with the same sizes (pending migrations applied), first deleting what earlier runs'
 * bulk uploads made, so every run matches the same list against the same data.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import Papa from "papaparse";
import pg from "pg";
import { loadConfig } from "../packages/server/src/config.ts";
import { openDatabase } from "../packages/server/src/db/client.ts";
import { migrate } from "../packages/server/src/db/migrate.ts";
import { features } from "../packages/server/src/features.ts";
import { runDueJobs } from "../packages/server/src/jobs/runner.ts";
import { ms, percentile } from "./bench-timing.ts";
import { type BenchApp, startBenchApp } from "./companies-app.ts";
import {
  makeSupplierList,
  type RequestsBenchData,
  seedRequestsWorld,
  supplierListMapping,
} from "./company-requests-seed.ts";
import { openBenchDatabase } from "./kept-database.ts";
import type { BenchRow } from "./members.ts";
import { type RecordedStatement, replayOnPostgres } from "./sql-recorder.ts";

const requestCount = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const companyCount = Number(process.env.BENCH_REQUESTS_COMPANIES ?? 1_000_000);
const bulkRows = Number(process.env.BENCH_BULK_ROWS ?? 100_000);
const keep = process.env.BENCH_REQUESTS_KEEP === "1";
const part = process.env.BENCH_REQUESTS_PART ?? "all";
if (!["all", "bulk", "list"].includes(part))
  throw new Error(`BENCH_REQUESTS_PART is bulk, list or unset, not ${part}`);
/** The file name the bench uploads under: what earlier runs made is found by it. */
const bulkFilename = "suppliers.csv";
const rounds = 40;

const load = () => `load avg ${(loadavg()[0] ?? 0).toFixed(2)}`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

// As the web's list page sends it (packages/web/src/features/company-requests/company-request.graphql.ts).
const listQuery = `query CompanyRequests($page: RequestListPage!, $filters: RequestFiltersInput, $first: Int, $offset: Int) {
  companyRequests(page: $page, filters: $filters, first: $first, offset: $offset) {
    items { id companyName website country status company { id slug name country }
      creator { id name email deactivated } createdAt updatedAt }
    totalCount
  }
}`;

/** Round i: the sub-pages the web shows, each with the filters people use, changing per round. */
function listVariables(data: RequestsBenchData, round: number) {
  const pages = ["individual", "needs_action", "bulk", "individual"] as const;
  const countries = ["DE", "US", "CN", "FR", "GB", "IT"];
  const filters = [
    {},
    { status: ["requested", "needs_action"] },
    { country: [countries[round % countries.length]] },
    { creators: [data.creatorIds[round % data.creatorIds.length]], status: ["requested"] },
  ][round % 4];
  return { page: pages[round % pages.length], filters, first: 25, offset: 0 };
}

async function listRow(app: BenchApp, pool: pg.Pool, data: RequestsBenchData): Promise<BenchRow> {
  const variables = Array.from({ length: rounds }, (_, i) => listVariables(data, i));
  const recorded: RecordedStatement[][] = [];
  for (const v of variables) {
    const answer = (await app.gql(listQuery, v)) as {
      companyRequests: { items: unknown[]; totalCount: number };
    };
    if (answer.companyRequests.items.length !== Math.min(25, answer.companyRequests.totalCount))
      throw new Error("the list page is short");
    recorded.push(await app.statementsOf(listQuery, v));
  }
  const appSamples: number[] = [];
  const sqlSamples: number[] = [];
  for (const [i, v] of variables.entries()) {
    let started = performance.now();
    await app.gql(listQuery, v);
    appSamples.push(performance.now() - started);
    started = performance.now();
    await replayOnPostgres(pool, recorded[i] ?? []);
    sqlSamples.push(performance.now() - started);
  }
  const p95 = percentile(appSamples, 95);
  return {
    name: `Request list page: 25 rows and total, four sub-page/filter mixes (PostgreSQL, ${requestCount.toLocaleString("en")} requests)`,
    figure: `p50 ${ms(percentile(appSamples, 50))}, p95 ${ms(p95)} over ${rounds} rounds (${load()})`,
    baseline: `same SQL directly (${recorded[0]?.length ?? 0} statements): p50 ${ms(percentile(sqlSamples, 50))}, p95 ${ms(percentile(sqlSamples, 95))}`,
    ratio: (p95 / percentile(sqlSamples, 95)).toFixed(2),
    target: "p95 ≤ 80 ms",
  };
}

/** The baseline: the same file parsed and its rows INSERTed directly, 2,000 a statement. */
async function directInsert(pool: pg.Pool, csv: string): Promise<number> {
  const started = performance.now();
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  // A run killed meanwhile leaves the table behind in a kept database.
  await pool.query("drop table if exists bench_bulk_rows");
  await pool.query("create table bench_bulk_rows (row_number int primary key, raw jsonb not null)");
  for (let i = 0; i < parsed.data.length; i += 2000) {
    const records = parsed.data.slice(i, i + 2000).map((raw, j) => ({ n: i + j + 1, raw }));
    await pool.query(
      "insert into bench_bulk_rows select r.n, r.raw from jsonb_to_recordset($1::jsonb) as r(n int, raw jsonb)",
      [JSON.stringify(records)],
    );
  }
  const elapsed = performance.now() - started;
  await pool.query("drop table bench_bulk_rows");
  return elapsed;
}

/** A multipart body with the type field and one file, as the web's upload sends it. */
function multipart(name: string, data: Buffer) {
  const boundary = `----tierwisebench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncompany-request-bulk\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Readable.from([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
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
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  if (!cookie) throw new Error(`bench sign-in failed: ${login.body}`);
  return cookie;
}

async function bulkUploadRows(
  app: BenchApp,
  pool: pg.Pool,
  data: RequestsBenchData,
  config: ReturnType<typeof loadConfig>,
  handle: Awaited<ReturnType<typeof openDatabase>>,
): Promise<BenchRow[]> {
  const list = await makeSupplierList(handle, bulkRows);
  const file = Buffer.from(list.csv);
  console.log(
    `  bulk: ${bulkRows.toLocaleString("en")} rows, ${(file.length / 1e6).toFixed(1)} MB, mix ${JSON.stringify(list.mix)}`,
  );
  const baseline = await directInsert(pool, list.csv);

  const cookie = await signInCookie(app, {
    email: data.viewer.email,
    password: data.viewer.password,
  });
  const started = performance.now();
  const body = multipart(bulkFilename, file);
  const uploaded = await app.app.inject({
    method: "POST",
    url: "/upload-attachments",
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  const key = (uploaded.json() as { key: string }[])[0]?.key;
  if (!key) throw new Error(`upload failed: ${uploaded.body}`);
  const created = (await app.gql(
    `mutation($fileKey: ID!, $filename: String!) { createBulkRequest(fileKey: $fileKey, filename: $filename) {
      __typename ... on Error { message } ... on BulkRequestSuccess { bulkRequest { id rowCount } } } }`,
    { fileKey: key, filename: bulkFilename },
  )) as {
    createBulkRequest: { __typename: string; bulkRequest?: { id: string; rowCount: number } };
  };
  const bulk = created.createBulkRequest.bulkRequest;
  if (!bulk || bulk.rowCount !== bulkRows)
    throw new Error(`bulk request not read: ${JSON.stringify(created)}`);
  const read = performance.now() - started;
  const start = (await app.gql(
    `mutation($input: StartBulkRequestInput!) { startBulkRequest(input: $input) { __typename ... on Error { message } } }`,
    {
      input: {
        bulkRequestId: bulk.id,
        mapping: supplierListMapping,
        portfolioIds: [data.portfolioId],
      },
    },
  )) as { startBulkRequest: { __typename: string } };
  if (start.startBulkRequest.__typename !== "BulkRequestSuccess")
    throw new Error(JSON.stringify(start));
  const runtime = {
    db: handle.db,
    log: app.app.log,
    config,
    definitions: features.flatMap((feature) => feature.jobs ?? []),
  };
  while ((await runDueJobs(runtime, 1)) > 0) {
    // the bulk request's job runs to its end in one go; other due jobs run too
  }
  const total = performance.now() - started;
  const done = (await app.gql(
    `query($id: ID!) { bulkRequest(id: $id) { status progress counts { processed matched review requested invalid duplicate } } }`,
    { id: bulk.id },
  )) as { bulkRequest: { status: string; counts: Record<string, number> } };
  console.log(`  bulk: ${JSON.stringify(done.bulkRequest)}`);
  if (done.bulkRequest.counts.processed !== bulkRows) throw new Error("bulk request not processed");
  const { matched, review, requested, invalid, duplicate } = done.bulkRequest.counts;
  const label = `PostgreSQL, ${companyCount.toLocaleString("en")} known companies, ${requestCount.toLocaleString("en")} requests`;
  return [
    {
      name: `Bulk upload of ${bulkRows.toLocaleString("en")} supplier rows: upload, read and store (${label})`,
      figure: `${seconds(read)} (${load()})`,
      baseline: `same file parsed and INSERTed directly ${seconds(baseline)}`,
      ratio: (read / baseline).toFixed(2),
      target: "—",
    },
    {
      name: `Bulk upload of ${bulkRows.toLocaleString("en")} supplier rows: parsed, validated, matched and written end to end (${matched} matched, ${review} review, ${requested} requested, ${invalid} invalid, ${duplicate} duplicate)`,
      figure: `${seconds(total)} (${Math.round(bulkRows / (total / 1000)).toLocaleString("en")} rows/s, ${load()})`,
      baseline: `same file parsed and INSERTed directly ${seconds(baseline)}; target 60 s`,
      ratio: (total / 60_000).toFixed(2),
      target: "< 1.00",
    },
  ];
}

/**
 * A kept database as seeded: earlier runs' bulk uploads, the requests they made (their logs and
 * portfolio links go with them) and the companies they added to the portfolio are deleted, so
 * the upload neither finds its rows as open requests nor its companies in the portfolio.
 */
async function forgetEarlierBulkUploads(pool: pg.Pool, data: RequestsBenchData) {
  const earlier = "select id from bulk_requests where filename = $1";
  await pool.query(`delete from company_requests where bulk_request_id in (${earlier})`, [
    bulkFilename,
  ]);
  await pool.query("delete from bulk_requests where filename = $1", [bulkFilename]);
  await pool.query("delete from portfolio_companies where portfolio_id = $1", [data.portfolioId]);
  await pool.query(
    "update portfolios set company_count = 0, descendant_company_count = 0 where id = $1",
    [data.portfolioId],
  );
  await pool.query("vacuum analyze company_requests, bulk_request_rows, portfolio_companies");
}

export async function companyRequestsBench(): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(
      `PostgreSQL not reachable at ${adminUrl}: the company request benchmarks are skipped.`,
    );
    return [];
  }
  const database = await openBenchDatabase<RequestsBenchData>(
    admin,
    adminUrl,
    "requests",
    keep ? `${requestCount}_${companyCount}` : null,
  );
  const { url } = database;
  // The uploads of this run only: nothing the seed made lives in files.
  const dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-bench-requests-files-"));
  // DATABASE_URL as the server would have it: bulk matching then runs its name probes on the pool.
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "false",
    DATA_DIR: dataDir,
    DATABASE_URL: url,
  });
  const handle = await openDatabase({ kind: "postgres", url });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  const rows: BenchRow[] = [];
  const report = (row: BenchRow) => {
    console.log(`  ${row.name}: ${row.figure} | ${row.baseline} | ratio ${row.ratio}`);
    rows.push(row);
  };
  try {
    await migrate(handle);
    const seeded = performance.now();
    let data = database.seeded;
    if (data) {
      console.log(`  requests: reusing the kept database ${database.name}`);
      await forgetEarlierBulkUploads(pool, data);
    } else {
      data = await seedRequestsWorld(handle, config, {
        companies: companyCount,
        requests: requestCount,
      });
      await database.remember(data);
      console.log(
        `  requests: seeded ${companyCount.toLocaleString("en")} companies and ${requestCount.toLocaleString("en")} requests in ${seconds(performance.now() - seeded)}`,
      );
    }
    const app = await startBenchApp(handle, config, {
      email: data.viewer.email,
      password: data.viewer.password,
    });
    if (part !== "bulk") report(await listRow(app, pool, data));
    if (part !== "list")
      for (const row of await bulkUploadRows(app, pool, data, config, handle)) report(row);
    await app.close();
  } finally {
    await pool.end();
    await handle.close();
    await database.release();
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.main) {
  const rows = await companyRequestsBench();
  console.log(
    [
      "| measure | figure | baseline (same run) | ratio | target |",
      "|---|---|---|---|---|",
      ...rows.map((r) => `| ${r.name} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} |`),
    ].join("\n"),
  );
}
