import Graph from "graphology";
import type { NTierEdge, NTierNode } from "../n-tier.graphql.ts";

/**
 * The n-tier network as a graphology graph (spec 3 §3 "N-tier"): one node per company plus the
 * root, the organisation itself, which every tier-1 supplier supplies. Edges run from supplier
 * to customer, so "upstream" is against the edges' direction.
 */

/** The organisation's node. Company ids are the API's ids, which never take this form. */
export const rootNodeId = "n-tier:organisation";

/**
 * The most nodes the graph asks for (issue 29: it stays fluid at 10,000); a larger network says
 * it is truncated and asks for a narrower filter.
 */
export const graphNodeLimit = 10_000;

/** Spec 3 §3, §9: graph node sizes run from 16 to 64. */
export const nodeSizeRange = { min: 16, max: 64 } as const;

/** What decides a node's size: the flag-gated scores, or the edge count, which is always known. */
export type SizeMeasure = "centrality" | "impact" | "degree";

export const tierColours: Readonly<Record<number, string>> = {
  0: "#343a40",
  1: "#1971c2",
  2: "#2f9e44",
  3: "#e8590c",
};
export const tierColour = (tier: number) => tierColours[tier] ?? "#868e96";
/** Marks a risky node's label; colour stays the tier's, so both read at once. */
export const riskMarker = "⚠";

export interface NodeAttributes {
  label: string;
  x: number;
  y: number;
  /** Sigma's size is a radius in pixels: half the diameter the spec's range speaks of. */
  size: number;
  diameter: number;
  color: string;
  /** 0 for the organisation. */
  tier: number;
  hasRisks: boolean;
  /** Always labelled: the organisation only (graph-drawing.ts labels the rest by detail). */
  forceLabel: boolean;
  /** The API's node; absent on the root. */
  company: NTierNode | null;
}
export interface EdgeAttributes {
  parts: string[];
  size: number;
  color: string;
}
export type NTierGraphModel = Graph<NodeAttributes, EdgeAttributes>;

/** The measure in force: the chosen score when the organisation has it, else the degree. */
export function effectiveMeasure(nodes: readonly NTierNode[], chosen: SizeMeasure): SizeMeasure {
  if (chosen === "degree") return "degree";
  return nodes.some((node) => node[chosen] !== null) ? chosen : "degree";
}

/**
 * Node diameters from 16 to 64, in proportion to the measure between its smallest and largest
 * value in the network (a node without a value counts as the smallest). When every node has the
 * same value, all take the smallest size.
 */
export function nodeDiameters(values: ReadonlyMap<string, number | null>): Map<string, number> {
  const known = [...values.values()].filter((value): value is number => value !== null);
  const low = known.length > 0 ? Math.min(...known) : 0;
  const high = known.length > 0 ? Math.max(...known) : 0;
  const span = nodeSizeRange.max - nodeSizeRange.min;
  return new Map(
    [...values].map(([id, value]) => [
      id,
      high > low
        ? nodeSizeRange.min + (((value ?? low) - low) / (high - low)) * span
        : nodeSizeRange.min,
    ]),
  );
}

/**
 * Builds the graph of an nTierGraph answer. An edge whose customer is not a returned node belongs
 * to a tier-1 supplier and leads to the organisation; every tier-1 node is linked to it even if
 * the answer left that edge out. Nodes start on rings by tier, which the layout then refines.
 */
export function buildNTierGraph(
  nodes: readonly NTierNode[],
  edges: readonly NTierEdge[],
  chosenMeasure: SizeMeasure,
): NTierGraphModel {
  const graph: NTierGraphModel = new Graph({ type: "directed", multi: false });
  const byTier = new Map<number, NTierNode[]>();
  for (const node of nodes) {
    const members = byTier.get(node.tier) ?? [];
    members.push(node);
    byTier.set(node.tier, members);
  }

  graph.addNode(rootNodeId, {
    label: "Your organisation",
    x: 0,
    y: 0,
    size: nodeSizeRange.max / 2,
    diameter: nodeSizeRange.max,
    color: tierColour(0),
    tier: 0,
    hasRisks: false,
    forceLabel: true,
    company: null,
  });
  for (const [tier, members] of byTier) {
    members.forEach((node, index) => {
      const angle = (2 * Math.PI * index) / members.length;
      graph.addNode(node.id, {
        label: node.hasRisks ? `${riskMarker} ${node.name}` : node.name,
        x: tier * 100 * Math.cos(angle),
        y: tier * 100 * Math.sin(angle),
        size: nodeSizeRange.min / 2,
        diameter: nodeSizeRange.min,
        color: tierColour(tier),
        tier,
        hasRisks: node.hasRisks,
        forceLabel: false,
        company: node,
      });
    });
  }

  const link = (supplier: string, customer: string, parts: string[]) => {
    if (supplier === customer) return;
    graph.mergeEdge(supplier, customer, { parts, size: 1, color: "#ced4da" });
  };
  for (const edge of edges) {
    const supplier = graph.hasNode(edge.supplierId)
      ? graph.getNodeAttributes(edge.supplierId)
      : null;
    if (!supplier || edge.supplierId === rootNodeId) continue;
    if (graph.hasNode(edge.customerId)) link(edge.supplierId, edge.customerId, edge.parts);
    else if (supplier.tier === 1) link(edge.supplierId, rootNodeId, edge.parts);
  }
  for (const node of byTier.get(1) ?? []) {
    if (!graph.hasEdge(node.id, rootNodeId)) link(node.id, rootNodeId, []);
  }

  const measure = effectiveMeasure(nodes, chosenMeasure);
  const values = new Map(
    nodes.map((node) => [node.id, measure === "degree" ? graph.degree(node.id) : node[measure]]),
  );
  for (const [id, diameter] of nodeDiameters(values)) {
    graph.mergeNodeAttributes(id, { diameter, size: diameter / 2 });
  }
  return graph;
}

/** Spec 3 §3, §9: the graph zooms from 0.1 to 3 times its fitted size. */
export const zoomRange = { min: 0.1, max: 3 } as const;

/**
 * Sigma's camera ratio is the inverse of the zoom (a ratio of 0.5 shows things twice as large),
 * so the zoom range becomes ratios from 1/3 (closest) to 10 (furthest).
 */
export const cameraRatioLimits = {
  minCameraRatio: 1 / zoomRange.max,
  maxCameraRatio: 1 / zoomRange.min,
} as const;
