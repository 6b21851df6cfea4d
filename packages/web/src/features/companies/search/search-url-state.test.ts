import { describe, expect, it } from "vitest";
import {
  defaultSearchParams,
  hasFilters,
  parseSearchUrl,
  type SearchUrlState,
  serializeSearchUrl,
  withFacet,
  withRange,
  withSort,
} from "./search-url-state.ts";

const empty: SearchUrlState = { params: defaultSearchParams, page: 1, savedSearchId: null };

describe("search URL state", () => {
  it("reads an empty query string as the default search and writes it back as nothing", () => {
    expect(parseSearchUrl("")).toEqual(empty);
    expect(serializeSearchUrl(empty)).toBe("");
    expect(hasFilters(empty.params)).toBe(false);
  });

  it("round-trips every kind of parameter", () => {
    const state: SearchUrlState = {
      params: {
        query: "acme or globex",
        facets: { industries: ["331110", "Paint, Coating, and Adhesive"], statuses: ["active"] },
        ranges: {
          employeeCount: { lower: 10, upper: 500 },
          altmanZScore: { lower: -1.5, upper: 3 },
        },
        sort: "revenueUsd",
        sortDirection: "asc",
      },
      page: 3,
      savedSearchId: "0b7d9a64-7d0c-4c55-9a51-8f1a2f0f7c11",
    };
    const url = serializeSearchUrl(state);
    expect(url.startsWith("?")).toBe(true);
    expect(parseSearchUrl(url)).toEqual(state);
    // Writing what was read changes nothing: the URL is canonical.
    expect(serializeSearchUrl(parseSearchUrl(url))).toBe(url);
  });

  it("keeps facet values that contain commas whole", () => {
    const { params } = parseSearchUrl("?industries=Paint%2C+Coating&industries=Steel");
    expect(params.facets.industries).toEqual(["Paint, Coating", "Steel"]);
  });

  it("drops a numeric range whose lower is greater than its upper", () => {
    const { params } = parseSearchUrl("?employeeCount=500,10&revenueUsd=1,2");
    expect(params.ranges).toEqual({ revenueUsd: { lower: 1, upper: 2 } });
  });

  it("drops ranges that are not two numbers", () => {
    const { params } = parseSearchUrl("?employeeCount=10&creditScore=a,b&esgScore=1,2,3");
    expect(params.ranges).toEqual({});
  });

  it("normalises keywords and joins several with 'or'", () => {
    const { params } = parseSearchUrl(
      `?q=${encodeURIComponent("Ãcmé  Steel!, GLOBEX,acme steel")}`,
    );
    expect(params.query).toBe("acme steel or globex");
    expect(hasFilters(params)).toBe(true);
  });

  it("falls back to defaults for unknown sorts, directions, pages and saved ids", () => {
    const state = parseSearchUrl("?sort=price&direction=up&page=0&saved=%3Cscript%3E");
    expect(state).toEqual(empty);
    expect(parseSearchUrl("?page=abc").page).toBe(1);
    expect(parseSearchUrl("?page=12").page).toBe(12);
  });

  it("ignores empty and repeated facet values and unknown keys", () => {
    const { params } = parseSearchUrl("?tags=&tags=a&tags=a&colour=red");
    expect(params.facets).toEqual({ tags: ["a"] });
  });

  it("goes back to page 1 and keeps the saved search when filters change", () => {
    const state = { ...empty, page: 4, savedSearchId: "s1" };
    const next = withFacet(state, "industries", ["331110"]);
    expect(next).toMatchObject({ page: 1, savedSearchId: "s1" });
    expect(withFacet(next, "industries", []).params.facets).toEqual({});
  });

  it("removes a range that covers the whole metric", () => {
    const bounds = { min: 0, max: 100 };
    const narrowed = withRange(empty, "creditScore", { lower: 20, upper: 100 }, bounds);
    expect(narrowed.params.ranges).toEqual({ creditScore: { lower: 20, upper: 100 } });
    expect(
      withRange(narrowed, "creditScore", { lower: 0, upper: 100 }, bounds).params.ranges,
    ).toEqual({});
  });

  it("flips the direction of the sorted column and starts others at their natural order", () => {
    const byName = withSort(empty, "displayName");
    expect(byName.params).toMatchObject({ sort: "displayName", sortDirection: "asc" });
    expect(withSort(byName, "displayName").params.sortDirection).toBe("desc");
    expect(withSort(byName, "employeeCount").params).toMatchObject({
      sort: "employeeCount",
      sortDirection: "desc",
    });
  });
});
