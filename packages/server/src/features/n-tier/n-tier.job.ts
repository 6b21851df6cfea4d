import type { Config } from "../../config.ts";
import type { JobDefinition } from "../../core/feature.ts";
import type { Database } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { computeNTier, lowerStoredTiers, nTierRiskRuleOf } from "./n-tier-compute.ts";

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

/**
 * Called by a request that added relations, once its transaction has committed: the quick tier
 * update (n-tier-compute.ts `lowerStoredTiers`, a walk from the added relations only) runs in
 * the request, so its answer's next read shows the new tiers instead of waiting for the job's
 * poll (issue 29: one relation → tiers visible in under 2 s). The queued job still does the full
 * computation (centrality, impact, removed relations).
 */
export async function applyAddedRelations(
  deps: { db: Database; config: Pick<Config, "N_TIER_RECENT_ALERT_DAYS"> },
  organizationId: string,
) {
  return lowerStoredTiers(deps.db, organizationId, nTierRiskRuleOf(deps.config));
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
