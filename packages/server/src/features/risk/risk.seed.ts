import { sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { fillDemoData } from "./fresh-scores.ts";
import { ensureDefaultRiskConfig } from "./risk-config-read.service.ts";
import { scoreConfig } from "./score-config.ts";

/**
 * Demo risk hub: the default configuration, and scores now for the companies the demo
 * portfolios hold (what the hub shows at first sign-in). The other demo companies are scored by
 * the job ensureDefaultRiskConfig queues, in the background, so the demo starts quickly. Given
 * the app's config, the held companies get their demo profile data first (issue 27): scored
 * without it, their grades moved the first time anyone read them (fresh-scores.ts).
 */
export async function seedRiskDemo(db: Database, config?: Config) {
  await ensureDefaultRiskConfig(db);
  const held = rowsOf<{ company_id: string }>(
    await db.execute(sql`select distinct company_id from portfolio_companies`),
  ).map((r) => r.company_id);
  if (config) await fillDemoData({ db, config }, held);
  return scoreConfig(db, defaultRiskConfigId, { companyIds: held });
}
