import { describe, expect, it } from "vitest";
import {
  defaultLinkAnalysisFilters,
  linkAnalysisFilterInput,
  parseLinkAnalysisFilters,
  withLinkAnalysisFilters,
} from "./link-analysis-filters.ts";

const parse = (query: string) => parseLinkAnalysisFilters(new URLSearchParams(query));

describe("parseLinkAnalysisFilters", () => {
  it("defaults to everything: beneficial 0 to 100", () => {
    expect(parse("")).toEqual(defaultLinkAnalysisFilters);
    expect(defaultLinkAnalysisFilters.beneficialGte).toBe(0);
    expect(defaultLinkAnalysisFilters.beneficialLte).toBe(100);
  });

  it("reads every filter", () => {
    expect(
      parse(
        "search=%20Jane%20&countries=de,fr&countries=DE&entity=person&beneficial_gte=25&beneficial_lte=75.5",
      ),
    ).toEqual({
      search: "Jane",
      countries: ["DE", "FR"],
      entity: "person",
      beneficialGte: 25,
      beneficialLte: 75.5,
    });
  });

  it("drops a range whose lower value is above the upper one", () => {
    const filters = parse("beneficial_gte=80&beneficial_lte=20");
    expect([filters.beneficialGte, filters.beneficialLte]).toEqual([0, 100]);
    // Against the default upper bound too.
    expect(parse("beneficial_gte=150").beneficialGte).toBe(0);
  });

  it("clamps values to 0–100 and ignores unreadable numbers and entities", () => {
    const filters = parse("beneficial_gte=-5&beneficial_lte=abc&entity=robot");
    expect([filters.beneficialGte, filters.beneficialLte]).toEqual([0, 100]);
    expect(filters.entity).toBeNull();
    expect(parse("beneficial_gte=-20&beneficial_lte=30").beneficialGte).toBe(0);
  });
});

describe("withLinkAnalysisFilters", () => {
  it("writes only what differs from the defaults and round-trips", () => {
    const filters = {
      ...defaultLinkAnalysisFilters,
      countries: ["GB", "US"],
      entity: "company" as const,
      beneficialGte: 10,
    };
    const next = withLinkAnalysisFilters(new URLSearchParams("search=old&keep=1"), filters);
    expect(next.toString()).toBe("keep=1&countries=GB%2CUS&entity=company&beneficial_gte=10");
    expect(parseLinkAnalysisFilters(next)).toEqual(filters);
  });
});

describe("linkAnalysisFilterInput", () => {
  it("passes the range always and the rest only when set", () => {
    expect(linkAnalysisFilterInput(defaultLinkAnalysisFilters)).toEqual({
      beneficialGte: 0,
      beneficialLte: 100,
    });
    expect(
      linkAnalysisFilterInput({ ...defaultLinkAnalysisFilters, search: "x", entity: "person" }),
    ).toEqual({ search: "x", entity: "person", beneficialGte: 0, beneficialLte: 100 });
  });
});
