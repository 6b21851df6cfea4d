import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../config.ts";
import { seedFoundation } from "../../../../seed/seed.ts";
import { openTestDatabase, type TestDatabase } from "../../../../test/database.ts";
import { seedDemoCompanies } from "../../../companies/demo-data/seed-companies.ts";
import { removeDemoAlerts, seedDemoAlerts } from "./seed-demo-alerts.ts";

// A tiny demo: the generator's shape, not its size (npm run seed makes 200,000).
const today = new Date("2025-06-01T00:00:00Z");
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedFoundation(database.db, testConfig());
  await seedDemoCompanies(database.db, { count: 60 });
}, 120_000);
afterAll(() => database.close());

const counts = async () =>
  (
    await database.db.execute(sql`
      select count(*)::int as alerts,
        count(*) filter (where signal_rule_key like 'news.%')::int as news,
        count(*) filter (where period_info is not null)::int as "withPeriod",
        count(distinct signal_rule_key)::int as rules,
        (select count(*)::int from company_metric_history) as history,
        (select string_agg(source_key, ',' order by source_key) from (select source_key from alerts order by source_key limit 5) k) as keys
      from alerts`)
  ).rows[0] as Record<string, number | string>;

describe("demo alert history", () => {
  it("raises a year of alerts from the rules over generated data, fills up with news, and is the same every time", async () => {
    const summary = await seedDemoAlerts(database.db, { count: 1_500, today });
    expect(summary.ruleAlerts).toBeGreaterThan(100);
    expect(summary.ruleAlerts + summary.newsAlerts).toBe(1_500);
    const first = await counts();
    expect(first).toMatchObject({ alerts: 1_500, news: summary.newsAlerts });
    expect(first.withPeriod).toBeGreaterThan(50);
    expect(first.rules).toBeGreaterThan(10);
    const [range] = (
      await database.db.execute(
        sql`select min(published_at) as first, max(published_at) as last from alerts`,
      )
    ).rows as { first: Date | string; last: Date | string }[];
    expect(new Date(range?.first as string).getTime()).toBeGreaterThanOrEqual(
      today.getTime() - 366 * 86_400_000,
    );
    expect(new Date(range?.last as string).getTime()).toBeLessThanOrEqual(
      today.getTime() + 86_400_000,
    );

    // Seeding again adds nothing; seeding afresh gives the very same alerts.
    expect(await seedDemoAlerts(database.db, { count: 1_500, today })).toMatchObject({
      ruleAlerts: 0,
      newsAlerts: 0,
    });
    await removeDemoAlerts(database.db);
    expect((await counts()).alerts).toBe(0);
    await seedDemoAlerts(database.db, { count: 1_500, today });
    expect(await counts()).toEqual(first);
  }, 120_000);

  it("makes none when asked for none", async () => {
    await removeDemoAlerts(database.db);
    expect(await seedDemoAlerts(database.db, { count: 0, today })).toMatchObject({
      companies: 0,
      ruleAlerts: 0,
    });
  });
});
