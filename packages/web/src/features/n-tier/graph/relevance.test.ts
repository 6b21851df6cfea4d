import { describe, expect, it } from "vitest";
import { buildNTierGraph, rootNodeId } from "./graph-model.ts";
import {
  acme,
  borealis,
  cobalt,
  dune,
  ember,
  networkEdges,
  networkNodes,
} from "./n-tier-test-fixtures.ts";
import { rankByRelevance, relevance, suppliersByRelevance } from "./relevance.ts";

describe("relevance", () => {
  it("weighs alerts by 5 and risks by 10", () => {
    expect(relevance({ alertCount: 0, riskCount: 0 })).toBe(0);
    expect(relevance({ alertCount: 3, riskCount: 1 })).toBe(25);
    expect(relevance({ alertCount: 1, riskCount: 2 })).toBe(25);
    expect(relevance({ alertCount: 4, riskCount: 0 })).toBe(20);
  });

  it("ranks the most relevant first, equal ones by name", () => {
    const ranked = rankByRelevance([acme, ember, cobalt, borealis, dune]);
    expect(ranked.map((entry) => [entry.company.name, entry.relevance])).toEqual([
      ["Cobalt Mining", 25],
      ["Borealis Parts", 20],
      ["Ember Textiles", 20],
      ["Acme Metals", 5],
      ["Dune Chemicals", 0],
    ]);
  });

  it("ranks a clicked node's direct suppliers; the organisation's are its tier-1 suppliers", () => {
    const graph = buildNTierGraph(networkNodes, networkEdges, "degree");
    expect(suppliersByRelevance(graph, "c2").map((e) => e.company.name)).toEqual([
      "Cobalt Mining",
      "Ember Textiles",
    ]);
    expect(suppliersByRelevance(graph, rootNodeId).map((e) => e.company.name)).toEqual([
      "Borealis Parts",
      "Acme Metals",
    ]);
    expect(suppliersByRelevance(graph, "c4")).toEqual([]);
  });
});
