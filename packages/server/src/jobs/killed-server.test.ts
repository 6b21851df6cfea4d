import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKind } from "../test/database.ts";
import { addComment, clientOf, everyCompany, readComment } from "../test/server-client.ts";
import {
  answering,
  freePort,
  type ServerProcess,
  startServerProcess,
} from "../test/server-process.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const password = "killed-server-1";

const startExport = `mutation($companyIds: [ID!]) {
  startCompanyExport(companyIds: $companyIds, format: XLSX) {
    __typename ... on ExportJob { id status } ... on Error { message } } }`;
const exportJob = "query($id: ID!) { exportJob(id: $id) { ... on ExportJob { status rowCount } } }";

const paragraph = (text: string) => [{ type: "paragraph", children: [{ text }] }];

const createBulk = `mutation($fileKey: ID!, $filename: String!) {
  createBulkRequest(fileKey: $fileKey, filename: $filename) {
    __typename ... on BulkRequestSuccess { bulkRequest { id proposedMapping { header target } } }
    ... on Error { message } } }`;
const startBulk = `mutation($input: StartBulkRequestInput!) {
  startBulkRequest(input: $input) { __typename ... on Error { message } } }`;
const bulkState = `query($id: ID!) { bulkRequest(id: $id) {
  status rowCount counts { total processed } } }`;

/** A supplier list long enough to be killed in the middle of, of companies nobody knows. */
function supplierList(rows: number): string {
  const lines = ["Supplier name,Website,Country"];
  for (let i = 0; i < rows; i++) lines.push(`Killed Supply ${i},https://killed-${i}.example,DE`);
  return `${lines.join("\n")}\n`;
}

/** Uploads a supplier list, maps it as proposed and starts it: the bulk request's id. */
async function startBulkUpload(client: ReturnType<typeof clientOf>, rows: number) {
  const form = new FormData();
  form.append("type", "company-request-bulk");
  form.append("files", new Blob([supplierList(rows)], { type: "text/csv" }), "suppliers.csv");
  const [file] = (await (await client.post("/upload-attachments", form)).json()) as Any[];
  const created = await client.gql(createBulk, { fileKey: file.key, filename: "suppliers.csv" });
  const bulk = created.data.createBulkRequest.bulkRequest;
  const mapping = Object.fromEntries(
    (bulk.proposedMapping as Any[]).map((m) => [m.header, m.target]),
  );
  const started = await client.gql(startBulk, {
    input: { bulkRequestId: bulk.id, mapping, portfolioIds: [] },
  });
  expect(started.data.startBulkRequest.__typename).toBe("BulkRequestSuccess");
  return bulk.id as string;
}

/**
 * kill -9 in the middle of work: comments being written, an export and a bulk upload running.
 * After a restart on the same data, every write the server acknowledged is there and whole, the
 * export's job ends (done or failed, visibly) instead of staying "running" forever, and the bulk
 * upload goes on from its file to a result for every row.
 */
async function killMidWork(env: Record<string, string>, started: ServerProcess[]) {
  const port = String(await freePort());
  const start = () => {
    const next = startServerProcess({ ...env, PORT: port });
    started.push(next);
    return next;
  };
  let server = start();
  const client = clientOf(() => server, password);
  await answering(server);
  await client.signIn();
  // The demo's 5,000 companies: an export long enough to be killed in the middle of.
  const found = await client.gql(everyCompany);
  const companyIds: string[] = found.data.companySearchIds.ids;
  expect(companyIds.length).toBeGreaterThan(10);
  const exportStarted = await client.gql(startExport, { companyIds });
  const jobId = exportStarted.data.startCompanyExport.id as string;
  expect(jobId).toBeTruthy();
  const bulkRows = 5_000;
  const bulkId = await startBulkUpload(client, bulkRows);

  // Writes as fast as the server takes them; the kill lands while some are in flight.
  const acknowledged: { id: string; text: string }[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i += 1) {
      const text = `comment ${i} ${randomBytes(4).toString("hex")}`;
      const target = { companyId: companyIds[i % companyIds.length] };
      try {
        const answer = await client.gql(addComment, { target, comment: paragraph(text) });
        const id = answer.data?.addComment?.comment?.id;
        if (id) acknowledged.push({ id, text });
      } catch {
        return; // the server is gone
      }
    }
  })();
  // The kill lands once the bulk upload has written some of its rows' results, not all.
  let processedAtKill = 0;
  await vi.waitFor(
    async () => {
      expect(acknowledged.length).toBeGreaterThanOrEqual(15);
      const bulk = (await client.gql(bulkState, { id: bulkId })).data.bulkRequest;
      processedAtKill = bulk.counts.processed;
      expect(processedAtKill).toBeGreaterThan(0);
    },
    { timeout: 120_000, interval: 20 },
  );
  await server.kill();
  expect(processedAtKill).toBeLessThan(bulkRows);
  writing = false;
  await writer;

  server = start();
  await answering(server);
  await client.signIn();
  for (const { id, text } of acknowledged) {
    const answer = await client.gql(readComment, { id });
    expect(answer.data.comment.id).toBe(id);
    expect(JSON.stringify(answer.data.comment.comment)).toContain(text);
  }
  // The interrupted job is taken again after its lease and ends one way or the other.
  await vi.waitFor(
    async () => {
      const job = (await client.gql(exportJob, { id: jobId })).data.exportJob;
      expect(["DONE", "FAILED"]).toContain(job.status);
    },
    // Behind the first start's demo job, which runs again after the kill: minutes on a busy
    // machine, seconds on a quiet one.
    { timeout: 240_000, interval: 250 },
  );
  // The upload's file is still there to read on; every row ends with one result, none twice.
  await vi.waitFor(
    async () => {
      const bulk = (await client.gql(bulkState, { id: bulkId })).data.bulkRequest;
      expect(["review", "complete"]).toContain(bulk.status);
      expect(bulk.counts).toEqual({ total: bulkRows, processed: bulkRows });
    },
    { timeout: 240_000, interval: 250 },
  );
  await server.kill();
  return acknowledged.length;
}

const common = { SEED_PASSWORD: password, SEED_ALERTS: "0", JOB_LEASE_SECONDS: "2" };

describe("a server killed with SIGKILL mid-work", () => {
  const cleanups: (() => Promise<void>)[] = [];
  // Every process started, killed even when a test fails half-way.
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.kill()));
    for (const cleanup of cleanups) await cleanup();
  });

  it.runIf(testDatabaseKind === "pglite")(
    "keeps every acknowledged write on the embedded database and finishes its jobs",
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-killed-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      expect(await killMidWork({ ...common, DATA_DIR: dataDir }, started)).toBeGreaterThan(0);
    },
    420_000,
  );

  it.runIf(testDatabaseKind === "postgres")(
    "keeps every acknowledged write on PostgreSQL and finishes its jobs",
    async () => {
      const name = `tierwise_killed_${randomBytes(5).toString("hex")}`;
      const admin = async (text: string) => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(text).finally(() => client.end());
      };
      await admin(`create database ${name}`);
      cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-killed-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      expect(
        await killMidWork({ ...common, DATABASE_URL: url.toString(), DATA_DIR: dataDir }, started),
      ).toBeGreaterThan(0);
    },
    420_000,
  );
});
