import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import { NTierFilterBar } from "./NTierFilterBar.tsx";
import { NTierTable } from "./NTierTable.tsx";
import { useNTierFilter } from "./n-tier-filter.ts";
import {
  companiesMock,
  filterValue,
  filterValuesMock,
  layOutTheTable,
  nTierNode,
} from "./n-tier-test-fixtures.ts";

layOutTheTable();

const session = buildSession({
  organization: buildOrganization({ featureFlags: { nTier: true } }),
});

/** The frame's wiring: the bar writes the address, the table reads it. */
function FilteredTable() {
  const { filter, setFilter } = useNTierFilter();
  return (
    <>
      <NTierFilterBar filter={filter} onChange={setFilter} />
      <NTierTable filter={filter} />
    </>
  );
}

function renderBar(mocks: Mock[], path = "/n-tier/table") {
  return renderAppUi(<FilteredTable />, { mocks, path, session });
}

const location = () => screen.getByTestId("location").textContent;
const countries = [
  filterValue("DE", "Germany", 9),
  filterValue("CN", "China", 7),
  filterValue("US", "United States", 5),
  filterValue("IT", "Italy", 3),
  filterValue("PL", "Poland", 2),
];
const moreCountries = [filterValue("FR", "France", 1), filterValue("VN", "Viet Nam", 1)];

describe("the n-tier filter bar", () => {
  it("writes tier and risk into the address and asks the server with them", async () => {
    renderBar([
      companiesMock([nTierNode(1, "Alpha Foods"), nTierNode(2, "Beta Mills", { tier: 2 })]),
      companiesMock([nTierNode(1, "Alpha Foods")], { filter: { tiers: [1] } }),
      companiesMock([nTierNode(3, "Gamma Risks", { hasRisks: true })], {
        filter: { tiers: [1], hasRisks: true },
      }),
    ]);
    await screen.findByRole("link", { name: "Beta Mills" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Tier 1" }));
    await waitFor(() => expect(location()).toBe("/n-tier/table?tier=1"));
    expect(await screen.findByRole("link", { name: "Alpha Foods" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Beta Mills" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "With risks" }));
    await waitFor(() => expect(location()).toBe("/n-tier/table?tier=1&risk=yes"));
    expect(await screen.findByRole("link", { name: "Gamma Risks" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters (2)" }));
    await waitFor(() => expect(location()).toBe("/n-tier/table"));
  });

  it("offers country values five at a time, and a chosen one filters the table", async () => {
    renderBar([
      companiesMock([nTierNode(1, "Alpha Foods"), nTierNode(2, "Beta Mills", { tier: 2 })]),
      filterValuesMock("country", 1, countries, true),
      filterValuesMock("country", 2, moreCountries, false),
      companiesMock([nTierNode(2, "Beta Mills", { tier: 2, countryCode: "FR" })], {
        filter: { countries: ["FR"] },
      }),
    ]);
    await screen.findByRole("link", { name: "Alpha Foods" });
    fireEvent.click(screen.getByRole("button", { name: "Country filter" }));
    const list = await screen.findByRole("group", { name: "Country" });
    await waitFor(() => expect(within(list).getAllByRole("checkbox")).toHaveLength(5));
    expect(within(list).getByRole("checkbox", { name: "Germany" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    await waitFor(() => expect(within(list).getAllByRole("checkbox")).toHaveLength(7));
    expect(screen.queryByRole("button", { name: "More" })).toBeNull();
    fireEvent.click(within(list).getByRole("checkbox", { name: "France" }));
    await waitFor(() => expect(location()).toBe("/n-tier/table?country=FR"));
    expect(await screen.findByRole("link", { name: "Beta Mills" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Alpha Foods" })).toBeNull();
    const chosenButton = screen.getByRole("button", { name: "Country 1 selected" });
    // The name is the button's text, the visible label and count first (WCAG 2.5.3): no
    // aria-label stands in for it.
    expect(chosenButton.hasAttribute("aria-label")).toBe(false);
    expect(within(chosenButton).getByText("1")).toBeTruthy();
  });
});
