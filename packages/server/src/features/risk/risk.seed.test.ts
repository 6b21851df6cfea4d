import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/raw-rows.ts";
import { seedFoundation } from "../../seed/seed.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { seedPortfoliosDemo } from "../portfolios/portfolios.seed.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { seedRiskDemo } from "./risk.seed.ts";
import { type Any, call, riskOps } from "./risk-test-support.ts";

const password = "Seed-Password-2026!";
let h: Harness;
let seconds = 0;
beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password });
  await seedFoundation(h.database.db, h.config);
  await seedDemoCompanies(h.database.db, { count: 600 });
  await seedPortfoliosDemo(h.database.db);
  const started = performance.now();
  await seedRiskDemo(h.database.db);
  seconds = (performance.now() - started) / 1000;
}, 120_000);
afterAll(() => h.close());

describe("demo risk hub", () => {
  it("Acme sees the default configuration with its portfolio companies scored, quickly", async () => {
    expect(seconds).toBeLessThan(10);
    const admin = await h.signIn("admin@acme.test", password);
    expect(await call(admin, riskOps.selected)).toBe(defaultRiskConfigId);
    const page = await call(admin, riskOps.companies, { configId: defaultRiskConfigId });
    expect(page.totalCount).toBeGreaterThan(10);
    expect(page.items.every((i: Any) => i.score !== null)).toBe(true);
    const graded = new Set(page.items.map((i: Any) => i.score.grade));
    expect(graded.size).toBeGreaterThan(0);
  });

  it("with the app's config, held companies are scored with their demo profile data: reading them moves nothing", async () => {
    const db = h.database.db;
    await seedRiskDemo(db, h.config);
    const stored = async () =>
      rowsOf<{ company_id: string; score: number | null; computed_at: string }>(
        await db.execute(sql`select company_id, score, computed_at::text from company_risk_scores
          where config_id = ${defaultRiskConfigId}
            and company_id in (select company_id from portfolio_companies)
          order by company_id`),
      );
    const before = await stored();
    expect(before.length).toBeGreaterThan(10);
    const admin = await h.signIn("admin@acme.test", password);
    const page = await call(admin, riskOps.companies, {
      configId: defaultRiskConfigId,
      first: 100,
    });
    expect(page.items).toHaveLength(before.length);
    expect(await stored()).toEqual(before);
  });
});
