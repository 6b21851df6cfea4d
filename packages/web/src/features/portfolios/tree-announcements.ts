import type { PortfolioTree } from "./portfolio-tree.ts";
import type { DropProjection } from "./tree-drop.ts";

/** Read out when a drag handle gets focus (dnd-kit's screen-reader instructions). */
export const dragInstructions =
  "To move a portfolio, press Space or Enter on its move handle. The up and down arrow keys " +
  "move it between rows, the right arrow key puts it inside the portfolio above, the left " +
  "arrow key takes it out one level. Press Space or Enter to drop it, or Escape to cancel.";

const nameOf = (tree: PortfolioTree, id: string) => tree.byId.get(id)?.name ?? "The portfolio";

/** "inside EMEA, position 2" or "at the top level, position 1". */
export function describePlace(tree: PortfolioTree, projection: DropProjection): string {
  const position = `position ${projection.index + 1}`;
  return projection.parentId === null
    ? `at the top level, ${position}`
    : `inside ${nameOf(tree, projection.parentId)}, ${position}`;
}

export const pickedUp = (tree: PortfolioTree, id: string) =>
  `Picked up ${nameOf(tree, id)}. ${dragInstructions}`;

export const wouldLand = (tree: PortfolioTree, id: string, projection: DropProjection) =>
  `${nameOf(tree, id)} would go ${describePlace(tree, projection)}.`;

export const dropped = (tree: PortfolioTree, id: string, projection: DropProjection | null) =>
  projection
    ? `${nameOf(tree, id)} dropped ${describePlace(tree, projection)}.`
    : `${nameOf(tree, id)} dropped where it was.`;

export const cancelled = (tree: PortfolioTree, id: string) =>
  `Moving ${nameOf(tree, id)} was cancelled. It stays where it was.`;
