import { alertTimeWindows } from "@tierwise/common/alerts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../core/deterministic-id.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { seedFoundation } from "../../seed/seed.ts";
import { grantReports } from "../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { setOrganizationSettings } from "../ai-reports/ai-reports-test-support.ts";
import { setAllAlertsAccess } from "../alerts/alerts-test-support.ts";
import { removeDemoAlerts, seedDemoAlerts } from "../alerts/sources/demo/seed-demo-alerts.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { type Any, call } from "./risk-test-support.ts";

/**
 * Issue 27 "One risk answer everywhere", for the demo: an alert said a company's credit score
 * fell 100 → 69 while the profile's Reports tab drew its credit-score history as about 72 → 69.
 * The alert and the profile must read one series, even when the profile was first opened while
 * the demo alerts were still loading (a first start serves sign-in before they are in).
 */

const password = "Seed-Password-2026!";
// A fixed end of the alert year: the same demo companies alert on every run.
const today = new Date("2026-06-01T00:00:00Z");
const todayIso = "2026-06-01";
const dayMs = 86_400_000;

const alertOf = `query($id: ID!) { alert(id: $id) { variable
  periodInfo { pctChange timeWindowLabel } timeseries { date value } } }`;
const creditScoresOf = `query($id: ID!) { companyById(id: $id) { metrics { creditScore }
  profile(areas: [creditScore]) { source records } } }`;

let h: Harness;
let admin: TestClient;

/** The credit-score alerts measured over three months or more that end on the year's last day. */
async function latestCreditAlerts() {
  const rows = rowsOf<{ id: string; companyId: string; window: string; after: string }>(
    await h.database.db.execute(sql`
      select a.id::text, ac.company_id::text as "companyId", a.period_info->>'time_window' as window,
        a.timeseries->-1->>'date' as after
      from alerts a join alert_companies ac on ac.alert_id = a.id
      where a.variable = 'credit_score' and a.period_info->>'time_window' in ('3m', '6m', '1y')
      order by a.source_key`),
  );
  return rows.filter((row) => row.after === todayIso);
}

const profileCreditScores = async (companyId: string) => {
  const company = await call(admin, creditScoresOf, { id: companyId });
  const area = company.profile.find((a: Any) => a.source === "tierwise");
  return {
    current: company.metrics.creditScore as number,
    records: (area?.records ?? []) as Any[],
  };
};

beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password });
  const db = h.database.db;
  await seedFoundation(db, h.config);
  await seedDemoCompanies(db, { count: 80 });
  const acme = seedId("org:acme");
  await setOrganizationSettings(db, acme, { featureFlags: { alerts: true } });
  await setAllAlertsAccess(db, acme, true);
  await grantReports(db, acme);
  admin = await h.signIn("admin@acme.test", password);
}, 180_000);
afterAll(() => h.close());

describe("one credit-score history for a demo company", () => {
  it("the profile's Reports history shows the alert's before and after, even when first read before the alerts were loaded", async () => {
    const db = h.database.db;
    // Which companies alert is found by seeding once; then the demo starts again from nothing.
    await seedDemoAlerts(db, { count: 1, today });
    const [first] = await latestCreditAlerts();
    expect(first).toBeDefined();
    const companyId = first?.companyId as string;
    await removeDemoAlerts(db);

    // Someone opens the company's Reports tab while the alerts job is still loading.
    const early = await profileCreditScores(companyId);
    expect(early.records.length).toBeGreaterThan(0);
    await seedDemoAlerts(db, { count: 1, today });

    const alerts = (await latestCreditAlerts()).filter((a) => a.companyId === companyId);
    expect(alerts.length).toBeGreaterThan(0);
    const { current, records } = await profileCreditScores(companyId);
    for (const { id } of alerts) {
      const alert = await call(admin, alertOf, { id });
      const before = alert.timeseries.at(0);
      const after = alert.timeseries.at(-1);
      const window = alertTimeWindows.find((w) => w.label === alert.periodInfo.timeWindowLabel);
      const windowStart = new Date(
        Date.parse(`${after.date}T00:00:00Z`) - Number(window?.days) * dayMs,
      )
        .toISOString()
        .slice(0, 10);
      // The record the history shows at the window's start is the value the alert measured from…
      const atStart = records.filter((r) => r.scoredOn <= windowStart).at(-1);
      expect(atStart).toMatchObject({ scoredOn: before.date, score: before.value });
      // …and its latest record is the value the alert ends on: the company's credit score.
      expect(records.at(-1)).toMatchObject({ scoredOn: after.date, score: after.value });
      expect(after.value).toBe(current);
      const pct = ((after.value - before.value) / before.value) * 100;
      expect(alert.periodInfo.pctChange).toBeCloseTo(pct, 1);
    }
    // A year of quarters, oldest first.
    expect(records.map((r) => r.scoredOn)).toEqual([...records.map((r) => r.scoredOn)].sort());
    expect(records.length).toBe(5);
    // What the early read stored is gone: it was made up before the history was in.
    expect(records).not.toEqual(early.records);
  }, 180_000);
});
