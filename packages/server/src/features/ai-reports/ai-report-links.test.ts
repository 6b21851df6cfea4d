import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildAlert } from "../alerts/alerts-test-support.ts";
import { companyProfileAreas } from "../companies/company-profile-area.table.ts";
import { defaultRiskConfigId } from "../risk/default-risk-config.ts";
import { aiReports } from "./ai-report.table.ts";
import {
  type Any,
  aiOps,
  call,
  dayMs,
  daysAgo,
  generatedReport,
  hubOps,
  setOrganizationSettings,
  useAiReportHubWorld,
} from "./ai-reports-test-support.ts";

/**
 * Every citation opens a page that shows its fact for the report's company: the link of each
 * kind of fact is followed here with the reads that page makes (the hub's list and "Why this
 * grade", the alert feed's list, the profile's sub-page), and must find the fact.
 */

const alertFeed = `query($filter: AlertFilterInput) { alerts(filter: $filter, first: 100) {
  items { id } } }`;

let report: Any;

const suite = useAiReportHubWorld(async ({ h, w }) => {
  const db = h.database.db;
  const risky = w.companies.risky.id;
  // An alert of two years ago: in the report's facts, not in its count of the last year.
  await buildAlert(db, {
    title: "Old plant fire",
    type: "natural_disaster",
    severity: "High",
    publishedAt: new Date(Date.now() - 730 * dayMs),
    companies: [{ companyId: risky, confidence: 1 }],
  });
  await db.insert(companyProfileAreas).values([
    {
      companyId: risky,
      area: "dataBreaches",
      source: "tierwise",
      records: [{ kind: "ransomware", disclosedOn: daysAgo(30), summary: "Customer data leaked" }],
    },
    {
      companyId: risky,
      area: "adverseMedia",
      source: "tierwise",
      records: [{ headline: "Supplier fined", publishedOn: daysAgo(40), category: "fraud" }],
    },
  ]);
  report = await generatedReport(h, w.member.client, risky);
});

const member = () => suite.w.member.client;
const factsOf = (kind: string) => report.facts.filter((f: Any) => f.kind === kind);

/** The alert filter a feed link holds, read as the feed reads its bare keys. */
function feedFilterOf(href: string): Any {
  const url = new URL(href, "http://tierwise.test");
  expect(url.pathname).toBe("/alerts/everything");
  const [startDate, endDate] = (url.searchParams.get("dates") ?? "").split(",");
  const filter: Any = {
    scope: url.searchParams.get("scope"),
    companies: url.searchParams.get("companies")?.split(","),
    startDate,
    endDate,
  };
  const alertId = url.searchParams.get("alertId");
  if (alertId) filter.alertId = alertId;
  return filter;
}

describe("a report's citations", () => {
  it("grades, metric values and screening matches open the hub on the company with its why", async () => {
    const risky = suite.w.companies.risky.id;
    const cited = [...factsOf("grade"), ...factsOf("metric"), ...factsOf("match")];
    expect(cited.map((f: Any) => f.kind)).toEqual(
      expect.arrayContaining(["grade", "metric", "match"]),
    );
    for (const fact of cited) {
      const url = new URL(fact.href, "http://tierwise.test");
      expect(url.pathname).toBe("/risk-hub");
      // The report's configuration, the company alone, its "Why this grade" open.
      expect(Object.fromEntries(url.searchParams)).toEqual({
        config: defaultRiskConfigId,
        companies: risky,
        why: risky,
      });
    }
    const config = new URL(cited[0].href, "http://tierwise.test").searchParams.get("config");
    const list = await call(member(), hubOps.row, { configId: config, companyIds: [risky] });
    expect(list.items.map((i: Any) => i.company.id)).toEqual([risky]);
    // The drawer shows what the report cites.
    const why = await call(member(), hubOps.why, { configId: config, companyId: risky });
    const value = (id: string) => report.facts.find((f: Any) => f.id === id)?.value;
    expect(value("grade:overall")).toBe(why.grade);
    for (const category of why.categories) {
      expect(value(`grade:${category.categoryId}`)).toBe(category.grade);
      for (const metric of category.metrics)
        if (metric.value !== null && value(`metric:${metric.metric}`) !== undefined)
          expect(Number(value(`metric:${metric.metric}`))).toBeCloseTo(metric.value, 2);
    }
  });

  it("an alert opens the feed on the company and its day, where the feed lists it", async () => {
    const alerts = factsOf("alert");
    expect(alerts.length).toBe(2);
    for (const fact of alerts) {
      const filter = feedFilterOf(fact.href);
      expect(filter).toEqual({
        scope: "organization",
        companies: [suite.w.companies.risky.id],
        startDate: fact.date,
        endDate: fact.date,
        alertId: fact.id.slice("alert:".length),
      });
      const feed = await call(member(), alertFeed, { filter });
      expect(feed.items.map((a: Any) => `alert:${a.id}`)).toEqual([fact.id]);
    }
  });

  it("the alerts of the last year open the feed on the company and that year, listing as many", async () => {
    const count = report.facts.find((f: Any) => f.id === "profile:alerts_last_year");
    const filter = feedFilterOf(count.href);
    expect(filter).toEqual({
      scope: "organization",
      companies: [suite.w.companies.risky.id],
      startDate: daysAgo(365),
      endDate: daysAgo(0),
    });
    const feed = await call(member(), alertFeed, { filter });
    expect(count.value).toBe("1");
    expect(String(feed.items.length)).toBe(count.value);
  });

  it("profile findings and statements open the profile's sub-page that shows them", () => {
    const slug = suite.w.companies.risky.slug;
    const href = (id: string) => report.facts.find((f: Any) => f.id === id)?.href;
    expect(href("profile:data_breach_1")).toBe(`/company/${slug}/cybersecurity`);
    expect(href("news:adverse_media_1")).toBe(`/company/${slug}/regulatory-and-compliance`);
    for (const fact of factsOf("ratio")) expect(fact.href).toBe(`/company/${slug}/financials`);
  });

  it("an earlier report's links, written before these, open the facts too", async () => {
    const risky = suite.w.companies.risky.id;
    const stored = await suite.h.database.db
      .select()
      .from(aiReports)
      .where(eq(aiReports.id, report.id));
    const legacy = (stored[0]?.facts ?? []).map((fact) => ({
      ...fact,
      href:
        fact.kind === "grade" || fact.kind === "metric"
          ? `/risk-hub?company=${risky}#why`
          : fact.kind === "alert" || fact.id === "profile:alerts_last_year"
            ? "/alerts/everything"
            : fact.href,
    }));
    await suite.h.database.db
      .update(aiReports)
      .set({ facts: legacy })
      .where(eq(aiReports.id, report.id));
    const again = await call(member(), aiOps.report, { id: report.id });
    expect(again.facts).toEqual(report.facts);
  });

  it("without the risk hub in the plan, a grade names its fact with no link to a closed page", async () => {
    await setOrganizationSettings(suite.h.database.db, suite.w.acme.id, {
      featureFlags: { riskDashboardAccess: false },
    });
    const read = await call(member(), aiOps.report, { id: report.id });
    await setOrganizationSettings(suite.h.database.db, suite.w.acme.id, {
      featureFlags: { riskDashboardAccess: true },
    });
    const hrefOf = (kind: string) =>
      read.facts.filter((f: Any) => f.kind === kind).map((f: Any) => f.href);
    for (const kind of ["grade", "metric", "match"])
      expect(new Set(hrefOf(kind))).toEqual(new Set([null]));
    expect(hrefOf("alert").every((href: string) => href.startsWith("/alerts/everything?"))).toBe(
      true,
    );
  });
});
