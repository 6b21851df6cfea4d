// Every background job handler, imported once by the web process and by `npm run worker`.

import { loadConfig } from "../config.ts";
import { deleteExpiredSessions } from "../features/auth/session.service.ts";
import { exportQueue } from "../features/exports/export-job.service.ts";
import { runExportJob } from "../features/exports/run-export-job.ts";
import { registerJobHandler } from "./runner.ts";

registerJobHandler("sessions.cleanup", async (_payload, { db }) => {
  await deleteExpiredSessions(db, loadConfig());
  return { cleaned: true };
});

registerJobHandler(exportQueue, (payload, { db, log }) =>
  runExportJob({ db, log, config: loadConfig() }, String(payload.exportJobId)),
);
