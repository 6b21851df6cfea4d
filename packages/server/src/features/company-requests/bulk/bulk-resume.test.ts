import { spawn } from "node:child_process";
import path from "node:path";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog } from "../../../db/audit-log.table.ts";
import { jobs } from "../../../jobs/job.table.ts";
import { jobState } from "../../../jobs/queue.ts";
import { runDueJobs } from "../../../jobs/runner.ts";
import { buildPortfolio } from "../../../test/comments-support.ts";
import { testDatabaseKind } from "../../../test/database.ts";
import { portfolioCompanies, portfolios } from "../../portfolios/portfolio.table.ts";
import { bulkRequestRows, bulkRequests, companyRequests } from "../company-request.table.ts";
import { bulkRequestJobs } from "./bulk-requests-feature.ts";
import { type Any, bulkOps, call, createFromFile, useBulkWorld } from "./bulk-test-support.ts";
import { bulkRequestQueue, runBulkRequestJob } from "./process-bulk-request.ts";

const suite = useBulkWorld();

/** 25 suppliers nobody knows, one of them twice (row 26 repeats row 4, the header being row 1). */
const list = (name: string) =>
  [
    "Supplier,Country",
    ...Array.from({ length: 24 }, (_, i) => `${name} Supplier ${i + 1} Kft,HU`),
    `${name} Supplier 3 Kft,Hungary`,
  ].join("\n");

async function startedBulk(name: string, csv = list(name), portfolioIds: string[] = []) {
  const created = await createFromFile(
    suite.h,
    suite.world.people.admin.client,
    `${name}.csv`,
    csv,
  );
  const started = await call(suite.world.people.admin.client, bulkOps.start, {
    input: {
      bulkRequestId: created.id,
      mapping: { Supplier: "companyName", Country: "country" },
      portfolioIds,
    },
  });
  expect(started.__typename).toBe("BulkRequestSuccess");
  const [bulk] = await suite.h.database.db
    .select()
    .from(bulkRequests)
    .where(eq(bulkRequests.id, created.id));
  if (!bulk?.jobId) throw new Error("no job queued");
  return { id: created.id, jobId: bulk.jobId };
}

const processed = async (bulkRequestId: string) => {
  const [row] = await suite.h.database.db
    .select({ n: count() })
    .from(bulkRequestRows)
    .where(
      and(eq(bulkRequestRows.bulkRequestId, bulkRequestId), isNotNull(bulkRequestRows.outcome)),
    );
  return row?.n ?? 0;
};

/** Every row done exactly once: one request per requested row, each decision logged once. */
async function expectEveryRowOnce(bulkRequestId: string) {
  const db = suite.h.database.db;
  const rows = await db
    .select()
    .from(bulkRequestRows)
    .where(eq(bulkRequestRows.bulkRequestId, bulkRequestId))
    .orderBy(bulkRequestRows.rowNumber);
  expect(rows.map((r) => r.outcome)).toEqual([
    ...Array.from({ length: 24 }, () => "requested"),
    "duplicate",
  ]);
  expect(rows[24]?.duplicateOfRow).toBe(4);
  const requests = await db
    .select({ id: companyRequests.id })
    .from(companyRequests)
    .where(eq(companyRequests.bulkRequestId, bulkRequestId));
  expect(requests).toHaveLength(24);
  expect(new Set(rows.flatMap((r) => (r.requestId ? [r.requestId] : []))).size).toBe(24);
  const audits = await db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.targetId, bulkRequestId), eq(auditLog.action, "bulkRequest.rows_processed")),
    );
  const logged = audits
    .flatMap((a) => (a.after as Any).rows.map((r: Any) => r.row))
    .sort((a, b) => a - b);
  expect(logged).toEqual(rows.map((r) => r.rowNumber));
  const answer = await call(suite.world.people.admin.client, bulkOps.get, { id: bulkRequestId });
  expect(answer).toMatchObject({
    status: "complete",
    progress: 1,
    counts: { processed: 25, requested: 24, duplicate: 1 },
  });
}

/** A runner whose job, in batches of five, crashes once batch `crashed` has written everything. */
const crashingAt = (crashed: number) => ({
  db: suite.h.database.db,
  log: suite.h.app.log,
  config: suite.h.config,
  definitions: [
    {
      queue: bulkRequestQueue,
      run: (payload: Record<string, unknown>, tools: Any) =>
        runBulkRequestJob(tools, String(payload.bulkRequestId), {
          batchSize: 5,
          afterBatchWrites(batch) {
            // The batch has written everything, but its transaction never commits.
            if (batch === crashed) throw new Error("worker crashed");
          },
        }),
    },
  ],
});

/** Makes a job that waits for its retry due now. */
const dueNow = (jobId: string) =>
  suite.h.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, jobId));

describe("a kill during processing", () => {
  it("loses only the batch in flight, and the next run resumes where it stopped", async () => {
    const { id, jobId } = await startedBulk("Crashed");
    await runDueJobs(crashingAt(3));
    expect(await jobState(suite.h.database.db, jobId)).toMatchObject({
      state: "queued",
      attempts: 1,
    });
    expect(await processed(id)).toBe(10);
    const partial = await call(suite.world.people.admin.client, bulkOps.get, { id });
    expect(partial).toMatchObject({ status: "processing", progress: 0.4 });

    // The retry, due after its backoff, finishes the job from row 11.
    await dueNow(jobId);
    await suite.h.runJobs();
    expect(await jobState(suite.h.database.db, jobId)).toMatchObject({
      state: "done",
      attempts: 2,
    });
    await expectEveryRowOnce(id);
  });

  it.runIf(testDatabaseKind === "postgres")(
    "survives SIGKILL of the worker process: another worker finishes after the lease",
    async () => {
      const { id, jobId } = await startedBulk("Killed");
      const child = spawn(
        process.execPath,
        [path.join(import.meta.dirname, "bulk-kill-test-worker.ts")],
        {
          env: { ...process.env, CHILD_DATABASE_URL: (suite.h.database as Any).url ?? "" },
          stdio: "ignore",
        },
      );
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        await vi.waitFor(async () => expect(await processed(id)).toBe(10), {
          timeout: 30_000,
          interval: 100,
        });
      } finally {
        child.kill("SIGKILL");
        await exited;
      }
      expect(await processed(id)).toBe(10);
      // The dead worker's lease (1 s) has to run out before the job is due again.
      const survivor = {
        db: suite.h.database.db,
        log: suite.h.app.log,
        config: { ...suite.h.config, JOB_LEASE_SECONDS: 1 },
        definitions: [...bulkRequestJobs],
      };
      await vi.waitFor(
        async () => {
          await runDueJobs(survivor);
          expect(await jobState(suite.h.database.db, jobId)).toMatchObject({ state: "done" });
        },
        { timeout: 30_000, interval: 500 },
      );
      await expectEveryRowOnce(id);
    },
    60_000,
  );
});

describe("confident matches and the chosen portfolios", () => {
  /** Northwind (a confident match) first, then suppliers nobody knows. */
  const withNorthwind = (name: string) =>
    [
      "Supplier,Country",
      "Northwind Traders,DE",
      ...Array.from({ length: 9 }, (_, i) => `${name} Supplier ${i + 1} Kft,HU`),
    ].join("\n");
  const holds = async (portfolioId: string, companyId: string) =>
    (
      await suite.h.database.db
        .select()
        .from(portfolioCompanies)
        .where(
          and(
            eq(portfolioCompanies.portfolioId, portfolioId),
            eq(portfolioCompanies.companyId, companyId),
          ),
        )
    ).length > 0;

  it("are added by the next run when a kill came after their batch committed", async () => {
    const portfolio = suite.world.portfolio.id;
    const northwind = suite.world.companies.northwind.id;
    const { id, jobId } = await startedBulk("Pending", withNorthwind("Pending"), [portfolio]);
    await runDueJobs(crashingAt(2));
    expect(await processed(id)).toBe(5);
    expect(await holds(portfolio, northwind)).toBe(false);
    await dueNow(jobId);
    await suite.h.runJobs();
    expect(await jobState(suite.h.database.db, jobId)).toMatchObject({ state: "done" });
    expect(await holds(portfolio, northwind)).toBe(true);
  });

  it("leave a warning on their rows when a portfolio refuses them", async () => {
    const archived = await buildPortfolio(suite.h, suite.world.acme.id, [
      suite.world.people.admin.id,
    ]);
    const { id } = await startedBulk("Refused", withNorthwind("Refused"), [archived.id]);
    // Archived after the start, before the job ran: the portfolios service refuses it.
    await suite.h.database.db
      .update(portfolios)
      .set({ archivedAt: new Date(), archiveType: "direct" })
      .where(eq(portfolios.id, archived.id));
    await suite.h.runJobs();
    const [northwind] = await suite.h.database.db
      .select()
      .from(bulkRequestRows)
      .where(and(eq(bulkRequestRows.bulkRequestId, id), eq(bulkRequestRows.rowNumber, 2)));
    expect(northwind).toMatchObject({ outcome: "matched" });
    expect(northwind?.warnings).toEqual([
      expect.stringMatching(`Not added to portfolio ${archived.id}: `),
    ]);
  });
});
