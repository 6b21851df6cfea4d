/**
 * A worker in its own process, for jobs-workers.test.ts: it takes the "test.block" job,
 * reports progress, then hangs until the test kills it with SIGKILL (no cleanup can run).
 */
import pino from "pino";
import { testConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { runDueJobs } from "../jobs/runner.ts";

const url = process.env.CHILD_DATABASE_URL;
if (!url) throw new Error("CHILD_DATABASE_URL is required");
const database = await openDatabase({ kind: "postgres", url });
await runDueJobs({
  db: database.db,
  log: pino({ level: "silent" }),
  config: testConfig({ JOB_LEASE_SECONDS: "1" }),
  definitions: [
    {
      queue: "test.block",
      run: async (_payload, { setProgress }) => {
        await setProgress(10);
        await new Promise(() => {});
        return {};
      },
    },
  ],
});
