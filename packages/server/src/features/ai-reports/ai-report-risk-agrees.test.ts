import { describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import { buildPortfolio } from "../alerts/alerts-test-support.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import { addRecentAdverseMedia } from "../risk/risk-test-support.ts";
import {
  type Any,
  call,
  generatedReport,
  hubOps,
  useAiReportHubWorld,
} from "./ai-reports-test-support.ts";

/**
 * The report and the hub say one thing (issue 27 "One risk answer everywhere"): the grades and
 * figures an AI report cites are those the hub's row and its "Why this grade" show under the
 * configuration the report's links open (the default one), for every category and metric —
 * also for a company whose profile data (ESG, breaches, media, enforcement) the demo provider
 * fills on first read, and data that marks nothing for rescoring.
 */

const suite = useAiReportHubWorld();

/** Generates a risk summary, then reads the hub as a reader following its links does. */
async function reportAndHub(companyId: string) {
  const { h, w } = suite;
  const report = await generatedReport(h, w.member.client, companyId);
  expect(report.status).toBe("success");
  const row = await call(w.member.client, hubOps.row, {
    configId: defaultRiskConfigId,
    companyIds: [companyId],
  });
  const why = await call(w.member.client, hubOps.why, { configId: defaultRiskConfigId, companyId });
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
    const company = await buildCompany(suite.h.database.db, {
      displayName: "Seeded Demo Works",
      profileSeed: 4242,
      currentRatio: 1.4,
      quickRatio: 0.9,
      creditScore: 60,
      securityRating: 640,
    });
    await buildPortfolio(suite.h.database.db, suite.w.acme.id, [company.id], {
      name: "Demo suppliers",
    });
    const read = await reportAndHub(company.id);
    expect(read.why.categories.map((c: Any) => c.categoryId)).toEqual(
      expect.arrayContaining(["esg", "compliance"]),
    );
    expectAgreement(read);
  });

  it("agree after data that marks nothing for rescoring changed (ESG and compliance findings)", async () => {
    const risky = suite.w.companies.risky.id;
    await reportAndHub(risky);
    await addRecentAdverseMedia(suite.h.database.db, risky);
    const read = await reportAndHub(risky);
    expect(read.report.facts.find((f: Any) => f.id === "grade:adverse_media")?.value).toMatch(
      /^D: /,
    );
    expectAgreement(read);
  });
});
