import { spawn } from "node:child_process";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../config.ts";
import type { JobDefinition } from "../core/feature.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKind } from "../test/database.ts";
import { jobs } from "./job.table.ts";
import { enqueueJob, jobState } from "./queue.ts";
import { type JobRuntime, runDueJobs } from "./runner.ts";

/** Several processes sharing one queue is what PostgreSQL offers; PGlite is one process. */
describe.runIf(testDatabaseKind === "postgres")("jobs across workers on PostgreSQL", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  const log = pino({ level: "silent" });
  beforeAll(async () => {
    database = await openTestDatabase();
    if (!database.url) throw new Error("a PostgreSQL test database has a URL");
    second = await openDatabase({ kind: "postgres", url: database.url });
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });

  const runtime = (db: DatabaseHandle, definitions: JobDefinition[], lease = "60"): JobRuntime => ({
    db: db.db,
    log,
    config: testConfig({ JOB_LEASE_SECONDS: lease }),
    definitions,
  });

  it("lets two workers drain one queue with every job run exactly once", async () => {
    const ids = [];
    for (let i = 0; i < 60; i++) ids.push(await enqueueJob(database.db, "test.shared", { i }));
    const runs: string[] = [];
    const byWorker = { a: 0, b: 0 };
    const definition = (worker: "a" | "b"): JobDefinition => ({
      queue: "test.shared",
      run: async (payload, { setProgress }) => {
        runs.push(String(payload.i));
        byWorker[worker] += 1;
        await setProgress(50); // a round trip, so the two workers interleave
        return { worker };
      },
    });
    await Promise.all([
      runDueJobs(runtime(database, [definition("a")]), 100),
      runDueJobs(runtime(second, [definition("b")]), 100),
    ]);
    expect(runs).toHaveLength(60);
    expect(new Set(runs).size).toBe(60);
    const states = await database.db.select({ state: jobs.state }).from(jobs);
    expect(states.every((row) => row.state === "done")).toBe(true);
    expect(byWorker.a + byWorker.b).toBe(60);
  });

  it("finishes a job once, on another worker, after its worker is killed with SIGKILL", async () => {
    const id = await enqueueJob(database.db, "test.block", {}, { maxAttempts: 3 });
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, "../test/job-worker-child.ts")],
      { env: { ...process.env, CHILD_DATABASE_URL: database.url ?? "" }, stdio: "ignore" },
    );
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await vi.waitFor(
        async () =>
          expect(await jobState(database.db, id)).toMatchObject({ state: "running", progress: 10 }),
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      child.kill("SIGKILL");
      await exited;
    }

    let completions = 0;
    const survivor = runtime(
      second,
      [
        {
          queue: "test.block",
          run: async () => {
            completions += 1;
            return { finishedBy: "survivor" };
          },
        },
      ],
      "1",
    );
    // The dead worker's lease (1 s) has to run out before the job is due again.
    await vi.waitFor(
      async () => {
        await runDueJobs(survivor);
        expect(await jobState(database.db, id)).toMatchObject({ state: "done" });
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(completions).toBe(1);
    expect(await jobState(database.db, id)).toMatchObject({
      attempts: 2,
      result: { finishedBy: "survivor" },
    });
  });
});
