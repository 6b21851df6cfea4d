import { gradeOfScore, normalizeWeights, weightsSumToOne } from "@tierwise/common/risk";
import { describe, expect, it } from "vitest";
import { type CompanyFacts, emptyFacts } from "./company-facts-shape.ts";
import { defaultRiskDefinition } from "./default-risk-config.ts";
import { gradeMetric } from "./metric-grading.ts";
import { scoreCompany, weightedPoints } from "./score-company.ts";

const now = new Date("2026-06-01T00:00:00Z");
const facts = (over: Partial<CompanyFacts>): CompanyFacts => ({
  ...emptyFacts(undefined, now),
  ...over,
});
const grade = (metric: Parameters<typeof gradeMetric>[0], over: Partial<CompanyFacts>) =>
  gradeMetric(metric, facts(over)).grade;

describe("metric grades at every threshold boundary", () => {
  it.each([
    [2, "A"],
    [1.99, "B"],
    [1.5, "B"],
    [1.49, "C"],
    [1, "C"],
    [0.99, "D"],
  ])("current ratio %s → %s", (value, expected) => {
    expect(grade("current_ratio", { currentRatio: value })).toBe(expected);
  });
  it.each([
    [1.5, "A"],
    [1.49, "B"],
    [1, "B"],
    [0.99, "C"],
    [0.5, "C"],
    [0.49, "D"],
  ])("quick ratio %s → %s", (value, expected) => {
    expect(grade("quick_ratio", { quickRatio: value })).toBe(expected);
  });
  it.each([
    // Altman (1968): safe above 2.99, distress below 1.81; the grey zone split at 2.4.
    [3, "A"],
    [2.99, "B"],
    [2.4, "B"],
    [2.39, "C"],
    [1.81, "C"],
    [1.8, "D"],
  ])("Altman Z %s (manufacturer) → %s", (value, expected) => {
    expect(grade("z_score", { altmanZScore: value, naicsCode: "331110" })).toBe(expected);
  });
  it("Z″ for a non-manufacturer from its statement: above 2.6 A, below 1.1 D", () => {
    const statement = (equityOverLiabilities: number) => ({
      totalAssets: 100,
      totalLiabilities: 50,
      totalEquity: 50 * equityOverLiabilities,
      workingCapital: 0,
      retainedEarnings: 0,
      ebit: 0,
    });
    // Z″ = 1.05 × equity / liabilities alone here.
    expect(grade("z_score", { statement: statement(2.6 / 1.05 + 0.01) })).toBe("A");
    expect(grade("z_score", { statement: statement(2.6 / 1.05) })).toBe("B");
    expect(grade("z_score", { statement: statement(1.85 / 1.05) })).toBe("B");
    expect(grade("z_score", { statement: statement(1.84 / 1.05) })).toBe("C");
    expect(grade("z_score", { statement: statement(1.1 / 1.05) })).toBe("C");
    expect(grade("z_score", { statement: statement(1.1 / 1.05 - 0.01) })).toBe("D");
  });
  it.each([
    [100, "A"],
    [86, "A"],
    [85, "B"],
    [51, "B"],
    [50, "C"],
    [11, "C"],
    [10, "D"],
    [1, "D"],
  ])("credit score %s → %s (D&B-style classes)", (value, expected) => {
    expect(grade("creditscore", { creditScore: value })).toBe(expected);
  });
  it.each([
    [1, "A"],
    [3, "A"],
    [4, "B"],
    [5, "B"],
    [6, "C"],
    [7, "C"],
    [8, "D"],
    [9, "D"],
  ])("viability %s → %s", (value, expected) => {
    expect(grade("insolvency_ratio", { viabilityScore: value })).toBe(expected);
  });
  it.each([
    [900, "A"],
    [740, "A"],
    [739, "B"],
    [640, "B"],
    [639, "C"],
    [500, "C"],
    [499, "D"],
    [250, "D"],
  ])("security rating %s → %s", (value, expected) => {
    expect(grade("cyber_security", { securityRating: value })).toBe(expected);
  });
  it.each([
    [70, "A"],
    [69.9, "B"],
    [50, "B"],
    [49.9, "C"],
    [30, "C"],
    [29.9, "D"],
  ])("ESG %s → %s", (value, expected) => {
    expect(grade("energy_and_climate", { esgScore: value })).toBe(expected);
    expect(grade("environmental", { esgEnvironmental: value })).toBe(expected);
  });
  it("debt to equity: A up to 1, B up to 2, C up to 3, D above; negative equity D", () => {
    const s = (liabilities: number, equity: number) => ({
      statement: {
        totalAssets: 1,
        totalLiabilities: liabilities,
        totalEquity: equity,
        workingCapital: 0,
        retainedEarnings: 0,
        ebit: 0,
      },
    });
    expect([1, 1.01, 2, 2.01, 3, 3.01].map((l) => grade("debt_ratio", s(l, 1)))).toEqual([
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
    ]);
    expect(grade("debt_ratio", s(1, -1))).toBe("D");
  });
  it("days since a data breach: D under a year, C under two, B under three, else A", () => {
    const ago = (days: number) => ({ dataBreaches: [new Date(now.getTime() - days * 86_400_000)] });
    expect([364, 365, 729, 730, 1094, 1095].map((d) => grade("data_breach", ago(d)))).toEqual([
      "D",
      "C",
      "C",
      "B",
      "B",
      "A",
    ]);
    expect(grade("data_breach", { dataBreaches: [] })).toBe("A");
  });
  it("counts of findings: adverse media 0 A, 1–2 B, 3–5 C, 6+ D", () => {
    expect([0, 1, 2, 3, 5, 6].map((n) => grade("adverse_media", { adverseMedia: n }))).toEqual([
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
    ]);
    expect(
      [0, 1, 2, 3, 4].map((n) => grade("compliance_violations", { enforcementActions: n })),
    ).toEqual(["A", "B", "C", "C", "D"]);
  });
  it("sanctions matches: none A, possible B, strong C (from 85), confirmed D, dismissed left out", () => {
    expect(grade("sanctions", { sanctions: [] })).toBe("A");
    expect(grade("sanctions", { sanctions: [{ score: 84, decision: null }] })).toBe("B");
    expect(grade("sanctions", { sanctions: [{ score: 85, decision: null }] })).toBe("C");
    expect(grade("sanctions", { sanctions: [{ score: 60, decision: "confirmed" }] })).toBe("D");
    expect(grade("sanctions", { sanctions: [{ score: 100, decision: "dismissed" }] })).toBe("A");
  });
  it("state ownership and forced labour", () => {
    expect(
      grade("state_owned_entity", { stateOwnership: { isStateOwned: false, share: null } }),
    ).toBe("A");
    expect(
      grade("state_owned_entity", { stateOwnership: { isStateOwned: true, share: 0.49 } }),
    ).toBe("C");
    expect(
      grade("state_owned_entity", { stateOwnership: { isStateOwned: true, share: 0.5 } }),
    ).toBe("D");
    expect(grade("foreign_labor", { forcedLaborRisks: ["low", "high"] })).toBe("D");
    expect(grade("foreign_labor", { forcedLaborRisks: [] })).toBe("A");
  });
  it("no data is a dash with an explanation, never a D", () => {
    for (const metric of [
      "current_ratio",
      "z_score",
      "sanctions",
      "data_breach",
      "debt_ratio",
    ] as const) {
      const result = gradeMetric(metric, facts({}));
      expect(result.grade).toBe("-");
      expect(result.explanation).toMatch(/^No data/);
    }
  });
  it("explanations name the value and the thresholds", () => {
    expect(gradeMetric("current_ratio", facts({ currentRatio: 0.82 })).explanation).toBe(
      "Current ratio 0.82 grades D: A from 2, B from 1.5, C from 1, D below.",
    );
  });
});

describe("category and overall scores", () => {
  it("category thresholds: A from 0, B from 37, C from 62, D from 87", () => {
    expect([0, 36.99, 37, 61.99, 62, 86.99, 87, 100].map((s) => gradeOfScore(s))).toEqual([
      "A",
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
      "D",
    ]);
  });
  it("missing data is left out of the weights (exclude) or counted as the missing grade (asGrade)", () => {
    const items = [
      { grade: "A" as const, weight: 0.5 },
      { grade: "-" as const, weight: 0.5 },
    ];
    expect(weightedPoints(items, { missingData: "exclude" })).toBe(0);
    expect(weightedPoints(items, { missingData: "asGrade", missingGrade: "D" })).toBe(50);
    expect(weightedPoints([{ grade: "-", weight: 1 }], { missingData: "exclude" })).toBeNull();
  });
  it("scores a company over the default configuration: only the known metrics count", () => {
    const scored = scoreCompany(
      facts({ currentRatio: 0.5, quickRatio: 0.2 }),
      defaultRiskDefinition,
    );
    const financial = scored.categories.find((c) => c.id === "financial");
    expect(financial?.score).toBe(100);
    expect(financial?.grade).toBe("D");
    expect(scored.categories.find((c) => c.id === "cyber")?.grade).toBe("-");
    expect(scored.grade).toBe("D");
  });
  it("the default configuration's weights are normalised and sum to 1", () => {
    expect(weightsSumToOne(defaultRiskDefinition.categories.map((c) => c.weight))).toBe(true);
    for (const c of defaultRiskDefinition.categories)
      expect(weightsSumToOne(Object.values(c.risks))).toBe(true);
  });
  it("normalisation puts the rounding remainder on the first item", () => {
    expect(normalizeWeights([1, 1, 1])).toEqual([0.3334, 0.3333, 0.3333]);
    expect(normalizeWeights([100, 100, 100, 100, 100, 100])).toEqual([
      0.1665, 0.1667, 0.1667, 0.1667, 0.1667, 0.1667,
    ]);
  });
});
