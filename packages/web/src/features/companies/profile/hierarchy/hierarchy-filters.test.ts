import { describe, expect, it } from "vitest";
import {
  familyRoleFilterLabel,
  parseHierarchyFilters,
  withHierarchyFilters,
} from "./hierarchy-filters.ts";

const id1 = "0b7c2f0e-5d5e-4c1a-9a57-3f1f7f0f0a01";
const id2 = "1b7c2f0e-5d5e-4c1a-9a57-3f1f7f0f0a02";

describe("parseHierarchyFilters", () => {
  it("excludes branches by default", () => {
    expect(parseHierarchyFilters(new URLSearchParams())).toEqual({
      companies: [],
      countries: [],
      familyRoles: ["~9140"],
    });
  });

  it("shows every role once the default was removed (empty familyRoles)", () => {
    expect(parseHierarchyFilters(new URLSearchParams("familyRoles=")).familyRoles).toEqual([]);
  });

  it("reads comma lists and repeated keys, dropping invalid and repeated values", () => {
    const filters = parseHierarchyFilters(
      new URLSearchParams(
        `companies=${id1},nope&companies=${id2},${id1}&countries=de,FR,xyz,DE&familyRoles=9155,~9140,1234,~abc`,
      ),
    );
    expect(filters).toEqual({
      companies: [id1, id2],
      countries: ["DE", "FR"],
      familyRoles: ["9155", "~9140"],
    });
  });
});

describe("withHierarchyFilters", () => {
  it("leaves defaults out of the address and keeps other parameters", () => {
    const next = withHierarchyFilters(new URLSearchParams("tab=1&countries=US"), {
      companies: [],
      countries: [],
      familyRoles: ["~9140"],
    });
    expect(next.toString()).toBe("tab=1");
  });

  it("writes a removed default as an empty familyRoles so it stays removed", () => {
    const next = withHierarchyFilters(new URLSearchParams(), {
      companies: [id1],
      countries: ["DE", "FR"],
      familyRoles: [],
    });
    expect(next.get("companies")).toBe(id1);
    expect(next.get("countries")).toBe("DE,FR");
    expect(next.get("familyRoles")).toBe("");
    expect(parseHierarchyFilters(next)).toEqual({
      companies: [id1],
      countries: ["DE", "FR"],
      familyRoles: [],
    });
  });
});

describe("familyRoleFilterLabel", () => {
  it("names included and excluded roles", () => {
    expect(familyRoleFilterLabel("~9140")).toBe("Exclude Branch");
    expect(familyRoleFilterLabel("9155")).toBe("Subsidiary");
  });
});
