import { describe, expect, it } from "vitest";
import {
  alertFilterFromKey,
  alertFilterKeys,
  capKeywords,
  filterKey,
  joinKeywords,
  joinListParam,
  keywordCap,
  normalizeSearchText,
  parseAlertDates,
  parseDateRange,
  parseFixedDate,
  parseKeywords,
  parseNumericRange,
  parseRelativeDate,
  splitListParam,
  withPrefix,
} from "./filter-url.ts";

describe("splitListParam and joinListParam", () => {
  it("splits comma separated values and trims them", () => {
    expect(splitListParam("a, b ,c")).toEqual(["a", "b", "c"]);
  });

  it("accepts repeated keys", () => {
    expect(splitListParam(["a", "b,c"])).toEqual(["a", "b", "c"]);
  });

  it("drops empty items and missing values", () => {
    expect(splitListParam(",a,,b,")).toEqual(["a", "b"]);
    expect(splitListParam("")).toEqual([]);
    expect(splitListParam(null)).toEqual([]);
    expect(splitListParam(undefined)).toEqual([]);
  });

  it("joins with commas", () => {
    expect(joinListParam(["a", "b"])).toBe("a,b");
    expect(splitListParam(joinListParam(["x", "y"]))).toEqual(["x", "y"]);
  });
});

describe("parseNumericRange", () => {
  it("reads a lower and an upper value", () => {
    expect(parseNumericRange("5,10")).toEqual({ lower: 5, upper: 10 });
    expect(parseNumericRange(" -2.5 , 7 ")).toEqual({ lower: -2.5, upper: 7 });
    expect(parseNumericRange(["0", "100"])).toEqual({ lower: 0, upper: 100 });
  });

  it("accepts equal values", () => {
    expect(parseNumericRange("3,3")).toEqual({ lower: 3, upper: 3 });
  });

  it("drops the range when lower is greater than upper", () => {
    expect(parseNumericRange("10,5")).toBeNull();
  });

  it.each(["", "5", "5,", ",5", "1,2,3", "a,5", "5,b", "0x1,2", "Infinity,5", "1e999,5"])(
    "drops %j",
    (value) => {
      expect(parseNumericRange(value)).toBeNull();
    },
  );

  it("drops missing values", () => {
    expect(parseNumericRange(null)).toBeNull();
    expect(parseNumericRange(undefined)).toBeNull();
  });
});

describe("parseDateRange", () => {
  it("needs exactly two valid ISO dates", () => {
    expect(parseDateRange("2024-01-01,2024-02-01")).toEqual({
      start: "2024-01-01",
      end: "2024-02-01",
    });
    expect(parseDateRange(["2024-01-01", "2024-01-01"])).toEqual({
      start: "2024-01-01",
      end: "2024-01-01",
    });
  });

  it("accepts ISO date-times", () => {
    expect(parseDateRange("2024-01-01T10:00:00Z,2024-01-01T12:00:00+01:00")).toEqual({
      start: "2024-01-01T10:00:00Z",
      end: "2024-01-01T12:00:00+01:00",
    });
  });

  it.each([
    "2024-01-01",
    "2024-01-01,2024-02-01,2024-03-01",
    "2024-01-01,",
    "2024-01-01,not-a-date",
    "2024-02-30,2024-03-01",
    "2024-13-01,2024-12-01",
    "01/02/2024,02/02/2024",
    "2024-02-01,2024-01-01",
  ])("drops %j", (value) => {
    expect(parseDateRange(value)).toBeNull();
  });

  it("drops missing values", () => {
    expect(parseDateRange(null)).toBeNull();
    expect(parseDateRange([])).toBeNull();
  });
});

describe("parseAlertDates", () => {
  it("reads two YYYY-MM-DD dates", () => {
    expect(parseAlertDates("2024-02-28,2024-02-29")).toEqual({
      startDate: "2024-02-28",
      endDate: "2024-02-29",
    });
  });

  it.each([
    "2024-01-01T00:00:00Z,2024-01-02T00:00:00Z",
    "2023-02-29,2023-03-01",
    "2024-1-01,2024-01-02",
    "2024-01-01",
    "2024-01-01,2024-01-02,2024-01-03",
    "2024-01-02,2024-01-01",
    "",
  ])("drops %j", (value) => {
    expect(parseAlertDates(value)).toBeNull();
  });
});

describe("parseRelativeDate", () => {
  it("reads a numeric duration and a known unit", () => {
    expect(parseRelativeDate({ duration: "3", unit: "months" })).toEqual({
      duration: 3,
      unit: "months",
    });
    expect(parseRelativeDate({ duration: 7, unit: "days" })).toEqual({ duration: 7, unit: "days" });
    expect(parseRelativeDate({ duration: " 2 ", unit: "weeks" })).toEqual({
      duration: 2,
      unit: "weeks",
    });
    expect(parseRelativeDate({ duration: "1", unit: "years" })).toEqual({
      duration: 1,
      unit: "years",
    });
  });

  it.each([
    { duration: "abc", unit: "days" },
    { duration: "1.5", unit: "days" },
    { duration: 1.5, unit: "days" },
    { duration: "-1", unit: "days" },
    { duration: 0, unit: "days" },
    { duration: "", unit: "days" },
    { duration: null, unit: "days" },
    { duration: Number.NaN, unit: "days" },
    { duration: Number.POSITIVE_INFINITY, unit: "days" },
    { duration: "3", unit: "hours" },
    { duration: "3", unit: "Days" },
    { duration: "3", unit: undefined },
  ])("drops %j", (input) => {
    expect(parseRelativeDate(input)).toBeNull();
  });
});

describe("parseFixedDate", () => {
  it("needs a valid start", () => {
    expect(parseFixedDate({ start: "2024-03-05" })).toEqual({ start: "2024-03-05" });
    expect(parseFixedDate({ start: "2024-03-05T08:00:00Z" })).toEqual({
      start: "2024-03-05T08:00:00Z",
    });
    expect(parseFixedDate({ start: "nope" })).toBeNull();
    expect(parseFixedDate({ start: "" })).toBeNull();
    expect(parseFixedDate({ start: undefined })).toBeNull();
    expect(parseFixedDate({ start: 20240305 })).toBeNull();
  });

  it("keeps an optional valid end", () => {
    expect(parseFixedDate({ start: "2024-03-05", end: "2024-04-01" })).toEqual({
      start: "2024-03-05",
      end: "2024-04-01",
    });
  });

  it("treats a blank or missing end as open-ended", () => {
    expect(parseFixedDate({ start: "2024-03-05", end: "" })).toEqual({ start: "2024-03-05" });
    expect(parseFixedDate({ start: "2024-03-05", end: null })).toEqual({ start: "2024-03-05" });
  });

  it("drops the filter when the end is invalid or before the start", () => {
    expect(parseFixedDate({ start: "2024-03-05", end: "later" })).toBeNull();
    expect(parseFixedDate({ start: "2024-03-05", end: 5 })).toBeNull();
    expect(parseFixedDate({ start: "2024-03-05", end: "2024-03-04" })).toBeNull();
  });
});

describe("normalizeSearchText", () => {
  it.each([
    ["Acme", "acme"],
    ["  Société   Générale  ", "societe generale"],
    ["Nestlé S.A.", "nestle sa"],
    ["Procter & Gamble, Inc.", "procter gamble inc"],
    ["Zürich\tVersicherung\nAG", "zurich versicherung ag"],
    ["AT&T", "att"],
    ["ÅNGSTRÖM", "angstrom"],
    ["İstanbul", "istanbul"],
    ["C++ (beta)!", "c beta"],
    ["日本 電気", "日本 電気"],
    ["...", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe("keywords", () => {
  it("caps at ten by default", () => {
    expect(keywordCap).toBe(10);
    const twelve = Array.from({ length: 12 }, (_, index) => `k${index}`);
    expect(capKeywords(twelve)).toEqual(twelve.slice(0, 10));
  });

  it("caps at a given maximum and never below zero", () => {
    expect(capKeywords(["a", "b", "c"], 2)).toEqual(["a", "b"]);
    expect(capKeywords(["a", "b"], 5)).toEqual(["a", "b"]);
    expect(capKeywords(["a"], -1)).toEqual([]);
  });

  it("parses, normalises, de-duplicates and caps keywords from the query", () => {
    expect(parseKeywords("Acme, ACME ,Société,  ,!!!")).toEqual(["acme", "societe"]);
    const many = Array.from({ length: 15 }, (_, index) => `word${index}`).join(",");
    expect(parseKeywords(many)).toHaveLength(keywordCap);
    expect(parseKeywords("a,b,c", 2)).toEqual(["a", "b"]);
    expect(parseKeywords(null)).toEqual([]);
  });

  it("joins keywords with or", () => {
    expect(joinKeywords(["a", "b"])).toBe("a or b");
    expect(joinKeywords(["acme", " ", "globex", "initech"])).toBe("acme or globex or initech");
    expect(joinKeywords(["solo"])).toBe("solo");
    expect(joinKeywords([])).toBe("");
  });
});

describe("prefixed filter keys", () => {
  it("prefixes a key", () => {
    expect(withPrefix("dates", "alert_")).toBe("alert_dates");
    expect(withPrefix("alertId", "alert")).toBe("alertalertId");
  });

  it("leaves alert filter keys bare on the alerts page", () => {
    expect(filterKey("dates", "alerts")).toBe("dates");
    expect(filterKey("keywords", "alerts")).toBe("keywords");
  });

  it("prefixes alert filter keys on every other page", () => {
    expect(filterKey("dates", "company")).toBe("alert_dates");
    expect(filterKey("alertId", "company-dnb")).toBe("alert_alertId");
    expect(filterKey("types", "portfolios")).toBe("alert_types");
    expect(filterKey("unread", "pdp")).toBe("alert_unread");
  });

  it("maps query keys back to alert filters", () => {
    expect(alertFilterFromKey("dates", "alerts")).toBe("dates");
    expect(alertFilterFromKey("alert_dates", "company")).toBe("dates");
    expect(alertFilterFromKey("dates", "company")).toBeNull();
    expect(alertFilterFromKey("alert_dates", "alerts")).toBeNull();
    expect(alertFilterFromKey("alert_unknown", "portfolios")).toBeNull();
    expect(alertFilterFromKey("tab", "alerts")).toBeNull();
  });

  it("round-trips every alert filter key on every page", () => {
    for (const page of ["alerts", "company", "company-dnb", "portfolios", "pdp"] as const) {
      for (const key of alertFilterKeys) {
        expect(alertFilterFromKey(filterKey(key, page), page)).toBe(key);
      }
    }
  });
});
