/** Pixels of indentation per level; dragging sideways by this much changes the level by one. */
export const indentationWidth = 28;

export const treeRowHeight = 44;

/** Up to this many rows are rendered plainly; beyond it only the rows in view (and a margin). */
export const virtualizeAbove = 150;
