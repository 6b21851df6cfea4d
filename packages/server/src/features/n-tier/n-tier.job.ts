import type { JobDefinition } from "../../core/feature.ts";
import type { Database } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { computeNTier, nTierRiskRuleOf } from "./n-tier-compute.ts";

export const nTierComputeQueue = "n-tier.compute";

/** Queues computing one organisation's network (one waiting job per organisation). */
export function queueNTierComputation(db: Database, organizationId: string) {
  return enqueueJob(
    db,
    nTierComputeQueue,
    { organizationId },
    { singletonKey: `${nTierComputeQueue}:${organizationId}` },
  );
}

/** Recomputes an organisation's tiers, centrality, impact and risks (n-tier-compute.ts). */
export const nTierComputeJob: JobDefinition = {
  queue: nTierComputeQueue,
  async run(payload, tools) {
    const summary = await computeNTier(
      tools.db,
      String(payload.organizationId),
      nTierRiskRuleOf(tools.config),
    );
    tools.log.info({ organizationId: payload.organizationId, ...summary }, "n-tier computed");
    return summary;
  },
};
