import type { PortfolioTree, TreeRow } from "./portfolio-tree.ts";

/** Where a dragged portfolio would land: its level, its new parent and its index there. */
export type DropProjection = {
  depth: number;
  parentId: string | null;
  /** 0-based among the new parent's children, the dragged portfolio left out. */
  index: number;
};

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The drop position of a dragged row (the approach of dnd-kit's sortable tree): vertically it
 * takes the place of the row it is over; sideways, every `indentationWidth` moves it one level,
 * kept between "a sibling of the row below" and "a child of the row above". So one gesture (or
 * arrow keys) both reorders siblings and moves a portfolio under another.
 */
export function projectDrop(
  rows: readonly TreeRow[],
  activeId: string,
  overId: string,
  depthOffset: number,
): DropProjection | null {
  const activeIndex = rows.findIndex((row) => row.node.id === activeId);
  const overIndex = rows.findIndex((row) => row.node.id === overId);
  const active = rows[activeIndex];
  if (!active || overIndex < 0) return null;
  const moved = moveItem(rows, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = clamp(active.depth + depthOffset, Math.min(minDepth, maxDepth), maxDepth);

  let parentId: string | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.node.id;
    else {
      const above = moved
        .slice(0, overIndex)
        .reverse()
        .find((row) => row.depth === depth);
      parentId = above?.parentId ?? null;
    }
  }
  // Detached portfolios sit at the top level but belong elsewhere: they are no siblings.
  let index = 0;
  for (let position = 0; position < overIndex; position += 1) {
    const row = moved[position];
    if (row && row.depth === depth && row.node.parentId === parentId) index += 1;
  }
  return { depth, parentId, index };
}

/** What a drop asks of the server, or null when the portfolio stays where it was. */
export type DropAction =
  | { kind: "reorder"; id: string; index: number }
  | { kind: "move"; id: string; parentId: string | null; index: number };

export function dropAction(
  tree: PortfolioTree,
  id: string,
  projection: DropProjection,
): DropAction | null {
  const node = tree.byId.get(id);
  if (!node) return null;
  if (projection.parentId === node.parentId) {
    const siblings = tree.children.get(node.parentId) ?? [];
    const current = siblings.findIndex((sibling) => sibling.id === id);
    return current === projection.index ? null : { kind: "reorder", id, index: projection.index };
  }
  return { kind: "move", id, parentId: projection.parentId, index: projection.index };
}
