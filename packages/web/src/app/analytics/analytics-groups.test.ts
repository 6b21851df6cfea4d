import { describe, expect, it } from "vitest";
import { buildSession } from "../testing/session-fixtures.ts";
import { analyticsGroupsFor } from "./analytics-groups.ts";

describe("analyticsGroupsFor", () => {
  it("sends the 10 most recent teams, then the organisation and the programs", () => {
    const teams = Array.from({ length: 12 }, (_, index) => ({
      id: `team-${index}`,
      name: `Team ${index}`,
      // team-11 is the newest membership
      membershipCreatedAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
    }));
    const session = buildSession({
      teams: [...teams].reverse().slice(0, 6).concat(teams.slice(0, 6)),
      programs: [{ key: "pilot" }],
    });
    const groups = analyticsGroupsFor(session);
    expect(groups.filter((group) => group.type === "team").map((group) => group.id)).toEqual([
      "team-11",
      "team-10",
      "team-9",
      "team-8",
      "team-7",
      "team-6",
      "team-5",
      "team-4",
      "team-3",
      "team-2",
    ]);
    expect(groups.slice(10)).toEqual([
      { type: "organization", id: "org-1" },
      { type: "program", id: "pilot" },
    ]);
  });
});
