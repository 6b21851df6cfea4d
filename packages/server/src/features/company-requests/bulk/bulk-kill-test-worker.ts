/**
 * A worker in its own process, for bulk-resume.test.ts: it takes the bulk request job, commits
 * two batches of five rows, then hangs inside the third batch's transaction until the test
 * kills it with SIGKILL, so that batch never commits.
 */
import pino from "pino";
import { testConfig } from "../../../config.ts";
import { openDatabase } from "../../../db/client.ts";
import { runDueJobs } from "../../../jobs/runner.ts";
import { bulkRequestQueue, runBulkRequestJob } from "./process-bulk-request.ts";

const url = process.env.CHILD_DATABASE_URL;
if (!url) throw new Error("CHILD_DATABASE_URL is required");
const database = await openDatabase({ kind: "postgres", url });
await runDueJobs({
  db: database.db,
  log: pino({ level: "silent" }),
  config: testConfig({ JOB_LEASE_SECONDS: "1" }),
  definitions: [
    {
      queue: bulkRequestQueue,
      run: (payload, tools) =>
        runBulkRequestJob(tools, String(payload.bulkRequestId), {
          batchSize: 5,
          async afterBatchWrites(batch) {
            if (batch === 3) await new Promise(() => {});
          },
        }),
    },
  ],
});
