import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForTest } from "../../../testing/render-for-test.tsx";
import { N_TIER_GRAPH_QUERY } from "../n-tier.graphql.ts";
import { emptyNTierFilter } from "../n-tier-filter.ts";
import { graphNodeLimit } from "./graph-model.ts";
import { NTierGraphView } from "./NTierGraphView.tsx";
import { networkEdges, networkNodes } from "./n-tier-test-fixtures.ts";

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function graphMock(
  filter: Record<string, unknown>,
  nodes: unknown[] = networkNodes,
  truncated = false,
): Mock {
  return {
    request: { query: N_TIER_GRAPH_QUERY, variables: { filter, limit: graphNodeLimit } },
    result: {
      data: { nTierGraph: { __typename: "NTierGraph", nodes, edges: networkEdges, truncated } },
    },
  };
}

const listed = (tier: number) =>
  within(screen.getByRole("list", { name: `Tier ${tier} companies` }))
    .getAllByRole("link")
    .map((link) => link.textContent);

// jsdom has no WebGL, like a browser with it switched off: the view must fall back to its list.
describe("NTierGraphView without WebGL", () => {
  it("says the graph cannot be drawn and lists the network by tier", async () => {
    renderForTest(<NTierGraphView filter={emptyNTierFilter} />, [graphMock({})]);
    expect(await screen.findByText("The graph cannot be drawn in this browser")).toBeTruthy();
    expect(listed(1)).toEqual(["Acme Metals", "Borealis Parts"]);
    expect(listed(2)).toEqual(["Cobalt Mining", "Ember Textiles"]);
    expect(listed(3)).toEqual(["Dune Chemicals"]);
    const tier2 = screen.getByRole("list", { name: "Tier 2 companies" });
    expect(within(tier2).getByText("Supplies Acme Metals, Borealis Parts")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Dune Chemicals" }).getAttribute("href")).toBe(
      "/company/dune-chemicals",
    );
    // Without the scores' flags, the size falls back to the connections.
    expect(screen.getByRole("radio", { name: "Connections" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Centrality" })).toHaveProperty("disabled", true);
  });

  it("shows a company's suppliers ranked by relevance in its details", async () => {
    renderForTest(<NTierGraphView filter={emptyNTierFilter} />, [graphMock({})]);
    fireEvent.click(await screen.findByRole("button", { name: "Details of Borealis Parts" }));
    const popup = await screen.findByRole("dialog", { name: "Borealis Parts" });
    expect(within(popup).getByText("Relevance 20: 0 alerts × 5 + 2 risks × 10")).toBeTruthy();
    const suppliers = within(popup).getByRole("list", { name: "Suppliers of Borealis Parts" });
    expect(
      within(suppliers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Cobalt Mining relevance 25 (3 alerts, 1 risk)",
      "Ember Textiles relevance 20 (4 alerts, 0 risks)",
    ]);
    fireEvent.keyDown(popup, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("highlights a searched company's paths to the organisation", async () => {
    renderForTest(<NTierGraphView filter={emptyNTierFilter} />, [graphMock({})]);
    // The label names the input and its list of options alike.
    const [search] = (await screen.findAllByLabelText("Highlight paths from a company")).filter(
      (element) => element.tagName === "INPUT",
    );
    if (!search) throw new Error("no search input");
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: "Emb" } });
    // Mantine keeps its dropdown hidden while it animates, which jsdom never finishes.
    fireEvent.click(await screen.findByRole("option", { name: "Ember Textiles", hidden: true }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Ember Textiles reaches your organisation through 1 customer (highlighted).",
    );
    expect(listed(1)).toEqual(["Borealis Parts"]);
    expect(listed(2)).toEqual(["Ember Textiles"]);
    expect(screen.queryByRole("list", { name: "Tier 3 companies" })).toBeNull();
  });

  it("sizes by centrality when the organisation has it, and warns of a cut network", async () => {
    const scored = networkNodes.map((node, index) => ({
      ...node,
      centrality: index / 10,
      degree: 1,
    }));
    renderForTest(<NTierGraphView filter={{ ...emptyNTierFilter, tiers: [1, 2] }} />, [
      graphMock({ tiers: [1, 2] }, scored, true),
    ]);
    expect(await screen.findByText("Only part of the network is shown")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Centrality" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Impact" })).toHaveProperty("disabled", true);
  });

  it("says so when nothing matches the filter", async () => {
    renderForTest(<NTierGraphView filter={emptyNTierFilter} />, [graphMock({}, [])]);
    expect(await screen.findByText("No suppliers to show")).toBeTruthy();
  });
});
