import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForTest } from "../../../testing/render-for-test.tsx";
import {
  acme,
  borealis,
  cobalt,
  networkEdges,
  networkNodes,
  nTierSite,
} from "../graph/n-tier-test-fixtures.ts";
import { N_TIER_GRAPH_QUERY, N_TIER_SITES_QUERY } from "../n-tier.graphql.ts";
import { emptyNTierFilter } from "../n-tier-filter.ts";
import { EXPOSURE_QUERY } from "./exposure.graphql.ts";
import { NTierGeoView } from "./NTierGeoView.tsx";

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const sites = [
  nTierSite("s1", acme, {
    countryCode: "DE",
    latitude: 52.52,
    longitude: 13.4,
    name: "Berlin plant",
  }),
  nTierSite("s2", borealis, {
    countryCode: "FR",
    latitude: 45.76,
    longitude: 4.84,
    name: "Lyon works",
  }),
  nTierSite("s3", cobalt, {
    countryCode: "CL",
    latitude: -33.45,
    longitude: -70.67,
    name: "Santiago mine",
  }),
];

function mocks(filter: Record<string, unknown>, siteAnswer: unknown[]): Mock[] {
  return [
    {
      request: { query: N_TIER_SITES_QUERY, variables: { filter } },
      result: { data: { nTierSites: siteAnswer } },
    },
    {
      request: { query: N_TIER_GRAPH_QUERY, variables: { filter } },
      result: {
        data: {
          nTierGraph: {
            __typename: "NTierGraph",
            nodes: networkNodes,
            edges: networkEdges,
            truncated: false,
          },
        },
      },
    },
    {
      request: { query: EXPOSURE_QUERY, variables: { countries: ["CL"], hasRisks: true } },
      result: { data: { nTierExposure: [borealis] } },
    },
    {
      request: {
        query: EXPOSURE_QUERY,
        variables: { region: { west: -80, south: -40, east: -60, north: -20 }, hasRisks: null },
      },
      result: { data: { nTierExposure: [acme] } },
    },
  ];
}

// jsdom has no WebGL, like a browser with it switched off: the view must fall back to its list.
describe("NTierGeoView without WebGL", () => {
  it("says the map cannot be drawn and lists the sites by country with profile links", async () => {
    renderForTest(<NTierGeoView filter={emptyNTierFilter} />, mocks({}, sites));
    expect(await screen.findByText("The map cannot be drawn in this browser")).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "Show as list" })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Chile",
      "France",
      "Germany",
    ]);
    const germany = await screen.findByRole("list", { name: "Companies with sites in Germany" });
    const link = await within(germany).findByRole("link", { name: "Acme Metals" });
    expect(link.getAttribute("href")).toBe("/company/acme-metals");
    expect(within(germany).getByText("Berlin plant")).toBeTruthy();
    expect(screen.getByText("3 sites in 3 countries")).toBeTruthy();
  });

  it("opens a country's exposure from the list, as a click on the map's country does", async () => {
    const filter = { ...emptyNTierFilter, hasRisks: true };
    renderForTest(<NTierGeoView filter={filter} />, mocks({ hasRisks: true }, sites));
    const button = await screen.findByRole("button", { name: "Exposed suppliers in Chile" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    const exposed = await screen.findByRole("list", { name: "Tier-1 suppliers exposed to Chile" });
    expect(within(exposed).getByRole("link", { name: "Borealis Parts" })).toBeTruthy();
  });

  it("lists the exposure of a region typed in degrees, for keyboards and the list view", async () => {
    renderForTest(<NTierGeoView filter={emptyNTierFilter} />, mocks({}, sites));
    fireEvent.click(await screen.findByRole("button", { name: "Enter a region" }));
    const form = await screen.findByRole("form", { name: "Region in degrees" });
    const submit = await within(form).findByRole("button", { name: "Show exposed suppliers" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    const edges: [string, string][] = [
      ["North (latitude)", "-20"],
      ["South (latitude)", "-40"],
      ["West (longitude)", "-80"],
      ["East (longitude)", "-60"],
    ];
    for (const [label, value] of edges)
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fireEvent.click(submit);
    const panel = await screen.findByRole("region", {
      name: "Tier-1 suppliers exposed to the entered region",
    });
    expect(within(panel).getByText("40.0°S to 20.0°S, 80.0°W to 60.0°W")).toBeTruthy();
    const exposed = await within(panel).findByRole("list");
    expect(within(exposed).getByRole("link", { name: "Acme Metals" })).toBeTruthy();
  });

  it("says so when no company of the network has a site", async () => {
    renderForTest(<NTierGeoView filter={emptyNTierFilter} />, mocks({}, []));
    expect(await screen.findByText("No sites to show")).toBeTruthy();
  });
});
