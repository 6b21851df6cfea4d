import { describe, expect, it } from "vitest";
import {
  newestFirst,
  oldestFirst,
  parseAreaRecords,
  parseProfileAreas,
} from "./parse-profile-areas.ts";

describe("parseProfileAreas", () => {
  it("keeps valid records, skips invalid ones and unknown areas", () => {
    const map = parseProfileAreas([
      {
        area: "employees",
        source: "dnb",
        fetchedAt: "2025-03-03T10:00:00.000Z",
        records: [
          { year: 2023, count: 10 },
          { year: "2024", count: 12 },
          null,
          { year: 2024, count: -1 },
        ],
        alternatives: [{ source: "pitchbook", fetchedAt: "2025-01-01T00:00:00.000Z" }],
      },
      { area: "notAnArea", source: "x", fetchedAt: "2025-01-01", records: [], alternatives: [] },
    ]);
    expect(map.employees?.records).toEqual([{ year: 2023, count: 10 }]);
    expect(map.employees?.skipped).toBe(3);
    expect(map.employees?.source).toBe("dnb");
    expect(map.employees?.alternatives).toEqual([
      { source: "pitchbook", fetchedAt: "2025-01-01T00:00:00.000Z" },
    ]);
    expect(Object.keys(map)).toEqual(["employees"]);
  });

  it("treats records that are not a list as empty", () => {
    expect(parseAreaRecords("news", { headline: "x" })).toEqual({ records: [], skipped: 0 });
  });
});

describe("ordering helpers", () => {
  it("sorts by date text and by number", () => {
    const rows = [{ d: "2024-01-02" }, { d: "2025-06-01" }, { d: "2023-12-31" }];
    expect(newestFirst(rows, (r) => r.d).map((r) => r.d)).toEqual([
      "2025-06-01",
      "2024-01-02",
      "2023-12-31",
    ]);
    expect(oldestFirst([{ y: 2021 }, { y: 999 }, { y: 2020 }], (r) => r.y).map((r) => r.y)).toEqual(
      [999, 2020, 2021],
    );
  });
});
