import type { PortfolioTreeNode } from "@tierwise/common/portfolio-tree";

const inOrder = (a: PortfolioTreeNode, b: PortfolioTreeNode) => a.order - b.order;

/**
 * The flat list as it will be after moving `id` to `parentId` at `index` (0-based among the new
 * siblings): orders renumbered on both sides, levels of the whole subtree shifted and the
 * parents' child counts changed. Shown at once on a drop, so the row does not jump back while
 * the server answers; the refetch afterwards brings the server's truth (counts included).
 */
export function applyMove(
  nodes: readonly PortfolioTreeNode[],
  id: string,
  parentId: string | null,
  index: number,
): PortfolioTreeNode[] {
  const moving = nodes.find((node) => node.id === id);
  if (!moving) return [...nodes];
  const parentLevel =
    parentId === null ? 0 : (nodes.find((node) => node.id === parentId)?.level ?? 0);
  const levelShift = parentLevel + 1 - moving.level;

  const changed = new Map<string, PortfolioTreeNode>();
  const oldSiblings = nodes
    .filter((node) => node.parentId === moving.parentId && node.id !== id)
    .sort(inOrder);
  for (const [order, node] of oldSiblings.entries()) changed.set(node.id, { ...node, order });
  const newSiblings = nodes
    .filter((node) => node.parentId === parentId && node.id !== id)
    .map((node) => changed.get(node.id) ?? node)
    .sort(inOrder);
  newSiblings.splice(Math.min(Math.max(index, 0), newSiblings.length), 0, moving);
  for (const [order, node] of newSiblings.entries()) {
    changed.set(node.id, { ...(changed.get(node.id) ?? node), order });
  }
  changed.set(id, { ...(changed.get(id) ?? moving), parentId, level: parentLevel + 1 });

  if (levelShift !== 0) {
    const subtree = new Set([id]);
    // Parents come before children only by chance: repeat until no new descendant is found.
    for (let grew = true; grew; ) {
      grew = false;
      for (const node of nodes) {
        if (!subtree.has(node.id) && node.parentId !== null && subtree.has(node.parentId)) {
          subtree.add(node.id);
          changed.set(node.id, {
            ...(changed.get(node.id) ?? node),
            level: node.level + levelShift,
          });
          grew = true;
        }
      }
    }
  }
  if (moving.parentId !== parentId) {
    const countChange = (parent: string | null, by: number) => {
      if (parent === null) return;
      const node = changed.get(parent) ?? nodes.find((candidate) => candidate.id === parent);
      if (node)
        changed.set(parent, { ...node, childrenCount: Math.max(0, node.childrenCount + by) });
    };
    countChange(moving.parentId, -1);
    countChange(parentId, 1);
  }
  return nodes.map((node) => changed.get(node.id) ?? node);
}
