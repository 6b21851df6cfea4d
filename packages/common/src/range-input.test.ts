import { describe, expect, it } from "vitest";
import {
  clampRange,
  clearedValue,
  formatUpperValue,
  parseRangeInput,
  type RangeBounds,
} from "./range-input.ts";

const float: RangeBounds = { type: "FLOAT", min: -10, max: 10 };
const int: RangeBounds = { type: "INT", min: 0, max: 50 };
const percent: RangeBounds = { type: "PERCENT" };

describe("clampRange", () => {
  it("keeps values already inside the bounds", () => {
    expect(clampRange({ lower: -2.5, upper: 7.25 }, float)).toEqual({ lower: -2.5, upper: 7.25 });
  });

  it("clamps each value to the bounds", () => {
    expect(clampRange({ lower: -50, upper: 50 }, float)).toEqual({ lower: -10, upper: 10 });
    expect(clampRange({ lower: 20, upper: 30 }, float, "upper")).toEqual({ lower: 10, upper: 10 });
  });

  it("moves an edited lower that passed the upper down to the upper", () => {
    expect(clampRange({ lower: 8, upper: 3 }, float, "lower")).toEqual({ lower: 3, upper: 3 });
  });

  it("moves an edited upper that went below the lower up to the lower", () => {
    expect(clampRange({ lower: 8, upper: 3 }, float, "upper")).toEqual({ lower: 8, upper: 8 });
  });

  it("treats the lower as edited by default", () => {
    expect(clampRange({ lower: 8, upper: 3 }, float)).toEqual({ lower: 3, upper: 3 });
  });

  it("allows equal values", () => {
    expect(clampRange({ lower: 4, upper: 4 }, float)).toEqual({ lower: 4, upper: 4 });
  });

  it("rounds INT values", () => {
    expect(clampRange({ lower: 1.4, upper: 9.5 }, int)).toEqual({ lower: 1, upper: 10 });
    expect(clampRange({ lower: -0.4, upper: 50.4 }, int)).toEqual({ lower: 0, upper: 50 });
    expect(
      Object.is(clampRange({ lower: -0.4, upper: 1 }, { type: "INT", min: -5, max: 5 }).lower, 0),
    ).toBe(true);
  });

  it("keeps INT values whole when the bounds are not", () => {
    const fractional: RangeBounds = { type: "INT", min: 0.5, max: 9.5 };
    expect(clampRange({ lower: 0, upper: 100 }, fractional)).toEqual({ lower: 1, upper: 9 });
  });

  it("uses 0..100 for PERCENT by default", () => {
    expect(clampRange({ lower: -5, upper: 120 }, percent)).toEqual({ lower: 0, upper: 100 });
    expect(clampRange({ lower: 12.5, upper: 99.9 }, percent)).toEqual({ lower: 12.5, upper: 99.9 });
  });

  it("accepts other PERCENT bounds", () => {
    expect(clampRange({ lower: -80, upper: 500 }, { type: "PERCENT", min: -50, max: 200 })).toEqual(
      { lower: -50, upper: 200 },
    );
  });

  it("resets values that are not numbers to their bounds", () => {
    expect(clampRange({ lower: Number.NaN, upper: Number.NaN }, float)).toEqual({
      lower: -10,
      upper: 10,
    });
  });

  it("clamps infinities to the bounds", () => {
    expect(
      clampRange({ lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY }, float),
    ).toEqual({ lower: -10, upper: 10 });
  });

  it("tolerates bounds given the wrong way round", () => {
    expect(clampRange({ lower: -50, upper: 50 }, { type: "FLOAT", min: 10, max: -10 })).toEqual({
      lower: -10,
      upper: 10,
    });
  });
});

describe("clearedValue", () => {
  it("resets a cleared field to its bound", () => {
    expect(clearedValue("lower", float)).toBe(-10);
    expect(clearedValue("upper", float)).toBe(10);
    expect(clearedValue("lower", percent)).toBe(0);
    expect(clearedValue("upper", percent)).toBe(100);
  });
});

describe("formatUpperValue", () => {
  it("shows a plus at the maximum", () => {
    expect(formatUpperValue(100, 100)).toBe("100+");
    expect(formatUpperValue(250, 100)).toBe("100+");
  });

  it("shows the plain value below the maximum", () => {
    expect(formatUpperValue(99.5, 100)).toBe("99.5");
    expect(formatUpperValue(-3, 100)).toBe("-3");
  });
});

describe("parseRangeInput", () => {
  it.each([
    ["42", "FLOAT", 42],
    ["  -3.5 ", "FLOAT", -3.5],
    [".5", "FLOAT", 0.5],
    ["5.", "FLOAT", 5],
    ["+7", "FLOAT", 7],
    ["1e3", "FLOAT", 1000],
    ["1,234.5", "FLOAT", 1234.5],
    ["12.6", "INT", 13],
    ["-0.4", "INT", 0],
    ["55%", "PERCENT", 55],
    ["55 %", "PERCENT", 55],
    ["100+", "PERCENT", 100],
    ["1,000+", "INT", 1000],
  ] as const)("%j as %s → %d", (text, type, expected) => {
    expect(parseRangeInput(text, type)).toBe(expected);
  });

  it.each([
    ["", "FLOAT"],
    ["   ", "INT"],
    ["abc", "FLOAT"],
    ["12abc", "FLOAT"],
    ["0x10", "INT"],
    ["1.2.3", "FLOAT"],
    ["-", "FLOAT"],
    [".", "FLOAT"],
    ["Infinity", "FLOAT"],
    ["1e999", "FLOAT"],
    ["55%", "FLOAT"],
    ["%", "PERCENT"],
  ] as const)("%j as %s → null", (text, type) => {
    expect(parseRangeInput(text, type)).toBeNull();
  });
});
