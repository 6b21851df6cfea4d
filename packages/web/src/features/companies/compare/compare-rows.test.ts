import { describe, expect, it } from "vitest";
import { revenueChartData, scoreChartData } from "./compare-chart-data.ts";
import {
  bestCompanyIds,
  type CompareRow,
  compareSections,
  forcedLabourLevel,
  riskCount,
} from "./compare-rows.ts";
import { compareCompany, financialYear } from "./compare-test-fixtures.ts";

function row(key: string): CompareRow {
  const found = compareSections.flatMap((section) => section.rows).find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
}

describe("bestCompanyIds", () => {
  const a = compareCompany(1, "Alpha", { metrics: { creditScore: 40, fraudScore: 30 } });
  const b = compareCompany(2, "Beta", { metrics: { creditScore: 80, fraudScore: 5 } });
  const c = compareCompany(3, "Gamma", { metrics: { creditScore: null, fraudScore: 5 } });

  it("picks the highest where higher is better and the lowest where lower is better", () => {
    expect([...bestCompanyIds(row("creditScore"), [a, b, c])]).toEqual([b.id]);
    // Ties share the best value.
    expect([...bestCompanyIds(row("fraudScore"), [a, b, c])].sort()).toEqual([b.id, c.id]);
  });

  it("marks nothing for text rows, a single value or equal values", () => {
    expect(bestCompanyIds(row("creditRating"), [a, b]).size).toBe(0);
    expect(bestCompanyIds(row("creditScore"), [a, c]).size).toBe(0);
    const same = compareCompany(4, "Delta", { metrics: { creditScore: 40 } });
    expect(bestCompanyIds(row("creditScore"), [a, same]).size).toBe(0);
  });

  it("marks nothing when latest-year amounts are in different currencies", () => {
    const euro = compareCompany(5, "Euro", {
      financials: [financialYear(2025, { currency: "EUR", revenue: 9e9 })],
    });
    expect(bestCompanyIds(row("financials.revenue"), [a, euro]).size).toBe(0);
    const dollars = compareCompany(6, "Dollars", {
      financials: [financialYear(2025, { revenue: 9e9 })],
    });
    expect([...bestCompanyIds(row("financials.revenue"), [a, dollars])]).toEqual([dollars.id]);
  });
});

describe("location", () => {
  it("shows name, US state code where relevant and country code (spec 1 §9)", () => {
    expect(row("location").display(compareCompany(1, "Alpha"))).toBe("Austin, TX, US");
    const hamburg = compareCompany(2, "Beta", {
      locations: [
        {
          __typename: "CompanyLocation",
          city: "Hamburg",
          countryCode: "DE",
          country: "Germany",
          subdivisionName: "Hamburg",
          hq: true,
        },
      ],
    });
    expect(row("location").display(hamburg)).toBe("Hamburg, DE");
  });
});

describe("risk indicators", () => {
  it("counts records per area and says — when no provider delivered the area", () => {
    const company = compareCompany(1, "Alpha");
    expect(riskCount(company, "adverseMedia")).toBe(2);
    expect(riskCount(company, "sanctions")).toBe(0);
    const none = compareCompany(2, "Beta", { profile: [] });
    expect(riskCount(none, "sanctions")).toBeNull();
    expect(row("risk.sanctions").display(none)).toBe("—");
  });

  it("takes the highest forced-labour risk; lower is better", () => {
    const high = compareCompany(1, "High", {
      profile: [
        {
          __typename: "ProfileArea",
          area: "forcedLaborRisks",
          records: [{ risk: "low" }, { risk: "high" }, { risk: "medium" }],
        },
      ],
    });
    const clean = compareCompany(2, "Clean", {
      profile: [{ __typename: "ProfileArea", area: "forcedLaborRisks", records: [] }],
    });
    expect(forcedLabourLevel(high)).toBe("high");
    expect(forcedLabourLevel(clean)).toBe("none");
    expect(row("risk.forcedLabour").display(high)).toBe("High");
    expect([...bestCompanyIds(row("risk.forcedLabour"), [high, clean])]).toEqual([clean.id]);
  });
});

describe("financial rows", () => {
  it("read the latest fiscal year and show the Altman zone", () => {
    const company = compareCompany(1, "Alpha", {
      financials: [
        financialYear(2024, { netIncome: 1 }),
        financialYear(2025, {
          netIncome: 2_500_000,
          ratios: { altmanZScore: 1.5, altmanZone: "distress" },
        }),
      ],
    });
    expect(row("financials.year").display(company)).toBe("2025");
    expect(row("financials.netIncome").display(company)).toBe("$2.5M");
    expect(row("financials.altmanZ").display(company)).toBe("1.50 (distress zone)");
  });
});

describe("chart data", () => {
  it("charts the latest five fiscal years, one positional series per company", () => {
    const a = compareCompany(1, "Alpha.Inc", {
      financials: [2019, 2020, 2021, 2022, 2023, 2024].map((year) =>
        financialYear(year, { revenue: year }),
      ),
    });
    const b = compareCompany(2, "Beta", {
      financials: [financialYear(2024, { revenue: 7, currency: "EUR" })],
    });
    const chart = revenueChartData([a, b]);
    expect(chart.points.map((point) => point.year)).toEqual([
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);
    expect(chart.points[0]).toEqual({ year: "2020", company0: 2020, company1: null });
    expect(chart.points[4]).toEqual({ year: "2024", company0: 2024, company1: 7 });
    expect(chart.series.map((series) => series.label)).toEqual(["Alpha.Inc", "Beta"]);
    expect(chart.currencies).toEqual(["EUR", "USD"]);
  });

  it("lists credit, ESG and security scores per company", () => {
    const a = compareCompany(1, "Alpha", {
      metrics: { creditScore: 70, esgScore: 50.5, securityRating: 640 },
    });
    expect(scoreChartData([a])).toEqual([
      { company: "Alpha", creditScore: 70, esgScore: 50.5, securityRating: 640 },
    ]);
  });
});
