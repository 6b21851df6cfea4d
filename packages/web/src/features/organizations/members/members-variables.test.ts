import { describe, expect, it } from "vitest";
import {
  initialMembersFilters,
  membersPageSize,
  membersVariables,
  pageCount,
} from "./members-variables.ts";

describe("membersVariables", () => {
  it("asks for the first 25 without filters", () => {
    expect(membersVariables(initialMembersFilters)).toEqual({ first: 25, offset: 0 });
    expect(membersPageSize).toBe(25);
  });

  it("maps page, search, teams and status", () => {
    expect(
      membersVariables({ page: 3, query: "  ada ", teamIds: ["t1", "t2"], status: "pending" }),
    ).toEqual({
      first: 25,
      offset: 50,
      query: "ada",
      filter: { groups: ["t1", "t2"] },
      verified: false,
    });
    expect(membersVariables({ ...initialMembersFilters, status: "verified" }).verified).toBe(true);
  });

  it("leaves out a blank search and treats a bad page as the first", () => {
    const variables = membersVariables({ ...initialMembersFilters, query: "   ", page: 0 });
    expect(variables).toEqual({ first: 25, offset: 0 });
  });

  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
