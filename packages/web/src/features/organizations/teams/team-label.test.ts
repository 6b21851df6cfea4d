import { describe, expect, it } from "vitest";
import { membersToAdd, teamMemberLabel } from "./team-label.ts";

describe("team member label", () => {
  it("says '{n} member(s)' (spec 1 §9)", () => {
    expect(teamMemberLabel(0)).toBe("0 member(s)");
    expect(teamMemberLabel(1)).toBe("1 member(s)");
    expect(teamMemberLabel(12)).toBe("12 member(s)");
  });

  it("offers only people not yet in the team", () => {
    expect(membersToAdd([{ id: "a" }, { id: "b" }, { id: "c" }], ["b"])).toEqual([
      { id: "a" },
      { id: "c" },
    ]);
  });
});
