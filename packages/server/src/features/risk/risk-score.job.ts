import { sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { JobDefinition } from "../../core/feature.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { riskConfigs } from "./risk.table.ts";
import { ensureDefaultRiskConfig } from "./risk-config-read.service.ts";
import {
  queueRiskScoring,
  riskNightlyQueue,
  riskRescoreDirtyQueue,
  riskScoreQueue,
} from "./risk-score-queue.ts";
import { loadRiskConfig, scoreConfig } from "./score-config.ts";

/** Dirty companies taken per transaction by the rescoring job. */
const dirtyBatchSize = 2_000;

/**
 * Scoring on the embedded database (PGlite): its one connection runs one statement at a time,
 * and a request's queries wait behind every statement queued before them. Batches of 2,000,
 * three in flight, kept a company overview waiting 15 s while the default configuration was
 * scored after a first start (issue 27); batches of 250, one at a time, about 1 s (and the job
 * took no longer). PostgreSQL keeps the larger, overlapping batches.
 */
export const embeddedScoring = { batchSize: 250, concurrency: 1 } as const;
const scoringFor = (config: Config) => (config.DATABASE_URL ? {} : embeddedScoring);

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
        ...scoringFor(tools.config),
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
export async function rescoreDirtyCompanies(
  db: Database,
  now = new Date(),
  batchSize = dirtyBatchSize,
) {
  await ensureDefaultRiskConfig(db);
  const configs = await db.select({ id: riskConfigs.id }).from(riskConfigs);
  let companies = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const ids = rowsOf<{ company_id: string }>(
        await tx.execute(sql`
          delete from risk_dirty_companies where company_id in (
            select company_id from risk_dirty_companies order by marked_at
            limit ${batchSize} for update skip locked)
          returning company_id`),
      ).map((r) => r.company_id);
      // Companies never scored under the default configuration (new or imported ones): the
      // default covers every company, and a company insert marks nothing dirty (bulk imports
      // of a million rows would pay for it).
      if (ids.length < batchSize)
        ids.push(
          ...rowsOf<{ id: string }>(
            await tx.execute(sql`
              select c.id from companies c where not exists (select 1 from company_risk_scores s
                where s.config_id = ${defaultRiskConfigId} and s.company_id = c.id)
              limit ${batchSize - ids.length}`),
          ).map((r) => r.id),
        );
      for (const config of configs) await scoreConfig(tx, config.id, { companyIds: ids, now });
      return ids.length;
    });
    companies += taken;
    if (taken < batchSize) break;
  }
  return { companies, configs: configs.length };
}

/** Every five minutes: the companies marked dirty by the company_data_changes trigger. */
export const riskRescoreDirtyJob: JobDefinition = {
  queue: riskRescoreDirtyQueue,
  schedule: { name: riskRescoreDirtyQueue, cron: "*/5 * * * *" },
  async run(_payload, tools) {
    // Each batch is one transaction: on the embedded database nothing else runs meanwhile.
    const batchSize = tools.config.DATABASE_URL ? dirtyBatchSize : embeddedScoring.batchSize;
    const summary = await rescoreDirtyCompanies(tools.db, new Date(), batchSize);
    tools.log.info(summary, "risk scores of changed companies recomputed");
    return summary;
  },
};

/**
 * Every night, every configuration scored again (issue 27). Time moves grades with no data
 * changing (a breach ages past a bound, media leaves its year, enforcement its three), and some
 * data marks nothing for rescoring (profile areas other than breaches, filings and sanctions;
 * statements; the viability score). Reads bring a company up to date at once (fresh-scores.ts);
 * this brings the hub's orderings, grade counts and portfolio means along within a day.
 */
export const riskNightlyRescoreJob: JobDefinition = {
  queue: riskNightlyQueue,
  schedule: { name: riskNightlyQueue, cron: "20 2 * * *" },
  async run(_payload, tools) {
    await ensureDefaultRiskConfig(tools.db);
    const configs = await tools.db.select({ id: riskConfigs.id }).from(riskConfigs);
    for (const config of configs) await queueRiskScoring(tools.db, config.id);
    tools.log.info({ configs: configs.length }, "nightly risk rescoring queued");
    return { configs: configs.length };
  },
};
