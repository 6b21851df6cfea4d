import { sql } from "drizzle-orm";
import type { JobDefinition } from "../../core/feature.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { riskConfigs } from "./risk.table.ts";
import { ensureDefaultRiskConfig } from "./risk-config-read.service.ts";
import { riskRescoreDirtyQueue, riskScoreQueue } from "./risk-score-queue.ts";
import { loadRiskConfig, scoreConfig } from "./score-config.ts";

/** Dirty companies taken per transaction by the rescoring job. */
const dirtyBatchSize = 2_000;

/**
 * Scores a whole configuration. A commit made while this job runs finds it running and does not
 * queue another (singleton), so the job scores again until the revision it scored is current.
 */
export const riskScoreJob: JobDefinition = {
  queue: riskScoreQueue,
  async run(payload, tools) {
    const configId = String(payload.configId);
    let summary = { companies: 0, batches: 0, portfolios: 0, ms: 0 };
    for (let round = 0; round < 5; round++) {
      const before = await loadRiskConfig(tools.db, configId);
      if (!before) break;
      summary = await scoreConfig(tools.db, configId, {
        signal: tools.signal,
        onBatch: (done) => tools.setProgress(Math.min(99, Math.round(done / 1000))),
      });
      const after = await loadRiskConfig(tools.db, configId);
      if (!after || after.revision === before.revision) break;
    }
    tools.log.info({ configId, ...summary }, "risk configuration scored");
    return summary;
  },
};

/** Takes the companies whose data changed and rescores them under every configuration. */
export async function rescoreDirtyCompanies(db: Database, now = new Date()) {
  await ensureDefaultRiskConfig(db);
  const configs = await db.select({ id: riskConfigs.id }).from(riskConfigs);
  let companies = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const ids = rowsOf<{ company_id: string }>(
        await tx.execute(sql`
          delete from risk_dirty_companies where company_id in (
            select company_id from risk_dirty_companies order by marked_at
            limit ${dirtyBatchSize} for update skip locked)
          returning company_id`),
      ).map((r) => r.company_id);
      // Companies never scored under the default configuration (new or imported ones): the
      // default covers every company, and a company insert marks nothing dirty (bulk imports
      // of a million rows would pay for it).
      if (ids.length < dirtyBatchSize)
        ids.push(
          ...rowsOf<{ id: string }>(
            await tx.execute(sql`
              select c.id from companies c where not exists (select 1 from company_risk_scores s
                where s.config_id = ${defaultRiskConfigId} and s.company_id = c.id)
              limit ${dirtyBatchSize - ids.length}`),
          ).map((r) => r.id),
        );
      for (const config of configs) await scoreConfig(tx, config.id, { companyIds: ids, now });
      return ids.length;
    });
    companies += taken;
    if (taken < dirtyBatchSize) break;
  }
  return { companies, configs: configs.length };
}

/** Every five minutes: the companies marked dirty by the company_data_changes trigger. */
export const riskRescoreDirtyJob: JobDefinition = {
  queue: riskRescoreDirtyQueue,
  schedule: { name: riskRescoreDirtyQueue, cron: "*/5 * * * *" },
  async run(_payload, tools) {
    const summary = await rescoreDirtyCompanies(tools.db);
    tools.log.info(summary, "risk scores of changed companies recomputed");
    return summary;
  },
};
