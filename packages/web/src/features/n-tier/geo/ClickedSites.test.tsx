import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForTest } from "../../../testing/render-for-test.tsx";
import { acme, borealis, nTierSite } from "../graph/n-tier-test-fixtures.ts";
import { ClickedSites } from "./ClickedSites.tsx";
import { N_TIER_CLICKED_SITES_QUERY } from "./site-map.graphql.ts";

const berlin = nTierSite("s1", acme, {
  countryCode: "DE",
  latitude: 52.52,
  longitude: 13.4,
  name: "Berlin plant",
});
const lyon = nTierSite("s3", borealis, {
  countryCode: "FR",
  latitude: 45.76,
  longitude: 4.84,
  name: "Lyon works",
});

describe("ClickedSites", () => {
  it("asks for the clicked sites and lists their companies, linked to their profiles", async () => {
    renderForTest(<ClickedSites ids={["s3", "s1"]} slugs={new Map([["c1", "acme-metals"]])} />, [
      {
        request: { query: N_TIER_CLICKED_SITES_QUERY, variables: { ids: ["s3", "s1"] } },
        result: { data: { nTierSites: [berlin, lyon] } },
      },
    ]);
    expect(screen.getByLabelText("Loading the companies at these sites")).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Companies at these sites" });
    const link = within(list).getByRole("link", { name: "Acme Metals" });
    expect(link.getAttribute("href")).toBe("/company/acme-metals");
    expect(within(list).getByText("Borealis Parts")).toBeTruthy();
    expect(within(list).getByText("Lyon works")).toBeTruthy();
  });
});
