import type { Database } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/queue.ts";

export const riskScoreQueue = "risk.score";
export const riskRescoreDirtyQueue = "risk.rescore-dirty";
export const riskNightlyQueue = "risk.rescore-nightly";

/** Queues scoring a configuration (one waiting job per configuration), in the caller's transaction. */
export function queueRiskScoring(db: Database, configId: string) {
  return enqueueJob(
    db,
    riskScoreQueue,
    { configId },
    { singletonKey: `${riskScoreQueue}:${configId}` },
  );
}
