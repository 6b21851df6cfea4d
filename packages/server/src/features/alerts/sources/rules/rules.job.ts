import type { JobDefinition } from "../../../../core/feature.ts";
import { alertRulesQueue, runRulesOnPendingChanges } from "./run-rules.ts";

/**
 * The rules engine as a job: queued by recordCompanyDataChanges (one waiting at most), and every
 * ten minutes as a backstop for changes written without it. How many changes are pending is not
 * counted up front, so its progress is the number of batches done (at most 99).
 */
export const alertRulesJob: JobDefinition = {
  queue: alertRulesQueue,
  schedule: { name: alertRulesQueue, cron: "*/10 * * * *" },
  async run(_payload, tools) {
    const summary = await runRulesOnPendingChanges(tools.db, {
      signal: tools.signal,
      onBatch: (done) => tools.setProgress(Math.min(99, done.batches)),
    });
    tools.log.info({ ...summary }, "alert rules ran over pending company data changes");
    return summary;
  },
};
