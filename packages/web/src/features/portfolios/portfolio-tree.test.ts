import { describe, expect, it } from "vitest";
import { sampleNodes, treeNode } from "./portfolio-fixtures.ts";
import {
  ancestorIds,
  buildPortfolioTree,
  descendantsOf,
  pathNames,
  searchTree,
  visibleRows,
} from "./portfolio-tree.ts";
import { dropAction, projectDrop } from "./tree-drop.ts";

const tree = buildPortfolioTree(sampleNodes);
const names = (rows: { node: { name: string } }[]) => rows.map((row) => row.node.name);

describe("buildPortfolioTree", () => {
  it("orders siblings by their order and favourites by favourite index", () => {
    expect(tree.children.get(null)?.map((node) => node.id)).toEqual(["suppliers", "logistics"]);
    expect(tree.children.get("suppliers")?.map((node) => node.id)).toEqual(["emea", "americas"]);
    expect(tree.favorites.map((node) => node.id)).toEqual(["suppliers", "logistics"]);
  });

  it("shows a portfolio shared below an invisible parent at the top level, after the others", () => {
    const shared = buildPortfolioTree([
      treeNode("zeta", { name: "Zeta", order: 0 }),
      treeNode("shared", { name: "Alpha shared", parentId: "hidden", level: 3, order: 4 }),
    ]);
    expect(
      visibleRows(shared, new Set()).map((row) => [row.node.id, row.depth, row.parentId]),
    ).toEqual([
      ["zeta", 0, null],
      ["shared", 0, null],
    ]);
  });
});

describe("visibleRows", () => {
  it("lists top-level portfolios only while nothing is expanded", () => {
    const rows = visibleRows(tree, new Set());
    expect(names(rows)).toEqual(["Suppliers", "Logistics"]);
    expect(rows[0]).toMatchObject({
      hasChildren: true,
      expanded: false,
      position: 1,
      siblingCount: 2,
    });
  });

  it("shows children depth-first under expanded portfolios", () => {
    const rows = visibleRows(tree, new Set(["suppliers", "emea"]));
    expect(rows.map((row) => [row.node.name, row.depth])).toEqual([
      ["Suppliers", 0],
      ["EMEA", 1],
      ["Tier 1", 2],
      ["Americas", 1],
      ["Logistics", 0],
    ]);
  });

  it("hides the descendants of the collapsed (dragged) portfolio", () => {
    expect(names(visibleRows(tree, new Set(["suppliers", "emea"]), "suppliers"))).toEqual([
      "Suppliers",
      "Logistics",
    ]);
  });

  it("does not loop on a cycle in bad data", () => {
    const cyclic = buildPortfolioTree([
      treeNode("a", { parentId: "b" }),
      treeNode("b", { parentId: "a" }),
      treeNode("root"),
    ]);
    expect(names(visibleRows(cyclic, new Set(["a", "b", "root"])))).toEqual(["root"]);
  });

  it("builds 10,000 portfolios and all their rows quickly", () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      treeNode(`p${index}`, {
        name: `Portfolio ${index}`,
        parentId: index < 100 ? null : `p${Math.floor(index / 100) - 1}`,
        order: index % 100,
      }),
    );
    const started = performance.now();
    const big = buildPortfolioTree(many);
    const rows = visibleRows(big, new Set(big.byId.keys()));
    expect(rows).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("paths and searching", () => {
  it("names the path from the top level and the ancestors nearest first", () => {
    expect(pathNames(tree, "tier-1")).toEqual(["Suppliers", "EMEA", "Tier 1"]);
    expect(ancestorIds(tree, "tier-1")).toEqual(["emea", "suppliers"]);
    expect(descendantsOf(tree, "suppliers").map((node) => node.id)).toEqual([
      "emea",
      "americas",
      "tier-1",
    ]);
  });

  it("finds names containing the text, in tree order, up to the limit", () => {
    expect(searchTree(tree, "e", { limit: 2 })).toEqual({
      matches: [tree.byId.get("suppliers"), tree.byId.get("emea")],
      total: 4,
    });
    expect(searchTree(tree, "TIER", { limit: 10 }).matches.map((node) => node.id)).toEqual([
      "tier-1",
    ]);
  });
});

describe("drag and drop projection", () => {
  const rows = visibleRows(tree, new Set(["suppliers", "emea"]));

  it("reorders siblings when dragged over a sibling without moving sideways", () => {
    const projection = projectDrop(rows, "americas", "emea", 0);
    expect(projection).toEqual({ depth: 1, parentId: "suppliers", index: 0 });
    expect(dropAction(tree, "americas", projection ?? never())).toEqual({
      kind: "reorder",
      id: "americas",
      index: 0,
    });
  });

  it("moves a portfolio under the one above when dragged one level to the right", () => {
    const projection = projectDrop(rows, "americas", "americas", 1);
    expect(projection).toEqual({ depth: 2, parentId: "emea", index: 1 });
    expect(dropAction(tree, "americas", projection ?? never())).toEqual({
      kind: "move",
      id: "americas",
      parentId: "emea",
      index: 1,
    });
  });

  it("moves a portfolio to the top level when dragged to the left", () => {
    const projection = projectDrop(rows, "americas", "americas", -1);
    expect(projection).toEqual({ depth: 0, parentId: null, index: 1 });
  });

  it("keeps the level between the row below and one below the row above", () => {
    // Above Logistics is Americas (level 2): at most its child.
    expect(projectDrop(rows, "logistics", "logistics", 5)).toEqual({
      depth: 2,
      parentId: "americas",
      index: 0,
    });
    // Over the first row nothing is above it: only the top level is possible.
    expect(projectDrop(rows, "tier-1", "suppliers", 3)).toMatchObject({ depth: 0, parentId: null });
  });

  it("asks nothing when a portfolio is dropped where it was", () => {
    const projection = projectDrop(rows, "emea", "emea", 0);
    expect(dropAction(tree, "emea", projection ?? never())).toBeNull();
  });
});

function never(): never {
  throw new Error("expected a projection");
}
