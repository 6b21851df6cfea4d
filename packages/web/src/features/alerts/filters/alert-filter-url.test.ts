import { describe, expect, it } from "vitest";
import { buildFeed } from "../alert-fixtures.tsx";
import { chartTicks } from "../card/alert-display.ts";
import { feedPath, findFeed, orderedFeeds } from "../feeds/feed-paths.ts";
import {
  activeAlertFilterCount,
  effectiveAlertFilter,
  feedFilterOf,
  filterOverrides,
  isAlertFilterParam,
  readAlertUrlState,
  writeAlertUrlState,
} from "./alert-filter-url.ts";

const read = (search: string, page: "alerts" | "company" = "alerts") =>
  readAlertUrlState(new URLSearchParams(search), page);

describe("alert filters in the address", () => {
  it("read every filter from bare keys on /alerts and write them back the same", () => {
    const search =
      "scope=organization&types=news,cyber&companies=c-1,c-2&portfolio=p-1&polarity=NEGATIVE" +
      "&relevancy=relevant&commodities=k-1&unread=true&archived=false&locations=l-1" +
      "&dates=2026-01-01,2026-01-31&alertId=a-1&feedId=f-1&keywords=acme,steel+mill";
    const state = read(search);
    expect(state).toEqual({
      feedId: "f-1",
      filter: {
        scope: "organization",
        types: ["news", "cyber"],
        companies: ["c-1", "c-2"],
        portfolio: "p-1",
        polarity: ["NEGATIVE"],
        relevancy: ["relevant"],
        commodities: ["k-1"],
        unread: true,
        archived: false,
        locations: ["l-1"],
        startDate: "2026-01-01",
        endDate: "2026-01-31",
        alertId: "a-1",
        keywords: ["acme", "steel mill"],
      },
    });
    const written = writeAlertUrlState(new URLSearchParams(), state, "alerts");
    expect(read(written.toString())).toEqual(state);
    expect(written.get("dates")).toBe("2026-01-01,2026-01-31");
  });

  it("prefix the keys on company and portfolio pages and keep the page's own parameters", () => {
    const params = new URLSearchParams("tab=alert&extension=open&companies=ignored");
    const written = writeAlertUrlState(
      params,
      {
        feedId: null,
        filter: { types: ["legal"], startDate: "2026-02-01", endDate: "2026-02-02" },
      },
      "company",
    );
    expect(written.toString()).toBe(
      "tab=alert&extension=open&companies=ignored&alert_types=legal&alert_dates=2026-02-01%2C2026-02-02",
    );
    expect(read(written.toString(), "company").filter).toEqual({
      types: ["legal"],
      startDate: "2026-02-01",
      endDate: "2026-02-02",
    });
    // The bare key means nothing there; the prefixed ones are the alert tab's.
    expect(isAlertFilterParam("alert_types", "company")).toBe(true);
    expect(isAlertFilterParam("companies", "company")).toBe(false);
    expect(isAlertFilterParam("tab", "company")).toBe(false);
  });

  it("drop bad values silently, list items one by one", () => {
    const state = read(
      "types=news,bogus&polarity=negative&relevancy=relevant,,maybe&unread=yes&archived=1" +
        `&scope=everyone&companies=${"x".repeat(101)},c-1&alertId=&feedId=${"y".repeat(200)}`,
    );
    expect(state).toEqual({
      feedId: null,
      filter: { types: ["news"], relevancy: ["relevant"], companies: ["c-1"] },
    });
  });

  it.each([
    ["one date", "dates=2026-01-01"],
    ["three dates", "dates=2026-01-01,2026-01-02,2026-01-03"],
    ["a reversed range", "dates=2026-02-01,2026-01-01"],
    ["a date-time", "dates=2026-01-01T00:00:00Z,2026-01-02"],
    ["an impossible day", "dates=2026-02-30,2026-03-01"],
    ["another form", "dates=01/01/2026,02/01/2026"],
  ])("ignore the dates for %s", (_case, search) => {
    expect(read(search).filter).toEqual({});
  });

  it("normalise keywords: lower case, no accents or punctuation, no repeats, at most ten", () => {
    expect(read("keywords=Café%20Müller!,cafe muller,,  ACME  Inc.").filter.keywords).toEqual([
      "cafe muller",
      "acme inc",
    ]);
    const many = Array.from({ length: 14 }, (_, index) => `k${index}`).join(",");
    expect(read(`keywords=${many}`).filter.keywords).toHaveLength(10);
  });
});

describe("feeds and the address together", () => {
  it("let the address override a feed's filter key by key, and store only the differences", () => {
    const feed = feedFilterOf({ unread: true, types: ["news"], unknownKey: 1 });
    expect(feed).toEqual({ unread: true, types: ["news"] });
    expect(effectiveAlertFilter(feed, { types: ["cyber"] })).toEqual({
      unread: true,
      types: ["cyber"],
    });
    expect(
      filterOverrides(
        { unread: true, types: ["news"], startDate: "2026-01-01", endDate: "2026-01-02" },
        feed,
      ),
    ).toEqual({ startDate: "2026-01-01", endDate: "2026-01-02" });
    expect(feedFilterOf("not a filter")).toEqual({});
    expect(
      activeAlertFilterCount({ startDate: "2026-01-01", endDate: "2026-01-02", unread: true }),
    ).toBe(2);
  });

  it("name default feeds by slug and the others by id; defaults first, then favourites", () => {
    const mine = buildFeed({ id: "f-9", name: "Steel news", isDefault: false, slug: null });
    const favourite = buildFeed({
      id: "f-8",
      name: "Cyber",
      isDefault: false,
      slug: null,
      userConfig: { __typename: "AlertFeedUserConfig", favorite: true, emailNotifications: false },
    });
    const everything = buildFeed();
    expect(feedPath(everything)).toBe("/alerts/everything");
    expect(feedPath(mine)).toBe("/alerts/f-9");
    expect(findFeed([mine, everything], "everything")).toBe(everything);
    expect(findFeed([mine, everything], "f-9")).toBe(mine);
    expect(findFeed([mine], "nothing")).toBeNull();
    expect(orderedFeeds([mine, favourite, everything]).map((feed) => feed.id)).toEqual([
      everything.id,
      "f-8",
      "f-9",
    ]);
  });
});

describe("the before/after chart", () => {
  it("draws at most five ticks, the first and the last among them", () => {
    const days = Array.from({ length: 91 }, (_, index) => `d${index}`);
    const ticks = chartTicks(days);
    expect(ticks).toHaveLength(5);
    expect(ticks[0]).toBe("d0");
    expect(ticks.at(-1)).toBe("d90");
    expect(chartTicks(["a", "b", "c"])).toEqual(["a", "b", "c"]);
  });
});
