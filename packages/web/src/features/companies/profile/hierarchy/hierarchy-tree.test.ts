import { describe, expect, it } from "vitest";
import { countBy, directSubsidiaries, pathFromTop, treeOrder } from "./hierarchy-tree.ts";

const member = (id: string, parentId: string | null, displayName = id) => ({
  id,
  parentId,
  displayName,
  countryCode: null as string | null,
});

// Level by level, as the server lists a family.
const family = [
  member("top", null),
  member("b", "top", "Beta"),
  member("a", "top", "Alpha"),
  member("b1", "b", "Beta One"),
  member("a1", "a", "Alpha One"),
  member("a1x", "a1", "Alpha One X"),
];

describe("treeOrder", () => {
  it("puts each member right after its parent, siblings by name", () => {
    expect(treeOrder(family).map((m) => m.id)).toEqual(["top", "a", "a1", "a1x", "b", "b1"]);
  });

  it("starts a subtree where the parent is missing and keeps members caught in a cycle", () => {
    const orphans = [member("x", "gone"), member("c1", "c2"), member("c2", "c1")];
    expect(
      treeOrder(orphans)
        .map((m) => m.id)
        .sort(),
    ).toEqual(["c1", "c2", "x"]);
  });
});

describe("pathFromTop and directSubsidiaries", () => {
  it("walks from the global ultimate down to the company", () => {
    expect(pathFromTop(family, "a1x").map((m) => m.id)).toEqual(["top", "a", "a1", "a1x"]);
    expect(pathFromTop(family, "unknown")).toEqual([]);
  });

  it("lists the children of a company by name", () => {
    expect(directSubsidiaries(family, "top").map((m) => m.id)).toEqual(["a", "b"]);
    expect(directSubsidiaries(family, "b1")).toEqual([]);
  });
});

describe("countBy", () => {
  it("counts per value, largest first, missing values as Unknown", () => {
    const members = [
      { countryCode: "DE" },
      { countryCode: "US" },
      { countryCode: "DE" },
      { countryCode: null },
    ];
    expect(countBy(members, (m) => m.countryCode)).toEqual([
      { value: "DE", members: 2 },
      { value: "Unknown", members: 1 },
      { value: "US", members: 1 },
    ]);
  });
});
