import type { PortfolioTreeNode } from "@tierwise/common/portfolio-tree";

/**
 * The tree of /portfolios, built on the client from the server's flat list (contract: "client
 * builds the tree"). Everything here is linear in the number of nodes, so 10,000 portfolios
 * stay smooth; rows are only built for expanded branches.
 */
export type PortfolioTree = {
  byId: ReadonlyMap<string, PortfolioTreeNode>;
  /** Children in sibling order; the key null holds the top level. */
  children: ReadonlyMap<string | null, readonly PortfolioTreeNode[]>;
  /** The viewer's favourites in favourite order. */
  favorites: readonly PortfolioTreeNode[];
};

const bySiblingOrder = (a: PortfolioTreeNode, b: PortfolioTreeNode) =>
  a.order - b.order || a.name.localeCompare(b.name);

/**
 * A node whose parent is not in the list (shared with the viewer below a portfolio they cannot
 * see) is shown at the top level, after the real top-level portfolios.
 */
export function isDetached(tree: Pick<PortfolioTree, "byId">, node: PortfolioTreeNode): boolean {
  return node.parentId !== null && !tree.byId.has(node.parentId);
}

export function buildPortfolioTree(nodes: readonly PortfolioTreeNode[]): PortfolioTree {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string | null, PortfolioTreeNode[]>();
  const detached: PortfolioTreeNode[] = [];
  for (const node of nodes) {
    if (isDetached({ byId }, node)) {
      detached.push(node);
      continue;
    }
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node);
    else children.set(node.parentId, [node]);
  }
  for (const siblings of children.values()) siblings.sort(bySiblingOrder);
  detached.sort((a, b) => a.name.localeCompare(b.name));
  if (detached.length > 0) children.set(null, [...(children.get(null) ?? []), ...detached]);
  const favorites = nodes
    .filter((node) => node.isFavorite)
    .sort(
      (a, b) =>
        (a.favoriteIndex ?? Number.MAX_SAFE_INTEGER) -
          (b.favoriteIndex ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name),
    );
  return { byId, children, favorites };
}

/** One visible row of the tree. */
export type TreeRow = {
  node: PortfolioTreeNode;
  /** 0 for the top level. */
  depth: number;
  /** The parent the row is shown under (null at the top level, detached nodes included). */
  parentId: string | null;
  hasChildren: boolean;
  expanded: boolean;
  /** 1-based position among its shown siblings, and their number. */
  position: number;
  siblingCount: number;
};

/**
 * The rows to show: depth-first, children only under expanded nodes. `collapse` hides one
 * node's descendants whatever `expanded` says (the portfolio being dragged). A cycle in bad
 * data cannot loop: each node is shown once.
 */
export function visibleRows(
  tree: PortfolioTree,
  expanded: ReadonlySet<string>,
  collapse: string | null = null,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const seen = new Set<string>();
  const roots = tree.children.get(null) ?? [];
  const stack: {
    node: PortfolioTreeNode;
    depth: number;
    parentId: string | null;
    position: number;
    siblingCount: number;
  }[] = [];
  const push = (siblings: readonly PortfolioTreeNode[], depth: number, parentId: string | null) => {
    for (let index = siblings.length - 1; index >= 0; index -= 1) {
      const node = siblings[index] as PortfolioTreeNode;
      stack.push({ node, depth, parentId, position: index + 1, siblingCount: siblings.length });
    }
  };
  push(roots, 0, null);
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (seen.has(item.node.id)) continue;
    seen.add(item.node.id);
    const kids = tree.children.get(item.node.id) ?? [];
    const open = expanded.has(item.node.id) && item.node.id !== collapse;
    rows.push({
      node: item.node,
      depth: item.depth,
      parentId: item.parentId,
      hasChildren: kids.length > 0,
      expanded: open && kids.length > 0,
      position: item.position,
      siblingCount: item.siblingCount,
    });
    if (open) push(kids, item.depth + 1, item.node.id);
  }
  return rows;
}

/** Names from the top level down to the node, for labels such as "Suppliers / EMEA / Tier 1". */
export function pathNames(tree: Pick<PortfolioTree, "byId">, id: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (let node = tree.byId.get(id); node && !seen.has(node.id); ) {
    seen.add(node.id);
    names.unshift(node.name);
    node = node.parentId === null ? undefined : tree.byId.get(node.parentId);
  }
  return names;
}

/** Ids of the node's ancestors that are in the tree, nearest first. */
export function ancestorIds(tree: Pick<PortfolioTree, "byId">, id: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>([id]);
  let parentId = tree.byId.get(id)?.parentId ?? null;
  while (parentId !== null && !seen.has(parentId) && tree.byId.has(parentId)) {
    ids.push(parentId);
    seen.add(parentId);
    parentId = tree.byId.get(parentId)?.parentId ?? null;
  }
  return ids;
}

/** Every descendant of a node (its sub-portfolios, at all levels). */
export function descendantsOf(tree: PortfolioTree, id: string): PortfolioTreeNode[] {
  const found: PortfolioTreeNode[] = [];
  const seen = new Set<string>([id]);
  const queue = [...(tree.children.get(id) ?? [])];
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    found.push(node);
    queue.push(...(tree.children.get(node.id) ?? []));
  }
  return found;
}

/**
 * Portfolios whose names contain the text (case-insensitive), in tree order, at most `limit`;
 * `total` says how many matched in all.
 */
export function searchTree(
  tree: PortfolioTree,
  text: string,
  options: { limit: number; include?: (node: PortfolioTreeNode) => boolean },
): { matches: PortfolioTreeNode[]; total: number } {
  const needle = text.trim().toLocaleLowerCase();
  const all = visibleRows(tree, new Set(tree.byId.keys()));
  const matches: PortfolioTreeNode[] = [];
  let total = 0;
  for (const { node } of all) {
    if (options.include && !options.include(node)) continue;
    if (needle !== "" && !node.name.toLocaleLowerCase().includes(needle)) continue;
    total += 1;
    if (matches.length < options.limit) matches.push(node);
  }
  return { matches, total };
}
