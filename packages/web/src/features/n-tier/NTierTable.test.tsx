import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import { NTierTable } from "./NTierTable.tsx";
import { useNTierFilter } from "./n-tier-filter.ts";
import { companiesMock, layOutTheTable, nTierNode } from "./n-tier-test-fixtures.ts";

const scrollAreaLabel = "Supplier table, scrollable";
layOutTheTable(scrollAreaLabel);

const session = buildSession({
  organization: buildOrganization({ featureFlags: { nTier: true } }),
});

/** The table as the page mounts it: the filter comes from the address. */
function TableOfAddress() {
  const { filter } = useNTierFilter();
  return <NTierTable filter={filter} />;
}

function renderTable(mocks: Mock[], path = "/n-tier/table") {
  return renderAppUi(<TableOfAddress />, { mocks, path, session });
}

const location = () => screen.getByTestId("location").textContent;

function headers(): string[] {
  const table = screen.getByRole("table", { name: "Suppliers" });
  const head = within(table).getAllByRole("row")[0] as HTMLElement;
  return within(head)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent?.trim() ?? "");
}

function rowOf(name: string): HTMLElement {
  return screen.getByRole("link", { name }).closest("tr") as HTMLElement;
}

describe("the n-tier table", () => {
  it("lists the network with a tier badge for tiers under 3 only, and links each profile", async () => {
    renderTable([
      companiesMock([
        nTierNode(1, "Alpha Foods", { tier: 1, parts: ["Flour", "Sugar"], hasRisks: true }),
        nTierNode(2, "Beta Mills", { tier: 2, countryCode: "FR", siteCount: 3 }),
        nTierNode(3, "Gamma Farms", { tier: 3, industry: null }),
      ]),
    ]);
    expect(await screen.findByRole("link", { name: "Alpha Foods" })).toHaveProperty(
      "pathname",
      "/company/alpha-foods",
    );
    expect(screen.getByText("3 companies")).toBeTruthy();
    expect(within(rowOf("Alpha Foods")).queryByTestId("tier-badge")?.textContent).toBe("Tier 1");
    expect(within(rowOf("Beta Mills")).queryByTestId("tier-badge")?.textContent).toBe("Tier 2");
    expect(within(rowOf("Gamma Farms")).queryByTestId("tier-badge")).toBeNull();
    expect(within(rowOf("Gamma Farms")).getByText("Tier 3")).toBeTruthy();
    expect(within(rowOf("Alpha Foods")).getByText("Flour, Sugar")).toBeTruthy();
    expect(within(rowOf("Alpha Foods")).getByText("Risks")).toBeTruthy();
    expect(within(rowOf("Beta Mills")).getByText("None")).toBeTruthy();
    // Without the organisation's centrality and impact features the server gives neither.
    expect(headers()).toEqual([
      "Company",
      "Tier",
      "Country",
      "Industry",
      "Parts",
      "Risk",
      "Sites",
      "Actions",
    ]);
  });

  it("shows centrality and impact when the server gives them", async () => {
    renderTable([
      companiesMock([
        nTierNode(1, "Alpha Foods", { centrality: 0.4567, degree: 4, impact: 12 }),
        nTierNode(2, "Beta Mills", { tier: 2, centrality: 0, degree: 1, impact: 0 }),
      ]),
    ]);
    await screen.findByRole("link", { name: "Alpha Foods" });
    expect(headers()).toEqual([
      "Company",
      "Tier",
      "Country",
      "Industry",
      "Parts",
      "Risk",
      "Centrality",
      "Impact",
      "Sites",
      "Actions",
    ]);
    expect(within(rowOf("Alpha Foods")).getByText("0.457")).toBeTruthy();
    expect(within(rowOf("Alpha Foods")).getByText("12")).toBeTruthy();
  });

  it("sorts on the server by the clicked column, keeping the order in the address", async () => {
    const byName = [nTierNode(1, "Alpha Foods"), nTierNode(2, "Zeta Steel", { tier: 2 })];
    renderTable([
      companiesMock([...byName].reverse()),
      companiesMock(byName, { sort: { field: "name", direction: "asc" } }),
      companiesMock([...byName].reverse(), { sort: { field: "name", direction: "desc" } }),
    ]);
    await screen.findByRole("link", { name: "Zeta Steel" });
    fireEvent.click(screen.getByRole("button", { name: "Company" }));
    await waitFor(() => expect(location()).toBe("/n-tier/table?sort=name&dir=asc"));
    await waitFor(() =>
      expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
        "Alpha Foods",
        "Zeta Steel",
      ]),
    );
    expect(screen.getByRole("columnheader", { name: "Company" }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    fireEvent.click(screen.getByRole("button", { name: "Company" }));
    await waitFor(() => expect(location()).toBe("/n-tier/table?sort=name&dir=desc"));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: "Company" }).getAttribute("aria-sort")).toBe(
        "descending",
      ),
    );
  });

  it("sends the address's filter to the server", async () => {
    renderTable(
      [
        companiesMock([nTierNode(4, "Delta Plastics", { tier: 2, hasRisks: true })], {
          filter: { tiers: [2], countries: ["CN"], hasRisks: true, search: "delta" },
        }),
      ],
      "/n-tier/table?tier=2&country=cn&risk=yes&search=delta",
    );
    expect(await screen.findByRole("link", { name: "Delta Plastics" })).toBeTruthy();
  });

  it("says when nothing matches the filters", async () => {
    renderTable([companiesMock([], { filter: { tiers: [3] } })], "/n-tier/table?tier=3");
    expect(
      await screen.findByText("No company of your supply chain matches these filters."),
    ).toBeTruthy();
  });

  it("draws only the rows in view, and asks for the next page as the end comes near", async () => {
    const all = Array.from({ length: 60 }, (_, index) =>
      nTierNode(index + 1, `Supplier ${String(index + 1).padStart(2, "0")}`),
    );
    renderTable([
      companiesMock(all.slice(0, 50), {}, 60),
      companiesMock(all.slice(50), { page: 2 }, 60),
    ]);
    await screen.findByRole("link", { name: "Supplier 01" });
    const drawn = () => screen.getAllByRole("link").length;
    expect(drawn()).toBeLessThan(30);
    expect(screen.queryByRole("link", { name: "Supplier 50" })).toBeNull();
    const scrollArea = screen.getByRole("region", { name: scrollAreaLabel });
    scrollArea.scrollTop = 44 * 45;
    fireEvent.scroll(scrollArea);
    expect(await screen.findByRole("link", { name: "Supplier 50" })).toBeTruthy();
    scrollArea.scrollTop = 44 * 60;
    fireEvent.scroll(scrollArea);
    expect(await screen.findByRole("link", { name: "Supplier 60" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Supplier 01" })).toBeNull();
    expect(screen.queryByLabelText("Loading more suppliers")).toBeNull();
  });

  it("stops at a page that fails to load until asked to try again", async () => {
    const all = Array.from({ length: 60 }, (_, index) =>
      nTierNode(index + 1, `Supplier ${index + 1}`),
    );
    const secondPage = companiesMock(all.slice(50), { page: 2 }, 60);
    renderTable([
      companiesMock(all.slice(0, 50), {}, 60),
      { ...secondPage, result: undefined, error: new Error("down") },
      secondPage,
    ]);
    await screen.findByRole("link", { name: "Supplier 1" });
    const scrollArea = screen.getByRole("region", { name: scrollAreaLabel });
    scrollArea.scrollTop = 44 * 45;
    fireEvent.scroll(scrollArea);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    scrollArea.scrollTop = 44 * 60;
    fireEvent.scroll(scrollArea);
    expect(await screen.findByRole("link", { name: "Supplier 60" })).toBeTruthy();
  });

  it("explains an empty network", async () => {
    renderTable([companiesMock([])]);
    expect(await screen.findByText("No suppliers yet")).toBeTruthy();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    const failing: Mock = { ...companiesMock([]), result: undefined, error: new Error("down") };
    renderTable([failing, companiesMock([nTierNode(1, "Alpha Foods")])]);
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Alpha Foods" })).toBeTruthy();
  });
});
