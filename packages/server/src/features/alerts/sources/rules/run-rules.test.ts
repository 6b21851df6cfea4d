import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../../jobs/job.table.ts";
import { buildCompany } from "../../../../test/company-factory.ts";
import { openTestDatabase, type TestDatabase } from "../../../../test/database.ts";
import type { Company } from "../../../companies/company.table.ts";
import { alertCompanies, alerts } from "../../alert.table.ts";
import { companyDataChanges, companyMetricHistory } from "../company-data.table.ts";
import {
  alertRulesQueue,
  type NewCompanyDataChange,
  recordCompanyDataChanges,
  runRulesOnPendingChanges,
} from "./run-rules.ts";

let database: TestDatabase;
let acme: Company;
let globex: Company;
beforeAll(async () => {
  database = await openTestDatabase();
  acme = await buildCompany(database.db, { displayName: "Acme Rules GmbH", countryCode: "DE" });
  globex = await buildCompany(database.db, { displayName: "Globex Rules Inc", countryCode: "US" });
});
afterAll(() => database.close());

const at = (day: string) => new Date(`${day}T08:00:00Z`);
const metric = (
  company: Company,
  variable: string,
  day: string,
  value: number,
): NewCompanyDataChange => ({
  companyId: company.id,
  variable: variable as NewCompanyDataChange["variable"],
  observedAt: at(day),
  newValue: value,
  source: "test",
});
const event = (
  company: Company,
  variable: string,
  day: string,
  detail: Record<string, unknown>,
): NewCompanyDataChange => ({
  companyId: company.id,
  variable: variable as NewCompanyDataChange["variable"],
  observedAt: at(day),
  detail,
  source: "test",
});

async function alertRows() {
  return database.db
    .select({
      key: alerts.signalRuleKey,
      title: alerts.title,
      periodInfo: alerts.periodInfo,
      companyId: alertCompanies.companyId,
    })
    .from(alerts)
    .innerJoin(alertCompanies, eq(alertCompanies.alertId, alerts.id))
    .orderBy(alerts.title);
}

describe("rules over recorded company data changes", () => {
  it("raises alerts from pending changes in batches, marks them, and queues the job", async () => {
    await recordCompanyDataChanges(database.db, [
      // Weekly ratings: the third week falls 9% (a week's threshold is 6%) and crosses into C.
      metric(acme, "security_rating", "2025-03-03", 720),
      metric(acme, "security_rating", "2025-03-10", 715),
      metric(acme, "security_rating", "2025-03-17", 650),
      // A small move raises nothing.
      metric(globex, "credit_score", "2025-03-03", 70),
      metric(globex, "credit_score", "2025-03-10", 68),
      event(globex, "sanctions_match", "2025-03-11", {
        listName: "ofac",
        matchedName: "GLOBEX",
        entryId: "9",
      }),
      event(globex, "news_item", "2025-03-12", {
        headline: "Globex Rules recalls routers over overheating",
        url: "https://news.example/1",
      }),
      // An event without its facts is counted as skipped, not raised.
      event(globex, "court_filing", "2025-03-13", { court: "D. Del." }),
    ]);
    const [queued] = await database.db.select().from(jobs).where(eq(jobs.queue, alertRulesQueue));
    expect(queued?.singletonKey).toBe(alertRulesQueue);

    const summary = await runRulesOnPendingChanges(database.db, { batchSize: 3 });
    expect(summary).toMatchObject({ changes: 8, batches: 3, alerts: 4, skipped: 1 });
    const rows = await alertRows();
    expect(rows.map((r) => [r.key, r.companyId === acme.id ? "acme" : "globex"])).toEqual([
      ["cyber.security_grade.drop", "acme"],
      ["cyber.security_rating.drop", "acme"],
      ["sanctions.new_match", "globex"],
      ["news.product_recall", "globex"],
    ]);
    expect(rows[1]).toMatchObject({
      title: "Acme Rules GmbH: security rating down 9.1% over 1 week",
      periodInfo: { pct_change: -9.09, time_window: "1w" },
    });
    const [pending] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyDataChanges)
      .where(sql`processed_at is null`);
    expect(pending?.n).toBe(0);
    const history = await database.db
      .select()
      .from(companyMetricHistory)
      .where(eq(companyMetricHistory.companyId, acme.id));
    expect(history).toHaveLength(3);
  });

  it("raises nothing twice: running again, or over the same changes again, adds no alert", async () => {
    expect(await runRulesOnPendingChanges(database.db)).toMatchObject({ changes: 0, alerts: 0 });
    await database.db.update(companyDataChanges).set({ processedAt: null });
    expect(await runRulesOnPendingChanges(database.db)).toMatchObject({ changes: 8, alerts: 0 });
    expect(await alertRows()).toHaveLength(4);
  });

  it("measures later changes against the history earlier runs stored", async () => {
    await recordCompanyDataChanges(database.db, [metric(globex, "credit_score", "2025-03-17", 55)]);
    expect(await runRulesOnPendingChanges(database.db)).toMatchObject({ changes: 1, alerts: 1 });
    const rows = await alertRows();
    expect(rows.find((r) => r.key === "insolvency.credit_score.drop")).toMatchObject({
      title: "Globex Rules Inc: credit score down 19.1% over 1 week",
      periodInfo: { pct_change: -19.12, time_window: "1w" },
    });
  });
});
