import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatAbbreviatedNumber,
  formatChange,
  formatCurrency,
  formatLocationName,
  formatPercent,
  formatPercentPoints,
  formatRelativeDay,
  missingValue,
  neverLabel,
  onInvalidDate,
} from "./formatting.ts";

const nbsp = "\u00a0";

describe("formatCurrency", () => {
  it("uses the usual Intl symbols", () => {
    expect(formatCurrency(1500, "USD")).toBe("$1,500");
    expect(formatCurrency(1500, "EUR")).toBe("€1,500");
    expect(formatCurrency(1500, "GBP")).toBe("£1,500");
    expect(formatCurrency(1500, "JPY")).toBe("¥1,500");
  });

  it("writes CAD as $C and SGD as $S", () => {
    expect(formatCurrency(1500, "CAD")).toBe("$C1,500");
    expect(formatCurrency(1500, "SGD")).toBe("$S1,500");
  });

  it("accepts lower-case and padded codes", () => {
    expect(formatCurrency(1500, " cad ")).toBe("$C1,500");
  });

  it("keeps cents only when there are cents", () => {
    expect(formatCurrency(1500.5, "CAD")).toBe("$C1,500.50");
    expect(formatCurrency(0, "USD")).toBe("$0");
  });

  it("keeps the sign in front of the prefix", () => {
    expect(formatCurrency(-1500, "CAD")).toBe("-$C1,500");
    expect(formatCurrency(-1500, "SGD")).toBe("-$S1,500");
  });

  it("abbreviates on request", () => {
    expect(formatCurrency(1500, "CAD", { abbreviate: true })).toBe("$C1.5K");
    expect(formatCurrency(2_000_000, "SGD", { abbreviate: true })).toBe("$S2M");
    expect(formatCurrency(3.25e9, "USD", { abbreviate: true })).toBe("$3.3B");
    expect(formatCurrency(950, "EUR", { abbreviate: true })).toBe("€950");
  });

  it("keeps Intl's code for currencies without a symbol", () => {
    expect(formatCurrency(1500, "CHF")).toBe(`CHF${nbsp}1,500`);
  });

  it("shows a dash when there is no number", () => {
    expect(formatCurrency(null, "USD")).toBe(missingValue);
    expect(formatCurrency(undefined, "USD")).toBe(missingValue);
    expect(formatCurrency(Number.NaN, "USD")).toBe(missingValue);
    expect(formatCurrency(Number.POSITIVE_INFINITY, "USD")).toBe(missingValue);
    expect(missingValue).toBe("—");
  });

  it("still shows the amount when the code is malformed", () => {
    expect(formatCurrency(1500, "US")).toBe("US 1,500");
    expect(formatCurrency(1500, "")).toBe("1,500");
    expect(formatCurrency(1500, "??", { abbreviate: true })).toBe("?? 1.5K");
  });
});

describe("formatAbbreviatedNumber", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [999, "999"],
    [1000, "1K"],
    [1500, "1.5K"],
    [12_345, "12.3K"],
    [999_950, "1M"],
    [2_000_000, "2M"],
    [3.25e9, "3.3B"],
    [1.2e12, "1.2T"],
    [-1500, "-1.5K"],
    [-2_000_000, "-2M"],
    [0.04, "0"],
    [-0.04, "0"],
  ])("%d → %s", (input, expected) => {
    expect(formatAbbreviatedNumber(input)).toBe(expected);
  });

  it("shows a dash when there is no number", () => {
    expect(formatAbbreviatedNumber(null)).toBe(missingValue);
    expect(formatAbbreviatedNumber(Number.NaN)).toBe(missingValue);
  });
});

describe("formatPercent and formatPercentPoints", () => {
  it("shows one decimal of a value already in percent units", () => {
    expect(formatPercent(12.34)).toBe("12.3%");
    expect(formatPercent(12)).toBe("12.0%");
    expect(formatPercent(0.25)).toBe("0.3%");
    expect(formatPercent(-7.25)).toBe("-7.3%");
    expect(formatPercent(1234.5)).toBe("1,234.5%");
  });

  it("never shows a negative zero", () => {
    expect(formatPercent(-0.04)).toBe("0.0%");
    expect(formatPercentPoints(-0.01)).toBe("0.0 p.p.");
  });

  it("suffixes percent points with a space", () => {
    expect(formatPercentPoints(1.5)).toBe("1.5 p.p.");
    expect(formatPercentPoints(-2)).toBe("-2.0 p.p.");
  });

  it("shows a dash when there is no number", () => {
    expect(formatPercent(undefined)).toBe(missingValue);
    expect(formatPercentPoints(null)).toBe(missingValue);
  });
});

describe("formatChange", () => {
  it("formats each unit with its sign", () => {
    expect(formatChange(12.34, "percent")).toBe("+12.3%");
    expect(formatChange(-12.34, "percent")).toBe("-12.3%");
    expect(formatChange(1.5, "percent_point")).toBe("+1.5 p.p.");
    expect(formatChange(-0.5, "percent_point")).toBe("-0.5 p.p.");
    expect(formatChange(1500, "absolute_value")).toBe("+1.5K");
    expect(formatChange(-2_000_000, "absolute_value")).toBe("-2M");
  });

  it("shows no sign for zero or values that round to zero", () => {
    expect(formatChange(0, "percent")).toBe("0.0%");
    expect(formatChange(-0.01, "percent_point")).toBe("0.0 p.p.");
    expect(formatChange(0, "absolute_value")).toBe("0");
  });

  it("shows a dash when there is no number", () => {
    expect(formatChange(null, "percent")).toBe(missingValue);
    expect(formatChange(Number.NaN, "absolute_value")).toBe(missingValue);
  });
});

describe("formatRelativeDay", () => {
  const now = new Date(2026, 10, 20, 9, 30);

  afterEach(() => {
    onInvalidDate(null);
  });

  it("says Today for any time on the same calendar day", () => {
    expect(formatRelativeDay(new Date(2026, 10, 20, 0, 0), now)).toBe("Today");
    expect(formatRelativeDay(new Date(2026, 10, 20, 23, 59), now)).toBe("Today");
  });

  it("says Yesterday for the previous calendar day, across month and year ends", () => {
    expect(formatRelativeDay(new Date(2026, 10, 19, 23, 59), now)).toBe("Yesterday");
    expect(formatRelativeDay(new Date(2026, 9, 31), new Date(2026, 10, 1, 8))).toBe("Yesterday");
    expect(formatRelativeDay(new Date(2025, 11, 31), new Date(2026, 0, 1, 0, 1))).toBe("Yesterday");
  });

  it("shows month and day within the current year", () => {
    expect(formatRelativeDay(new Date(2026, 2, 5), now)).toBe("Mar 5");
    expect(formatRelativeDay(new Date(2026, 10, 18), now)).toBe("Nov 18");
    expect(formatRelativeDay(new Date(2026, 11, 24), now)).toBe("Dec 24");
  });

  it("adds the year outside the current year", () => {
    expect(formatRelativeDay(new Date(2024, 2, 5), now)).toBe("Mar 5, 2024");
    expect(formatRelativeDay(new Date(2027, 0, 2), now)).toBe("Jan 2, 2027");
  });

  it("reads ISO calendar dates as local days and accepts timestamps and ISO instants", () => {
    expect(formatRelativeDay("2026-11-20", now)).toBe("Today");
    expect(formatRelativeDay("2026-11-19", now)).toBe("Yesterday");
    expect(formatRelativeDay("2024-03-05", now)).toBe("Mar 5, 2024");
    expect(formatRelativeDay(new Date(2026, 2, 5, 12).getTime(), now)).toBe("Mar 5");
    expect(formatRelativeDay(new Date(2026, 2, 5, 12).toISOString(), now)).toBe("Mar 5");
  });

  it("says Never for a missing date", () => {
    expect(formatRelativeDay(null, now)).toBe(neverLabel);
    expect(formatRelativeDay(undefined, now)).toBe(neverLabel);
    expect(formatRelativeDay("", now)).toBe(neverLabel);
    expect(neverLabel).toBe("Never");
  });

  it("says Never for an invalid date and reports it", () => {
    const reporter = vi.fn();
    onInvalidDate(reporter);
    expect(formatRelativeDay("not a date", now)).toBe(neverLabel);
    expect(formatRelativeDay("2026-02-30", now)).toBe(neverLabel);
    expect(formatRelativeDay(new Date(Number.NaN), now)).toBe(neverLabel);
    expect(reporter).toHaveBeenCalledTimes(3);
    expect(reporter).toHaveBeenNthCalledWith(1, "not a date");
    expect(reporter).toHaveBeenNthCalledWith(2, "2026-02-30");
  });

  it("does not report missing dates", () => {
    const reporter = vi.fn();
    onInvalidDate(reporter);
    formatRelativeDay(null, now);
    expect(reporter).not.toHaveBeenCalled();
  });

  it("survives a reporter that throws", () => {
    onInvalidDate(() => {
      throw new Error("reporter down");
    });
    expect(formatRelativeDay("garbage", now)).toBe(neverLabel);
  });

  it("stops reporting once the returned function is called", () => {
    const reporter = vi.fn();
    const remove = onInvalidDate(reporter);
    remove();
    formatRelativeDay("garbage", now);
    expect(reporter).not.toHaveBeenCalled();
  });

  it("does not remove a newer reporter when an older one is removed", () => {
    const older = vi.fn();
    const newer = vi.fn();
    const removeOlder = onInvalidDate(older);
    onInvalidDate(newer);
    removeOlder();
    formatRelativeDay("garbage", now);
    expect(newer).toHaveBeenCalledOnce();
    expect(older).not.toHaveBeenCalled();
  });

  it("keeps years below 100 literal", () => {
    expect(formatRelativeDay("0099-01-02", now)).toBe("Jan 2, 99");
  });
});

describe("formatLocationName", () => {
  it("shows name, state code and country code for US locations", () => {
    expect(formatLocationName({ name: "Austin", stateCode: "TX", countryCode: "US" })).toBe(
      "Austin, TX, US",
    );
  });

  it("drops the state code outside the US", () => {
    expect(formatLocationName({ name: "Toronto", stateCode: "ON", countryCode: "CA" })).toBe(
      "Toronto, CA",
    );
  });

  it("drops the state code when the country is unknown", () => {
    expect(formatLocationName({ name: "Springfield", stateCode: "IL" })).toBe("Springfield");
  });

  it("skips missing or blank parts", () => {
    expect(formatLocationName({ name: "Austin", countryCode: "US" })).toBe("Austin, US");
    expect(formatLocationName({ stateCode: "TX", countryCode: "US" })).toBe("TX, US");
    expect(formatLocationName({ name: " ", stateCode: null, countryCode: "DE" })).toBe("DE");
    expect(formatLocationName({})).toBe("");
  });

  it("upper-cases codes and trims the name", () => {
    expect(formatLocationName({ name: " Austin ", stateCode: "tx", countryCode: "us" })).toBe(
      "Austin, TX, US",
    );
  });
});
