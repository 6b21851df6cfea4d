import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { buildPortfolio } from "../alerts/alerts-test-support.ts";
import { companyProfileAreas } from "../companies/company-profile-area.table.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import {
  type AiReportWorld,
  type Any,
  aiOps,
  buildAiReportWorld,
  call,
  requestReport,
  runAllJobs,
  setOrganizationSettings,
} from "./ai-reports-test-support.ts";

/**
 * The report and the hub say one thing (issue 27 "One risk answer everywhere"): the grades and
 * figures an AI report cites are those the hub's row and its "Why this grade" show under the
 * configuration the report's links open (the default one), for every category and metric —
 * also for a company whose profile data (ESG, breaches, media, enforcement) the demo provider
 * fills on first read, and data that marks nothing for rescoring.
 */

const hubRow = `query($configId: ID!, $companyIds: [ID!]) {
  riskHubCompanies(configId: $configId, companyIds: $companyIds, first: 10) {
    items { company { id } score { grade score } } } }`;
const hubWhy = `query($configId: ID!, $companyId: ID!) { companyRiskScore(configId: $configId, companyId: $companyId) {
  grade categories { categoryId grade metrics { metric grade value explanation } } } }`;

let h: Harness;
let w: AiReportWorld;
const dayMs = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  w = await buildAiReportWorld(h);
  await setOrganizationSettings(h.database.db, w.acme.id, {
    featureFlags: { riskDashboardAccess: true },
  });
}, 120_000);
afterAll(() => h.close());

/** Generates a risk summary, then reads the hub as a reader following its links does. */
async function reportAndHub(companyId: string) {
  const id = await requestReport(w.member.client, companyId);
  await runAllJobs(h);
  const report = await call(w.member.client, aiOps.report, { id });
  expect(report.status).toBe("success");
  const row = await call(w.member.client, hubRow, {
    configId: defaultRiskConfigId,
    companyIds: [companyId],
  });
  const why = await call(w.member.client, hubWhy, { configId: defaultRiskConfigId, companyId });
  return { report, row: row.items[0], why };
}

/** Every grade and figure the report carries is the hub's. */
function expectAgreement({ report, row, why }: Any) {
  const fact = (id: string) => report.facts.find((f: Any) => f.id === id)?.value;
  expect(fact("grade:overall")).toBe(row.score.grade);
  expect(why.grade).toBe(row.score.grade);
  const categories = Object.fromEntries(
    why.categories.map((c: Any) => [c.categoryId, fact(`grade:${c.categoryId}`)]),
  );
  expect(categories).toEqual(
    Object.fromEntries(why.categories.map((c: Any) => [c.categoryId, c.grade])),
  );
  for (const metric of why.categories.flatMap((c: Any) => c.metrics)) {
    if (metric.grade === "-") continue;
    // The metric's grade with its why, as the drawer words it.
    expect(fact(`grade:${metric.metric}`)).toBe(`${metric.grade}: ${metric.explanation}`);
    expect(metric.explanation).not.toMatch(/queued/);
    if (metric.value !== null)
      expect(Number(fact(`metric:${metric.metric}`))).toBeCloseTo(metric.value, 2);
  }
}

describe("an AI report and the hub", () => {
  it("agree for a demo company whose profile nobody has opened yet", async () => {
    const company = await buildCompany(h.database.db, {
      displayName: "Seeded Demo Works",
      profileSeed: 4242,
      currentRatio: 1.4,
      quickRatio: 0.9,
      creditScore: 60,
      securityRating: 640,
    });
    await buildPortfolio(h.database.db, w.acme.id, [company.id], { name: "Demo suppliers" });
    const read = await reportAndHub(company.id);
    expect(read.why.categories.map((c: Any) => c.categoryId)).toEqual(
      expect.arrayContaining(["esg", "compliance"]),
    );
    expectAgreement(read);
  });

  it("agree after data that marks nothing for rescoring changed (ESG and compliance findings)", async () => {
    const risky = w.companies.risky.id;
    await reportAndHub(risky);
    const recent = new Date(Date.now() - 20 * dayMs).toISOString().slice(0, 10);
    await h.database.db.insert(companyProfileAreas).values({
      companyId: risky,
      area: "adverseMedia",
      source: "tierwise",
      records: Array.from({ length: 6 }, (_, i) => ({
        headline: `Story ${i}`,
        publishedOn: recent,
        category: "fraud",
      })),
    });
    const read = await reportAndHub(risky);
    expect(read.report.facts.find((f: Any) => f.id === "grade:adverse_media")?.value).toMatch(
      /^D: /,
    );
    expectAgreement(read);
  });
});
