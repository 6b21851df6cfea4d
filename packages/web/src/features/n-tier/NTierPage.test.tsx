import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { renderAppUi } from "../../testing/render-app-ui.tsx";
import { NTierPage } from "./NTierPage.tsx";
import { companiesMock, layOutTheTable, nTierNode } from "./n-tier-test-fixtures.ts";

layOutTheTable();

const session = buildSession({
  organization: buildOrganization({ featureFlags: { nTier: true } }),
});

describe("the n-tier page", () => {
  it("opens on its sub-page's tab, and the tabs keep the shared filter", async () => {
    renderAppUi(<NTierPage />, {
      mocks: [companiesMock([nTierNode(1, "Alpha Foods")], { filter: { tiers: [1] } })],
      path: "/n-tier/table?tier=1",
      route: "/n-tier/:view",
      session,
    });
    expect(screen.getByRole("heading", { name: "N-Tier", level: 1 })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Table" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("link", { name: "Alpha Foods" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Tier 1" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("tab", { name: "Graph" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/n-tier/graph?tier=1"),
    );
    expect(screen.getByRole("tab", { name: "Graph" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("table", { name: "Suppliers" })).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Map" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/n-tier/geo?tier=1"),
    );
    expect(document.title).toContain("N-Tier: Map");
  });
});
