import type Graph from "graphology";
import { describe, expect, it, vi } from "vitest";
import { buildNTierGraph, rootNodeId, tierColour } from "./graph-model.ts";
import { networkEdges, networkNodes } from "./n-tier-test-fixtures.ts";
import { pathsToOrganisation } from "./upstream-paths.ts";

// jsdom has no WebGL; sigma reads WebGL's constants as it loads (and nothing here draws), so
// any number does. Its style evaluation below is sigma's own, as it runs in the browser.
vi.stubGlobal("WebGL2RenderingContext", new Proxy({}, { get: () => 0 }));
const { analyzeStyleDeclaration, evaluateEdgeStyle, evaluateNodeStyle } = await import(
  "sigma/types"
);
const { dimmedColour, edgeStateSteps, edgeStyles, graphSettings, nodeStateSteps, nodeStyles } =
  await import("./graph-drawing.ts");

const graph = buildNTierGraph(networkNodes, networkEdges, "centrality");
const idle = {
  isIdle: true,
  isPanning: false,
  isZooming: false,
  isDragging: false,
  hasHovered: false,
  hasHighlighted: false,
};
const plainNode = {
  isHovered: false,
  isLabelHovered: false,
  isHidden: false,
  isHighlighted: false,
  isDragged: false,
  isDimmed: false,
  isSelected: false,
};
const plainEdge = {
  isHovered: false,
  isLabelHovered: false,
  isHidden: false,
  isHighlighted: false,
  parallelIndex: 0,
  parallelCount: 1,
  isDimmed: false,
};

/** What sigma itself draws for a node in a state, with our styles. */
function drawn(id: string, state: Partial<typeof plainNode> = {}) {
  return evaluateNodeStyle(
    [...nodeStyles],
    graph.getNodeAttributes(id),
    { ...plainNode, ...state },
    idle,
    graph as unknown as Graph,
  );
}

/** The states a list of steps leaves, as sigma sets them one step after the other. */
function applied<S>(steps: [string[], Partial<S>][]): Map<string, Partial<S>> {
  const states = new Map<string, Partial<S>>();
  for (const [ids, state] of steps)
    for (const id of ids) states.set(id, { ...states.get(id), ...state });
  return states;
}

describe("n-tier graph drawing, level of detail", () => {
  it("labels by detail: a risky node is not forced, the root, hovered, selected and searched are", () => {
    // c2 (Borealis Parts) is risky: its label is the label grid's to show or not.
    expect(drawn("c2").labelVisibility).toBe("auto");
    expect(drawn(rootNodeId).labelVisibility).toBe("visible");
    expect(drawn("c2", { isHovered: true }).labelVisibility).toBe("visible");
    expect(drawn("c2", { isSelected: true }).labelVisibility).toBe("visible");
    expect(drawn("c2", { isHighlighted: true }).labelVisibility).toBe("visible");
    expect(drawn("c2", { isSelected: true }).depth).toBe("topNodes");
    expect(drawn("c2", { isDimmed: true })).toMatchObject({
      labelVisibility: "hidden",
      color: dimmedColour,
    });
    expect(drawn("c1").color).toBe(tierColour(1));
  });

  it("styles read only each item's own state, so a hover or a pan redraws no whole graph", () => {
    // "graph-state" makes sigma evaluate every node and edge again at each hover and pan.
    expect(analyzeStyleDeclaration([...nodeStyles]).dependency).toBe("item-state");
    expect(analyzeStyleDeclaration([...edgeStyles]).dependency).toBe("item-state");
  });

  it("hides edges and labels while the camera moves, one label per cell of a label's width", () => {
    expect(graphSettings).toMatchObject({ hideEdgesOnMove: true, hideLabelsOnMove: true });
    expect(graphSettings.labelGridCellSize).toBeGreaterThanOrEqual(150);
  });

  it("dims what is off a searched company's paths, except the selected node", () => {
    const highlight = pathsToOrganisation(graph, "c4");
    const nodes = applied(nodeStateSteps(graph.nodes(), highlight, "c1"));
    for (const id of highlight.nodes) expect(nodes.get(id)).toMatchObject({ isDimmed: false });
    expect(nodes.get("c4")).toMatchObject({ isHighlighted: true, isDimmed: false });
    const off = graph.nodes().filter((id) => !highlight.nodes.has(id) && id !== "c1");
    expect(off.length).toBeGreaterThan(0);
    for (const id of off) expect(nodes.get(id)).toMatchObject({ isDimmed: true });
    expect(nodes.get("c1")).toMatchObject({ isSelected: true, isDimmed: false });

    const edges = applied(edgeStateSteps(graph.edges(), highlight));
    for (const id of graph.edges()) expect(edges.get(id)?.isDimmed).toBe(!highlight.edges.has(id));
    const [onPath] = [...highlight.edges];
    if (!onPath) throw new Error("no highlighted edge");
    const style = evaluateEdgeStyle(
      [...edgeStyles],
      graph.getEdgeAttributes(onPath),
      { ...plainEdge, ...edges.get(onPath) },
      idle,
      graph as unknown as Graph,
    );
    expect(style).toMatchObject({ size: 2, visibility: "visible" });
  });

  it("without a search nothing is dimmed or highlighted, and clearing one undoes it", () => {
    const nodes = applied(nodeStateSteps(graph.nodes(), null, null));
    for (const id of graph.nodes())
      expect(nodes.get(id)).toEqual({ isHighlighted: false, isDimmed: false, isSelected: false });
    const edges = applied(edgeStateSteps(graph.edges(), null));
    for (const id of graph.edges())
      expect(edges.get(id)).toEqual({ isHighlighted: false, isDimmed: false });
  });
});
