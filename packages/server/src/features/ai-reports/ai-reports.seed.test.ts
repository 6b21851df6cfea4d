import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFoundation } from "../../seed/seed.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { seedDemoAlerts } from "../alerts/sources/demo/seed-demo-alerts.ts";
import { seedDemoCompanies } from "../companies/demo-data/seed-companies.ts";
import { portfolioCompanies } from "../portfolios/portfolio.table.ts";
import { seedPortfoliosDemo } from "../portfolios/portfolios.seed.ts";
import {
  type Any,
  aiOps,
  call,
  requestReport,
  runAllJobs,
  sentencesOf,
} from "./ai-reports-test-support.ts";

/**
 * The local generator on the demo data (issue 15 "good enough to ship as the default"): the
 * demo organisation has AI report v2 on, and every sentence the generator writes for its
 * portfolio companies survives its own citation check.
 */
const password = "Seed-Password-2026!";
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SEED_PASSWORD: password });
  await seedFoundation(h.database.db, h.config);
  await seedDemoCompanies(h.database.db, { count: 300 });
  await seedPortfoliosDemo(h.database.db);
  await seedDemoAlerts(h.database.db, { count: 3000 });
}, 180_000);
afterAll(() => h.close());

describe("AI reports on the demo data", () => {
  it("Acme's member (v2 on in the demo) generates both reports; every sentence passes the check", async () => {
    const member = await h.signIn("member@acme.test", password);
    const held = await h.database.db
      .selectDistinct({ companyId: portfolioCompanies.companyId })
      .from(portfolioCompanies)
      .limit(12);
    expect(held.length).toBeGreaterThan(5);
    const ids: string[] = [];
    for (const { companyId } of held) {
      const answer = await call(member, aiOps.reports, { id: companyId });
      expect(answer.available).toBe(true);
      ids.push(await requestReport(member, companyId));
      ids.push(await requestReport(member, companyId, true));
    }
    await runAllJobs(h);
    for (const id of ids) {
      const report: Any = await call(member, aiOps.report, { id });
      expect(report).toMatchObject({ status: "success", droppedSentenceCount: 0 });
      expect(sentencesOf(report).length).toBeGreaterThan(1);
    }
  });
});
