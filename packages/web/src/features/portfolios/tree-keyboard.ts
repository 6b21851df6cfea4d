import type { TreeRow } from "./portfolio-tree.ts";

/** What an arrow key does on a row of the tree: move the focus, or open or close a branch. */
export type TreeKeyAction = { kind: "focus"; id: string } | { kind: "toggle"; id: string };

/**
 * The tree's keys, as in the WAI-ARIA tree view pattern: Up and Down move between the rows
 * shown, Home and End to the first and last; Right opens a closed branch, or moves into an
 * open one; Left closes an open branch, or moves to the parent. (Enter follows the row's link.)
 */
export function treeKeyAction(
  rows: readonly TreeRow[],
  id: string,
  key: string,
): TreeKeyAction | null {
  const index = rows.findIndex((row) => row.node.id === id);
  const row = rows[index];
  if (!row) return null;
  const focus = (target: TreeRow | undefined): TreeKeyAction | null =>
    target ? { kind: "focus", id: target.node.id } : null;
  switch (key) {
    case "ArrowDown":
      return focus(rows[index + 1]);
    case "ArrowUp":
      return focus(rows[index - 1]);
    case "Home":
      return focus(rows[0]);
    case "End":
      return focus(rows[rows.length - 1]);
    case "ArrowRight":
      if (!row.hasChildren) return null;
      return row.expanded ? focus(rows[index + 1]) : { kind: "toggle", id };
    case "ArrowLeft":
      if (row.hasChildren && row.expanded) return { kind: "toggle", id };
      return focus(rows.find((candidate) => candidate.node.id === row.parentId));
    default:
      return null;
  }
}
