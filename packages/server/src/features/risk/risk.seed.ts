import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { ensureDefaultRiskConfig } from "./risk-config-read.service.ts";
import { scoreConfig } from "./score-config.ts";

/**
 * Demo risk hub: the default configuration, and scores now for the companies the demo
 * portfolios hold (what the hub shows at first sign-in). The other demo companies are scored by
 * the job ensureDefaultRiskConfig queues, in the background, so the demo starts quickly.
 */
export async function seedRiskDemo(db: Database) {
  await ensureDefaultRiskConfig(db);
  const held = rowsOf<{ company_id: string }>(
    await db.execute(sql`select distinct company_id from portfolio_companies`),
  ).map((r) => r.company_id);
  return scoreConfig(db, defaultRiskConfigId, { companyIds: held });
}
