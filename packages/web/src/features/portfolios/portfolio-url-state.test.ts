import { describe, expect, it } from "vitest";
import {
  defaultPortfolioFilters,
  parsePortfolioFilters,
  portfolioCompaniesArguments,
  serializePortfolioFilters,
  toggledSort,
  withFilters,
} from "./portfolio-url-state.ts";

describe("portfolio page filters in the URL", () => {
  it("reads an empty query string as the defaults and writes the defaults as nothing", () => {
    expect(parsePortfolioFilters("")).toEqual(defaultPortfolioFilters);
    expect(serializePortfolioFilters(defaultPortfolioFilters)).toBe("");
  });

  it("round-trips every filter in a stable, readable order", () => {
    const search =
      "?mode=all&portfolios=emea,apac&companies=c1,c2&metric=revenueUsd&score=10,500&blanks=exclude&sort=-metric";
    const filters = parsePortfolioFilters(search);
    expect(filters).toEqual({
      mode: "all",
      portfolioIds: ["emea", "apac"],
      companyIds: ["c1", "c2"],
      metric: "revenueUsd",
      score: { lower: 10, upper: 500 },
      includeBlanks: false,
      sort: { field: "metric", descending: true },
    });
    expect(serializePortfolioFilters(filters)).toBe(search);
  });

  it("drops what cannot apply: sub-portfolios outside mode all, score and blanks without a metric", () => {
    expect(
      serializePortfolioFilters(
        parsePortfolioFilters("?portfolios=emea&score=1,2&blanks=exclude&sort=metric"),
      ),
    ).toBe("");
    expect(parsePortfolioFilters("?portfolios=emea").portfolioIds).toEqual([]);
  });

  it("falls back to no filter for unusable values", () => {
    const filters = parsePortfolioFilters(
      "?mode=everything&metric=shoeSize&companies=ok,<script>,ok&sort=-colour",
    );
    expect(filters).toEqual({ ...defaultPortfolioFilters, companyIds: ["ok"] });
    // An inverted range is no range.
    expect(parsePortfolioFilters("?metric=creditScore&score=90,10").score).toBeNull();
  });

  it("reads a change back, so the URL and the applied filters agree", () => {
    const metricOff = withFilters(parsePortfolioFilters("?metric=esgScore&score=1,2&sort=metric"), {
      metric: null,
    });
    expect(metricOff).toEqual(defaultPortfolioFilters);
  });

  it("flips the sorted column and starts another ascending (newest first for dates)", () => {
    const byName = defaultPortfolioFilters.sort;
    expect(toggledSort(byName, "name")).toEqual({ field: "name", descending: true });
    expect(toggledSort(byName, "addedAt")).toEqual({ field: "addedAt", descending: true });
    expect(toggledSort(byName, "metric")).toEqual({ field: "metric", descending: false });
  });

  it("gives the portfolioCompanies arguments of the contract", () => {
    expect(portfolioCompaniesArguments(defaultPortfolioFilters)).toEqual({
      mode: "direct",
      portfolioIds: null,
      companyIds: null,
      metric: null,
      scoreMin: null,
      scoreMax: null,
      includeBlanks: true,
      sort: "name",
    });
    expect(
      portfolioCompaniesArguments(
        parsePortfolioFilters("?metric=creditScore&score=40,90&sort=-addedAt"),
      ),
    ).toMatchObject({ metric: "creditScore", scoreMin: 40, scoreMax: 90, sort: "-addedAt" });
  });
});
