import { describe, expect, it } from "vitest";
import { dateRangeLabel, portfolioFilterLabel, toolbarFilters } from "./dashboard-toolbar.ts";

const now = new Date("2026-11-28T10:15:42.000Z");

describe("the toolbar every widget follows", () => {
  it("turns a preset into the period ending now, to the minute", () => {
    expect(toolbarFilters({ dateRange: { preset: "7d" }, portfolioIds: ["p"] }, now)).toEqual({
      from: "2026-11-21T10:15:00.000Z",
      to: "2026-11-28T10:15:00.000Z",
      portfolioIds: ["p"],
    });
  });

  it("runs a custom range from the start of its first day to the end of its last", () => {
    expect(
      toolbarFilters(
        { dateRange: { from: "2026-11-01", to: "2026-11-15" }, portfolioIds: [] },
        now,
      ),
    ).toEqual({
      from: "2026-11-01T00:00:00.000Z",
      to: "2026-11-15T23:59:59.999Z",
      portfolioIds: [],
    });
  });

  it("prints the period and the portfolios as the export shows them", () => {
    expect(dateRangeLabel({ dateRange: { preset: "30d" }, portfolioIds: [] }, now)).toBe(
      "Last 30 days (29 Oct 2026 – 28 Nov 2026)",
    );
    const names = new Map([["p-1", "Strategic suppliers"]]);
    expect(portfolioFilterLabel([], names)).toBe("All portfolios");
    expect(portfolioFilterLabel(["p-1", "p-unknown"], names)).toBe(
      "Portfolios: Strategic suppliers, 1 more",
    );
  });
});
