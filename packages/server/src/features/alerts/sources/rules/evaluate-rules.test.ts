import { describe, expect, it } from "vitest";
import { eventAlert, metricAlert, ruleSourceKey } from "./build-alerts.ts";
import { chartPoints, evaluateMetric, type SeriesPoint } from "./evaluate-metric.ts";
import { classifyNews } from "./news-classifier.ts";

/** A series from [days after 2025-01-01, value] pairs. */
const series = (...points: [number, number][]): SeriesPoint[] =>
  points.map(([day, value]) => ({
    on: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
    value,
  }));
const dayOf = (day: number) => series([day, 0])[0]?.on as string;
const company = {
  id: "c0ffee00-0000-4000-8000-000000000001",
  name: "Acme GmbH",
  countryCode: "DE",
};

describe("metric rules over time windows", () => {
  it("fires the shortest window whose threshold the move reaches", () => {
    // A rating of 700 (grade B) falls to 660 (grade C) overnight: -5.7% over 1 day (threshold 4).
    const hits = evaluateMetric("security_rating", dayOf(1), series([0, 700], [1, 660]));
    expect(hits.map((hit) => [hit.ruleKey, hit.window, hit.pctChange, hit.severity])).toEqual([
      ["cyber.security_rating.drop", "1d", -5.71, "Elevated"],
      ["cyber.security_grade.drop", null, null, "High"],
    ]);
  });

  it("finds a slow decline over a year that no shorter window shows", () => {
    const quarterly = series([0, 2], [91, 1.9], [182, 1.75], [273, 1.6], [365, 1.35]);
    const [hit, ...others] = evaluateMetric("current_ratio", dayOf(365), quarterly);
    expect(others).toEqual([]);
    expect(hit).toMatchObject({
      ruleKey: "liquidity.current_ratio.drop",
      window: "1y",
      pctChange: -32.5,
      severity: "Elevated",
      before: { on: dayOf(0), value: 2 },
      after: { on: dayOf(365), value: 1.35 },
    });
    expect(hit?.timeseries.map((p) => p.value)).toEqual([2, 1.9, 1.75, 1.6, 1.35]);
  });

  it("stays quiet under the thresholds, on stale baselines and without the day's own value", () => {
    expect(evaluateMetric("security_rating", dayOf(1), series([0, 720], [1, 700]))).toEqual([]);
    // The only earlier value is three years old: it says nothing about a day or a quarter.
    expect(evaluateMetric("security_rating", dayOf(1100), series([0, 780], [1100, 770]))).toEqual(
      [],
    );
    expect(evaluateMetric("current_ratio", dayOf(400), series([0, 2], [365, 1]))).toEqual([]);
    // A zero baseline has no percent change.
    expect(evaluateMetric("esg_score", dayOf(365), series([0, 0], [365, 40]))).toEqual([]);
  });

  it("ignores values after the change, so a batch evaluates each change as if alone", () => {
    const points = series([0, 60], [7, 54], [14, 30]);
    const [first] = evaluateMetric("credit_score", dayOf(7), points);
    expect(first).toMatchObject({ window: "1w", pctChange: -10, severity: "Elevated" });
    expect(first?.after).toEqual({ on: dayOf(7), value: 54 });
  });

  it("raises rises as good news without a severity, and grades severity by the move", () => {
    const [rise] = evaluateMetric("credit_score", dayOf(182), series([0, 50], [182, 66]));
    expect(rise).toMatchObject({
      ruleKey: "insolvency.credit_score.rise",
      window: "6m",
      severity: null,
    });
    const [crash] = evaluateMetric("credit_score", dayOf(7), series([0, 60], [7, 45]));
    expect(crash).toMatchObject({ pctChange: -25, severity: "Critical" });
  });

  it("keeps the chart series short, with both ends", () => {
    const daily = series(
      ...Array.from({ length: 100 }, (_, d) => [d, 1000 - d] as [number, number]),
    );
    const [hit] = evaluateMetric("security_rating", dayOf(99), [
      ...daily.slice(0, 99),
      { on: dayOf(99), value: 500 },
    ]);
    expect(hit?.window).toBe("1d");
    // Two points a day down: too slow for a day, a week or a month, -18.5% over 3 months.
    const slow = series(
      ...Array.from({ length: 100 }, (_, d) => [d, 1000 - 2 * d] as [number, number]),
    );
    const [long] = evaluateMetric("security_rating", dayOf(99), slow);
    expect(long?.window).toBe("3m");
    expect(long?.timeseries).toHaveLength(chartPoints);
    expect(long?.timeseries[0]).toEqual({ date: dayOf(8), value: 984 });
    expect(long?.timeseries.at(-1)).toEqual({ date: dayOf(99), value: 802 });
  });
});

describe("alerts the rules raise", () => {
  it("carries period info, the chart series, topics and a day-stable source key", () => {
    const [hit] = evaluateMetric("current_ratio", dayOf(365), series([0, 2], [365, 1.2]));
    if (!hit) throw new Error("no hit");
    const alert = metricAlert(company, "current_ratio", new Date(`${dayOf(365)}T09:30:00Z`), hit);
    expect(alert).toMatchObject({
      title: "Acme GmbH: current ratio down 40.0% over 1 year",
      body: `Current ratio went from 2.00 on ${dayOf(0)} to 1.20 on ${dayOf(365)}.`,
      type: "financial",
      polarity: "NEGATIVE",
      severity: "Elevated",
      dataset: "liquidity",
      signalRuleKey: "liquidity.current_ratio.drop",
      variable: "current_ratio",
      periodInfo: { pct_change: -40, time_window: "1y" },
      sourceKey: ruleSourceKey("liquidity.current_ratio.drop", company.id, dayOf(365)),
      companies: [{ companyId: company.id, confidence: 1 }],
      // The country is a topic; a company alert reaches subscribers through the company link.
      locations: [],
    });
    expect(alert.topics).toEqual(
      expect.arrayContaining([
        `company:${company.id}`,
        "location.country:DE",
        "dataset:liquidity",
        "signal_rule_key:liquidity.current_ratio.drop",
        "variable:current_ratio",
        "severity:Elevated",
        "polarity:NEGATIVE",
      ]),
    );
  });

  it("raises events with their class, severity and an identity per event", () => {
    const at = new Date("2025-03-04T12:00:00Z");
    const sanction = eventAlert(company, "sanctions_match", at, {
      listName: "ofac",
      matchedName: "ACME GMBH",
      entryId: "123",
    });
    expect(sanction).toMatchObject({
      type: "sanctions",
      severity: "Critical",
      newsClasses: ["sanctions"],
    });
    const chapter11 = eventAlert(company, "court_filing", at, {
      court: "D. Del.",
      caseNumber: "25-1",
      kind: "Chapter 11 petition",
    });
    expect(chapter11).toMatchObject({
      type: "legal",
      severity: "Critical",
      newsClasses: ["bankruptcy"],
      dataset: "insolvency",
    });
    const suit = eventAlert(company, "court_filing", at, {
      court: "D. Del.",
      caseNumber: "25-2",
      kind: "Contract dispute",
    });
    expect(suit).toMatchObject({ severity: "High", newsClasses: ["litigation"], dataset: null });
    expect(suit.sourceKey).not.toBe(chapter11.sourceKey);
    const breach = eventAlert(company, "data_breach", at, {
      kind: "Ransomware",
      recordsExposed: 1200,
    });
    expect(breach).toMatchObject({ type: "data_breach", dataset: "cyber", severity: "Critical" });
  });
});

describe("news classes", () => {
  it("classifies headlines into classes with the most severe class's severity", () => {
    expect(
      classifyNews("Acme files for Chapter 11 bankruptcy protection amid fraud probe"),
    ).toMatchObject({
      classes: ["bankruptcy", "fraud"],
      severity: "Critical",
      polarity: "NEGATIVE",
    });
    expect(classifyNews("Workers at Acme's Leeds plant walk out over pay")).toMatchObject({
      classes: ["strike"],
      severity: "Elevated",
    });
    expect(classifyNews("Acme recalls kettles over a risk of overheating").classes).toEqual([
      "product_recall",
    ]);
    expect(classifyNews("Acme wins $4M contract from a national bank")).toMatchObject({
      classes: [],
      severity: null,
      polarity: "POSITIVE",
    });
    expect(classifyNews("Acme appoints Jane Roe as CEO")).toMatchObject({
      classes: ["leadership_change"],
      severity: null,
      polarity: "neutral",
    });
    // Words are matched at their start: "courteous" is no court, "the Trump administration" no insolvency.
    expect(classifyNews("A courteous statement from the Trump administration").classes).toEqual([]);
  });
});

describe("the values an alert's text names", () => {
  it("writes the before and the after with the same decimals", () => {
    const body = (before: number, after: number) => {
      const [hit] = evaluateMetric("credit_score", dayOf(91), series([0, before], [91, after]));
      if (!hit) throw new Error("no hit");
      return metricAlert(company, "credit_score", new Date(`${dayOf(91)}T09:30:00Z`), hit).body;
    };
    expect(body(100, 69)).toBe(`Credit score went from 100 on ${dayOf(0)} to 69 on ${dayOf(91)}.`);
    expect(body(100, 69.5)).toBe(
      `Credit score went from 100.00 on ${dayOf(0)} to 69.50 on ${dayOf(91)}.`,
    );
  });
});
