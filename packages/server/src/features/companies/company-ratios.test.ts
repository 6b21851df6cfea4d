import { describe, expect, it } from "vitest";
import {
  altmanZone,
  altmanZScore,
  companyRatios,
  currentRatio,
  quickRatio,
  type RatioInputs,
} from "./company-ratios.ts";

// A worked example, in thousands.
const statement: RatioInputs = {
  totalAssets: 1000,
  currentAssets: 400,
  inventory: 100,
  totalLiabilities: 600,
  currentLiabilities: 200,
  totalEquity: 400,
  retainedEarnings: 250,
  revenue: 1500,
  ebit: 120,
};

describe("company ratios", () => {
  it("computes the current and quick ratios", () => {
    expect(currentRatio(statement)).toBe(2); // 400 / 200
    expect(quickRatio(statement)).toBe(1.5); // (400 − 100) / 200
  });

  it("computes the Altman Z-score term by term", () => {
    // X1 = 200/1000 = 0.2 → 0.24; X2 = 0.25 → 0.35; X3 = 0.12 → 0.396;
    // X4 = 400/600 → 0.4; X5 = 1.5 → 1.5. Sum 2.886: the grey zone.
    const z = altmanZScore(statement);
    expect(z).toBeCloseTo(2.886, 10);
    expect(altmanZone(z as number)).toBe("grey");
    expect(altmanZone(3.5)).toBe("safe");
    expect(altmanZone(1.2)).toBe("distress");
  });

  it("answers null instead of dividing by zero", () => {
    const empty = { ...statement, currentLiabilities: 0, totalAssets: 0 };
    expect(companyRatios(empty)).toEqual({
      currentRatio: null,
      quickRatio: null,
      debtToEquity: 1.5,
      altmanZScore: null,
    });
  });
});
