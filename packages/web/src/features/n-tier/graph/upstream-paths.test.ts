import { describe, expect, it } from "vitest";
import { buildNTierGraph, rootNodeId } from "./graph-model.ts";
import { acme, dune, networkEdges, networkNodes, nTierEdge } from "./n-tier-test-fixtures.ts";
import { pathSummary, pathsToOrganisation } from "./upstream-paths.ts";

describe("a company's paths to the organisation", () => {
  const graph = buildNTierGraph(networkNodes, networkEdges, "degree");

  it("holds every customer between a tier-3 supplier and the organisation", () => {
    const highlight = pathsToOrganisation(graph, "c4");
    expect([...highlight.nodes].sort()).toEqual(["c1", "c2", "c3", "c4", rootNodeId].sort());
    const edges = [...highlight.edges].map((edge) => `${graph.source(edge)}→${graph.target(edge)}`);
    expect(edges.sort()).toEqual(
      ["c4→c3", "c3→c1", "c3→c2", `c1→${rootNodeId}`, `c2→${rootNodeId}`].sort(),
    );
    // Ember supplies Borealis too, but lies on no path from Dune.
    expect(highlight.nodes.has("c5")).toBe(false);
    expect(pathSummary(highlight, dune.name)).toBe(
      "Dune Chemicals reaches your organisation through 3 customers (highlighted).",
    );
  });

  it("follows one branch only when the company supplies one customer", () => {
    const highlight = pathsToOrganisation(graph, "c5");
    expect([...highlight.nodes].sort()).toEqual(["c2", "c5", rootNodeId].sort());
    expect(highlight.edges.size).toBe(2);
  });

  it("is just the company and the root for a tier-1 supplier", () => {
    const highlight = pathsToOrganisation(graph, "c1");
    expect([...highlight.nodes].sort()).toEqual(["c1", rootNodeId].sort());
    expect(pathSummary(highlight, acme.name)).toBe(
      "Acme Metals supplies your organisation directly.",
    );
  });

  it("leaves out customers that lead nowhere near the organisation", () => {
    // A filter can leave a tier-2 company whose customers are not shown.
    const partial = buildNTierGraph(
      [...networkNodes],
      [...networkEdges, nTierEdge("c4", "c5")].filter((edge) => edge.customerId !== "c2"),
      "degree",
    );
    const highlight = pathsToOrganisation(partial, "c5");
    expect([...highlight.nodes]).toEqual(["c5"]);
    expect(pathSummary(highlight, "Ember Textiles")).toBe(
      "Ember Textiles has no path to your organisation in the network shown.",
    );
    expect(pathsToOrganisation(partial, "unknown").nodes.size).toBe(0);
  });
});
