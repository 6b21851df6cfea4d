import { describe, expect, it } from "vitest";
import {
  buildNTierGraph,
  cameraRatioLimits,
  effectiveMeasure,
  nodeDiameters,
  riskMarker,
  rootNodeId,
  tierColour,
} from "./graph-model.ts";
import {
  acme,
  borealis,
  cobalt,
  dune,
  ember,
  networkEdges,
  networkNodes,
  nTierEdge,
} from "./n-tier-test-fixtures.ts";

describe("n-tier graph building", () => {
  it("adds the organisation as the root that every tier-1 supplier supplies", () => {
    const graph = buildNTierGraph(networkNodes, networkEdges, "centrality");
    expect(graph.order).toBe(6);
    expect(graph.getNodeAttribute(rootNodeId, "label")).toBe("Your organisation");
    expect(graph.inNeighbors(rootNodeId).sort()).toEqual(["c1", "c2"]);
    expect(graph.outNeighbors("c3").sort()).toEqual(["c1", "c2"]);
    expect(graph.getEdgeAttribute("c3", "c1", "parts")).toEqual(["cobalt"]);
  });

  it("leads a tier-1 edge to an unknown customer to the root, and drops others", () => {
    const graph = buildNTierGraph(
      [acme, cobalt],
      [nTierEdge("c1", "org-42", ["steel"]), nTierEdge("c3", "somebody-filtered-out")],
      "degree",
    );
    expect(graph.getEdgeAttribute("c1", rootNodeId, "parts")).toEqual(["steel"]);
    expect(graph.outDegree("c3")).toBe(0);
    expect(graph.size).toBe(1);
  });

  it("colours nodes by tier and marks risky ones in their labels, forcing only the root's", () => {
    const graph = buildNTierGraph(networkNodes, networkEdges, "centrality");
    expect(graph.getNodeAttribute("c1", "color")).toBe(tierColour(1));
    expect(graph.getNodeAttribute("c3", "color")).toBe(tierColour(2));
    expect(graph.getNodeAttribute("c4", "color")).toBe(tierColour(3));
    expect(new Set([tierColour(0), tierColour(1), tierColour(2), tierColour(3)]).size).toBe(4);
    expect(graph.getNodeAttribute("c2", "label")).toBe(`${riskMarker} Borealis Parts`);
    // Nearly every node of a real network is risky: forcing their labels piled them up.
    expect(graph.getNodeAttribute("c2", "forceLabel")).toBe(false);
    expect(graph.getNodeAttribute("c1", "label")).toBe("Acme Metals");
    expect(graph.getNodeAttribute("c1", "forceLabel")).toBe(false);
    expect(graph.getNodeAttribute(rootNodeId, "forceLabel")).toBe(true);
  });
});

describe("node sizes", () => {
  it("run from 16 to 64 in proportion to the measure", () => {
    const sizes = nodeDiameters(
      new Map([
        ["a", 0],
        ["b", 0.5],
        ["c", 1],
        ["d", null],
      ]),
    );
    expect(Object.fromEntries(sizes)).toEqual({ a: 16, b: 40, c: 64, d: 16 });
  });

  it("are all the smallest when nothing tells the nodes apart", () => {
    expect([
      ...nodeDiameters(
        new Map([
          ["a", 3],
          ["b", 3],
        ]),
      ).values(),
    ]).toEqual([16, 16]);
  });

  it("follow centrality, or impact when chosen, and the sigma radius is half the diameter", () => {
    const nodes = [
      { ...acme, centrality: 0.1, impact: 4 },
      { ...borealis, centrality: 0.9, impact: 0 },
      { ...cobalt, centrality: 0.5, impact: 2 },
    ];
    const byCentrality = buildNTierGraph(nodes, [], "centrality");
    expect(byCentrality.getNodeAttribute("c1", "diameter")).toBe(16);
    expect(byCentrality.getNodeAttribute("c2", "diameter")).toBe(64);
    expect(byCentrality.getNodeAttribute("c2", "size")).toBe(32);
    const byImpact = buildNTierGraph(nodes, [], "impact");
    expect(byImpact.getNodeAttribute("c1", "diameter")).toBe(64);
    expect(byImpact.getNodeAttribute("c2", "diameter")).toBe(16);
    expect(byImpact.getNodeAttribute("c3", "diameter")).toBe(40);
  });

  it("fall back to the degree when the organisation has no scores", () => {
    expect(effectiveMeasure(networkNodes, "centrality")).toBe("degree");
    expect(effectiveMeasure(networkNodes, "impact")).toBe("degree");
    const graph = buildNTierGraph(networkNodes, networkEdges, "centrality");
    // Degrees: Cobalt 3 (the most), Borealis 3, Acme 2, Ember 1, Dune 1 (the fewest).
    expect(graph.getNodeAttribute("c3", "diameter")).toBe(64);
    expect(graph.getNodeAttribute("c4", "diameter")).toBe(16);
    expect(graph.getNodeAttribute("c1", "diameter")).toBe(40);
    for (const node of [acme, borealis, cobalt, dune, ember]) {
      const diameter = graph.getNodeAttribute(node.id, "diameter");
      expect(diameter).toBeGreaterThanOrEqual(16);
      expect(diameter).toBeLessThanOrEqual(64);
    }
  });
});

describe("zoom", () => {
  it("allows 0.1 to 3 times, as sigma's inverse camera ratios", () => {
    expect(cameraRatioLimits.minCameraRatio).toBeCloseTo(1 / 3);
    expect(cameraRatioLimits.maxCameraRatio).toBeCloseTo(10);
  });
});
