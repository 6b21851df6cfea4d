import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/raw-rows.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { buildPortfolioOrganization } from "../../test/portfolio-operations.ts";
import {
  aiOps,
  requestReport,
  setOrganizationSettings,
} from "../ai-reports/ai-reports-test-support.ts";
import { setAllAlertsAccess } from "../alerts/alerts-test-support.ts";
import { isoDay } from "../alerts/sources/rules/evaluate-metric.ts";
import { storeMetricHistory } from "../alerts/sources/rules/metric-history.ts";
import { alertRulesQueue } from "../alerts/sources/rules/run-rules.ts";
import { companies } from "../companies/company.table.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { riskNightlyQueue, riskRescoreDirtyQueue } from "./risk-score-queue.ts";
import {
  type Any,
  addRecentAdverseMedia,
  buildRiskWorld,
  call,
  type RiskWorld,
  riskOps,
  runAllJobs,
} from "./risk-test-support.ts";

/**
 * Issue 27 "One risk answer everywhere": for one company at one moment, the company profile's
 * read, the hub's row, the hub's "why this grade", the alert about the change and the AI
 * report's facts say the same grade, points, signals and figures. The moment is the one the
 * issue found: the company's data has changed and its alert is out, the rescoring job has not
 * run yet.
 */

const profileRisk = `query($companyId: ID!, $configId: ID) { companyRisk(companyId: $companyId, configId: $configId) {
  id config { id name isDefault } previousGrade signalCount signals { id name }
  score { id score grade tier categories { categoryId grade metrics { metric grade value explanation } } }
  history { date score grade } } }`;
const alertsOf = `query($filter: AlertFilterInput) { alerts(filter: $filter, first: 20) { items { id title } } }`;
const alertOf = `query($id: ID!) { alert(id: $id) { title severity variable
  periodInfo { pctChange timeWindowLabel } timeseries { date value } } }`;
const count = `query($configId: ID!, $view: RiskHubView!, $companyIds: [ID!], $portfolioId: ID) {
  riskCount(configId: $configId, view: $view, companyIds: $companyIds, portfolioId: $portfolioId) { A B C D none } }`;

let h: Harness;
let w: RiskWorld;
let northwind: { id: string; slug: string };
const dayMs = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  w = await buildRiskWorld(h);
  const db = h.database.db;
  // The organisation reads its alerts and writes AI reports too.
  await setOrganizationSettings(db, w.acme.id, {
    featureFlags: { riskDashboardAccess: true, alerts: true, aiReportV2: true },
  });
  await setAllAlertsAccess(db, w.acme.id, true);
  northwind = await buildCompany(db, {
    displayName: "Northwind Traders",
    currentRatio: 2.5,
    quickRatio: 1.8,
    creditScore: 100,
    securityRating: 800,
  });
  await call(
    w.admin.client,
    `mutation($p: [ID!]!, $c: [ID!]!) {
    addCompaniesToPortfolios(portfolioIds: $p, companyIds: $c) { __typename } }`,
    {
      p: [w.portfolio.id],
      c: [northwind.id],
    },
  );
  // A credit score of 100 for months: what a drop is measured against.
  await storeMetricHistory(
    db,
    [
      {
        companyId: northwind.id,
        variable: "credit_score",
        on: isoDay(new Date(Date.now() - 95 * dayMs)),
        value: 100,
      },
    ],
    "replace",
  );
  await call(w.member.client, riskOps.configs);
  await runAllJobs(h);
  await enqueueJob(db, riskRescoreDirtyQueue, {});
  await runAllJobs(h);
}, 120_000);
afterAll(() => h.close());

const admin = () => w.admin.client;
const hubRow = async (companyId: string) => {
  const page = await call(admin(), riskOps.companies, { configId: defaultRiskConfigId, first: 50 });
  return page.items.find((i: Any) => i.company.id === companyId);
};
const metricOf = (score: Any, metric: string) =>
  score.categories.flatMap((c: Any) => c.metrics).find((m: Any) => m.metric === metric);

describe("one risk answer for Northwind Traders at one moment", () => {
  it("after its credit score fell 100 → 69 and the alert went out: profile, hub row, drawer, alert and AI report agree", async () => {
    const db = h.database.db;
    await db.update(companies).set({ creditScore: 69 }).where(eq(companies.id, northwind.id));
    // The rules job raises the alert; the rescoring job (every five minutes) has not run.
    await enqueueJob(db, alertRulesQueue, {});
    await runAllJobs(h);

    const listed = await call(admin(), alertsOf, {
      filter: { scope: "organization", companies: [northwind.id] },
    });
    const alerts = await Promise.all(
      listed.items.map((a: Any) => call(admin(), alertOf, { id: a.id })),
    );
    const credit = alerts.find((a: Any) => a.variable === "credit_score");
    expect(credit).toMatchObject({
      severity: "High",
      periodInfo: { timeWindowLabel: "over 3 months" },
    });
    expect(credit.periodInfo.pctChange).toBeCloseTo(-31, 0);
    const alertAfter = credit.timeseries.at(-1).value;
    expect(alertAfter).toBe(69);

    const profile = await call(admin(), profileRisk, { companyId: northwind.id });
    const row = await hubRow(northwind.id);
    const drawer = await call(admin(), riskOps.score, {
      configId: defaultRiskConfigId,
      companyId: northwind.id,
    });
    const reportId = await requestReport(admin(), northwind.id);
    await runAllJobs(h);
    const report = await call(admin(), aiOps.report, { id: reportId });
    const fact = (id: string) => report.facts.find((f: Any) => f.id === id)?.value;

    // The profile reads the selected (default) configuration, as the hub does.
    expect(profile.config).toMatchObject({ id: defaultRiskConfigId, isDefault: true });
    // One grade and one number of points.
    expect(profile.score.grade).toBe(row.score.grade);
    expect(drawer.grade).toBe(row.score.grade);
    expect(fact("grade:overall")).toBe(row.score.grade);
    expect(profile.score.score).toBe(row.score.score);
    expect(drawer.score).toBe(row.score.score);
    // Financial: current 2.5 A, quick 1.8 A, credit 69 B; cyber A: overall 8.34 (normalised weights).
    expect(row.score).toEqual({ score: 8.34, grade: "A" });
    // The figure the alert ends on is the one every grade read.
    for (const score of [profile.score, drawer])
      expect(metricOf(score, "creditscore")).toMatchObject({ grade: "B", value: alertAfter });
    expect(fact("metric:creditscore")).toBe(String(alertAfter));
    expect(fact("grade:creditscore")).toMatch(/^B: Credit score 69 grades B/);
    expect(metricOf(drawer, "creditscore").explanation).toBe(
      metricOf(profile.score, "creditscore").explanation,
    );
    expect(metricOf(drawer, "creditscore").explanation).not.toMatch(/queued|before the data/);
    // Signals and the trend as the hub's row says them.
    expect(profile.signalCount).toBe(row.signalCount);
    expect(profile.previousGrade).toBe(row.previousGrade);
    expect(profile.history.at(-1)).toMatchObject({ score: 8.34, grade: "A" });
    // The report's grade opens the hub on the company, its "Why this grade" open, under the
    // configuration the report read.
    expect(report.facts.find((f: Any) => f.id === "grade:overall").href).toBe(
      `/risk-hub?config=${defaultRiskConfigId}&companies=${northwind.id}&why=${northwind.id}`,
    );
  });

  it("data that marks nothing for rescoring (adverse media) is in the hub's signals at once", async () => {
    const db = h.database.db;
    await addRecentAdverseMedia(db, northwind.id);
    const row = await hubRow(northwind.id);
    const profile = await call(admin(), profileRisk, { companyId: northwind.id });
    // Six findings in a year grade D: a signal, counted alike by the row and the profile.
    expect(row.signalCount).toBe(1);
    expect(profile.signals.map((s: Any) => s.id)).toEqual(["adverse_media"]);
    const drawer = await call(admin(), riskOps.score, {
      configId: defaultRiskConfigId,
      companyId: northwind.id,
    });
    expect(metricOf(drawer, "adverse_media")).toMatchObject({ grade: "D", value: 6 });
    expect(drawer.grade).toBe(row.score.grade);
    expect(profile.score.score).toBe(row.score.score);
  });

  it("keeps the previous grade when the rescoring job scores the company again", async () => {
    const before = await hubRow(northwind.id);
    expect(before.previousGrade).not.toBeNull();
    await enqueueJob(h.database.db, riskRescoreDirtyQueue, {});
    await runAllJobs(h);
    const after = await hubRow(northwind.id);
    expect(after.previousGrade).toBe(before.previousGrade);
    expect(after.score).toEqual(before.score);
    const profile = await call(admin(), profileRisk, { companyId: northwind.id });
    expect(profile.previousGrade).toBe(before.previousGrade);
  });

  it("the grade chart counts the companies the list is filtered to", async () => {
    const row = await hubRow(northwind.id);
    const filtered = await call(admin(), count, {
      configId: defaultRiskConfigId,
      view: "companies",
      companyIds: [northwind.id],
    });
    expect(filtered).toEqual({ A: 0, B: 0, C: 0, D: 0, none: 0, [row.score.grade]: 1 });
    const all = await call(admin(), count, { configId: defaultRiskConfigId, view: "companies" });
    expect(Object.values(all).reduce((n: number, v) => n + Number(v), 0)).toBe(4);
  });
});

describe("the nightly rescoring", () => {
  it("queues scoring every configuration, so stored orderings and counts follow time", async () => {
    const db = h.database.db;
    await db.execute(sql`delete from jobs where state = 'queued'`);
    await enqueueJob(db, riskNightlyQueue, {});
    await h.runJobs(1);
    const ids = async (query: SQL) =>
      rowsOf<{ id: string }>(await db.execute(query))
        .map((r) => r.id)
        .sort();
    const queued = sql`select payload->>'configId' as id from jobs
      where queue = 'risk.score' and state = 'queued'`;
    expect(await ids(queued)).toEqual(await ids(sql`select id::text from risk_configs`));
  });
});

describe("the profile's read", () => {
  it("says not scored yet under a configuration that does not cover the company", async () => {
    const created = await call(w.admin.client, riskOps.create);
    const outside = await buildCompany(h.database.db, { displayName: "Not Held Ltd" });
    const answer = await call(admin(), profileRisk, {
      companyId: outside.id,
      configId: created.config.id,
    });
    expect(answer).toMatchObject({ score: null, signalCount: 0, history: [] });
    expect(await call(admin(), profileRisk, { companyId: "nope" })).toBeNull();
  });

  it("is refused without the risk hub, like the hub", async () => {
    const plain = await buildPortfolioOrganization(h);
    const someone = await plain.member("organization_admin");
    const answer = await someone.client.gql(profileRisk, { companyId: northwind.id });
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const signedOut = await h.client().gql(profileRisk, { companyId: northwind.id });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
