import { describe, expect, it } from "vitest";
import { sampleNodes } from "./portfolio-fixtures.ts";
import { buildPortfolioTree, visibleRows } from "./portfolio-tree.ts";
import { treeKeyAction } from "./tree-keyboard.ts";

const tree = buildPortfolioTree(sampleNodes);
// Suppliers open: Suppliers, EMEA (closed, has Tier 1), Americas, Logistics.
const rows = visibleRows(tree, new Set(["suppliers"]));

describe("treeKeyAction", () => {
  it("moves up and down the rows shown, and to the ends with Home and End", () => {
    expect(treeKeyAction(rows, "suppliers", "ArrowDown")).toEqual({ kind: "focus", id: "emea" });
    expect(treeKeyAction(rows, "americas", "ArrowUp")).toEqual({ kind: "focus", id: "emea" });
    expect(treeKeyAction(rows, "logistics", "ArrowDown")).toBeNull();
    expect(treeKeyAction(rows, "suppliers", "ArrowUp")).toBeNull();
    expect(treeKeyAction(rows, "americas", "Home")).toEqual({ kind: "focus", id: "suppliers" });
    expect(treeKeyAction(rows, "suppliers", "End")).toEqual({ kind: "focus", id: "logistics" });
  });

  it("opens a closed branch with Right, then moves into it", () => {
    expect(treeKeyAction(rows, "emea", "ArrowRight")).toEqual({ kind: "toggle", id: "emea" });
    expect(treeKeyAction(rows, "suppliers", "ArrowRight")).toEqual({ kind: "focus", id: "emea" });
    expect(treeKeyAction(rows, "americas", "ArrowRight")).toBeNull();
  });

  it("closes an open branch with Left, and from a closed one or a leaf goes to the parent", () => {
    expect(treeKeyAction(rows, "suppliers", "ArrowLeft")).toEqual({
      kind: "toggle",
      id: "suppliers",
    });
    expect(treeKeyAction(rows, "emea", "ArrowLeft")).toEqual({ kind: "focus", id: "suppliers" });
    expect(treeKeyAction(rows, "logistics", "ArrowLeft")).toBeNull();
  });

  it("leaves other keys to the browser", () => {
    expect(treeKeyAction(rows, "suppliers", "Enter")).toBeNull();
    expect(treeKeyAction(rows, "unknown", "ArrowDown")).toBeNull();
  });
});
