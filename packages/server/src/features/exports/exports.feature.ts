import type { Feature } from "../../core/feature.ts";
import { registerExportDownloadRoutes } from "./export-download-route.ts";
import { exportQueue } from "./export-job.service.ts";
import { purgeExpiredExports, runExportJob } from "./run-export-job.ts";
import "./export-job.type.ts";

/** exports: its GraphQL types register themselves when imported above. */
export const exportsFeature: Feature = {
  name: "exports",
  routes: registerExportDownloadRoutes,
  jobs: [
    {
      queue: exportQueue,
      run: (payload, { db, log, config }) =>
        runExportJob({ db, log, config }, String(payload.exportJobId)),
    },
    {
      // Files past their expiry go even when nobody exports for a while.
      queue: "exports.purge",
      schedule: { name: "exports.purge", cron: "41 * * * *" },
      run: async (_payload, { db, log }) => ({ removed: await purgeExpiredExports({ db, log }) }),
    },
  ],
};
