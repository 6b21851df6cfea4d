import { DEFAULT_STYLES } from "sigma";
import type { Settings } from "sigma/settings";
import type { BaseEdgeState, BaseNodeState } from "sigma/types";
import { cameraRatioLimits } from "./graph-model.ts";
import type { PathHighlight } from "./upstream-paths.ts";

/**
 * How sigma draws the n-tier graph: settings, styles and the states they read. Level of detail
 * (issue 29): a readable graph at any zoom and fluid panning at 10,000 nodes.
 *
 * - Labels: sigma's label grid shows the largest nodes' labels, one per cell at the default
 *   zoom and more as one zooms in, and none for nodes drawn smaller than the threshold. Only the
 *   organisation, the hovered, the selected and the searched company with its paths always show
 *   theirs; a risky node is marked in its label, not forced to show it (nearly every node of a
 *   real network is risky, and forcing them piled the labels up).
 * - While the camera moves, edges and labels are not drawn.
 * - Styles read only the item's own state (`whenState`), never a function of the graph's state:
 *   sigma re-evaluates every node and edge whenever the graph state changes (a hover, the start
 *   and end of a pan) for styles it cannot see into, which cost whole seconds at 10,000 nodes.
 *   What the search dims is therefore a state of each item, set when the search changes.
 */

/** The graph's own states beside sigma's (hovered, highlighted, hidden…). */
export type NodeState = { isDimmed: boolean; isSelected: boolean };
export type EdgeState = { isDimmed: boolean };

export const dimmedColour = "#e9ecef";
const highlightedEdgeColour = "#495057";

export const graphSettings = {
  ...cameraRatioLimits,
  // Sizes are the spec's pixels (16–64), not graph units (sigma 4's default).
  itemSizesReference: "screen",
  hideEdgesOnMove: true,
  hideLabelsOnMove: true,
  // A label needs a node drawn at least this large (radius in pixels): the smallest nodes
  // (16 px across) show theirs once zoomed in a little.
  labelRenderedSizeThreshold: 10,
  // About one label per cell of this many pixels at the default zoom: roughly a label's width,
  // so labels do not run into each other.
  labelGridCellSize: 180,
  labelDensity: 1,
} as const satisfies Partial<Settings>;

type FullNodeState = BaseNodeState & NodeState;
type FullEdgeState = BaseEdgeState & EdgeState;

/** Sigma's conditional on an item's state (its branch key `then` is sigma's, not a promise's). */
function whenState<const K extends string, const V, const O>(state: K, value: V, otherwise: O) {
  // biome-ignore lint/suspicious/noThenProperty: sigma's style conditionals name a branch `then`.
  return { whenState: state, then: value, else: otherwise } as const;
}

/** Sigma's conditional on an attribute of the item's data. */
function whenData<const K extends string, const V, const O>(attribute: K, value: V, otherwise: O) {
  // biome-ignore lint/suspicious/noThenProperty: sigma's style conditionals name a branch `then`.
  return { whenData: attribute, then: value, else: otherwise } as const;
}

/** Hovered, selected, searched (with its paths) or the organisation: always labelled. */
const labelVisibility = whenState(
  "isHovered",
  "visible",
  whenState(
    "isSelected",
    "visible",
    whenState(
      "isHighlighted",
      "visible",
      whenState("isDimmed", "hidden", whenData("forceLabel", "visible", "auto")),
    ),
  ),
);

export const nodeStyles = [
  DEFAULT_STYLES.nodes,
  {
    color: whenState("isDimmed", dimmedColour, { attribute: "color" }),
    labelVisibility,
    // What is always labelled is drawn above the rest, so its label is not covered.
    depth: whenState(
      "isHovered",
      "topNodes",
      whenState("isSelected", "topNodes", whenState("isHighlighted", "topNodes", "nodes")),
    ),
  },
] as const;

export const edgeStyles = [
  DEFAULT_STYLES.edges,
  {
    visibility: whenState("isDimmed", "hidden", "visible"),
    color: whenState("isHighlighted", highlightedEdgeColour, { attribute: "color" }),
    size: whenState("isHighlighted", 2, { attribute: "size" }),
  },
] as const;

/** Item states to set in order, each on a list of items (sigma sets a list at once). */
export type StateSteps<State> = [string[], Partial<State>][];

/**
 * Node states for a search highlight and a selection, in the order to set them: with a
 * highlight, what is off the paths is dimmed (the selected node excepted).
 */
export function nodeStateSteps(
  nodeIds: string[],
  highlight: PathHighlight | null,
  selectedId: string | null,
): StateSteps<FullNodeState> {
  const dimming = highlight !== null && highlight.nodes.size > 0;
  const steps: StateSteps<FullNodeState> = [
    [nodeIds, { isHighlighted: false, isDimmed: dimming, isSelected: false }],
  ];
  if (dimming) steps.push([[...highlight.nodes], { isHighlighted: true, isDimmed: false }]);
  if (selectedId !== null && nodeIds.includes(selectedId))
    steps.push([[selectedId], { isSelected: true, isDimmed: false }]);
  return steps;
}

/** Edge states for a search highlight, in order: the paths stand out, the rest is hidden. */
export function edgeStateSteps(
  edgeIds: string[],
  highlight: PathHighlight | null,
): StateSteps<FullEdgeState> {
  const dimming = highlight !== null && highlight.nodes.size > 0;
  const steps: StateSteps<FullEdgeState> = [[edgeIds, { isHighlighted: false, isDimmed: dimming }]];
  if (dimming) steps.push([[...highlight.edges], { isHighlighted: true, isDimmed: false }]);
  return steps;
}
