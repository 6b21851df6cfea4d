import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { possibleTypes } from "../../../app/apollo/possible-types.generated.ts";
import "../../../app/testing/render-with-session.tsx";
import { MemoryRouter, useLocation } from "react-router";
import { ComparePage } from "./ComparePage.tsx";
import {
  COMPARE_COMPANIES_QUERY,
  COMPARE_QUICK_SEARCH_QUERY,
  COMPARE_STATE_QUERY,
  COMPETITOR_SUGGESTIONS_QUERY,
  type CompareCompany,
  riskAreas,
  SET_COMPARE_COMPETITORS,
} from "./compare.graphql.ts";
import { companyId, compareCompany, suggestedCompany } from "./compare-test-fixtures.ts";
import { SAVED_COMPARISONS_QUERY } from "./saved-comparisons.graphql.ts";

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const alpha = compareCompany(1, "Alpha Steel", { metrics: { creditScore: 90 } });
const beta = compareCompany(2, "Beta Metals", { metrics: { creditScore: 40 } });
const gamma = compareCompany(3, "Gamma Forge", { metrics: { creditScore: 55 } });
const delta = compareCompany(4, "Delta Alloys");

function stateMock(maxCompanies: number, stored: string[] = []): Mock {
  return {
    request: { query: COMPARE_STATE_QUERY },
    result: {
      data: {
        compareSettings: { __typename: "CompareSettings", maxCompanies },
        compareCompetitors: { __typename: "CompareCompetitors", companyIds: stored },
      },
    },
  };
}

function companiesMock(ids: string[], found: CompareCompany[]): Mock {
  return {
    request: { query: COMPARE_COMPANIES_QUERY, variables: { ids, areas: riskAreas } },
    result: { data: { companiesByIds: found } },
    maxUsageCount: 5,
  };
}

function suggestionsMock(main: CompareCompany, maximum: number, count = 8): Mock {
  const names = ["Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa", "Lambda", "Mu"];
  return {
    request: {
      query: COMPETITOR_SUGGESTIONS_QUERY,
      variables: { id: main.id, first: 4 + maximum },
    },
    result: {
      data: {
        companyById: {
          __typename: "Company",
          id: main.id,
          competitorSuggestions: [
            // Already compared: must not take one of the four places.
            suggestedCompany(2, "Beta Metals"),
            ...names.slice(0, count).map((name, index) => suggestedCompany(10 + index, name)),
          ],
        },
      },
    },
    maxUsageCount: 5,
  };
}

function storeMock(ids: string[], calls: string[][]): Mock {
  return {
    request: { query: SET_COMPARE_COMPETITORS, variables: { ids } },
    result: () => {
      calls.push(ids);
      return {
        data: {
          setCompareCompetitors: { __typename: "CompareCompetitors", companyIds: ids },
        },
      };
    },
  };
}

const savedMock: Mock = {
  request: {
    query: SAVED_COMPARISONS_QUERY,
    variables: { archived: false, first: 10, offset: 0 },
  },
  result: {
    data: {
      savedComparisons: {
        __typename: "SavedComparisonConnection",
        items: [],
        itemsCount: 0,
        pageInfo: { __typename: "PageInfo", hasNextPage: false },
      },
    },
  },
  maxUsageCount: 10,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path: string, mocks: Mock[]) {
  return render(
    <MockedProvider mocks={[savedMock, ...mocks]} cache={new InMemoryCache({ possibleTypes })}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <ComparePage />
          <LocationProbe />
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}

const search = (ids: string[]) =>
  `/compare?id=${ids[0]}${ids.length > 1 ? `&competitors=${ids.slice(1).join(",")}` : ""}`;

function columnHeaders(): string[] {
  const table = screen.getByRole("table", { name: "Companies side by side" });
  const headerRow = within(table).getAllByRole("row")[0] as HTMLElement;
  return within(headerRow)
    .getAllByRole("columnheader")
    .slice(1)
    .map((cell) => within(cell).getByRole("link").textContent ?? "");
}

describe("ComparePage", () => {
  it("restores the session's stored companies when the URL names none, and tidies the URL", async () => {
    const ids = [alpha.id, beta.id, gamma.id];
    const calls: string[][] = [];
    renderPage("/compare", [
      stateMock(6, ids),
      companiesMock(ids, [alpha, beta, gamma]),
      suggestionsMock(alpha, 6),
      storeMock(ids, calls),
    ]);
    await waitFor(() =>
      expect(columnHeaders()).toEqual(["Alpha Steel", "Beta Metals", "Gamma Forge"]),
    );
    // The router applies navigations in a transition.
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(search(ids)));
    expect(document.title).toBe("Compare | Tierwise");
    // Highest credit score is marked, in words as well as colour.
    const creditRow = screen
      .getByRole("rowheader", { name: "Credit score" })
      .closest("tr") as HTMLElement;
    expect(within(creditRow).getByText("best value").closest("td")?.textContent).toContain("90");
    // The stored set did not change: nothing is written back.
    expect(calls).toEqual([]);
  });

  it("drops unknown and repeated ids from the URL and stores what is left", async () => {
    const unknown = companyId(99);
    const calls: string[][] = [];
    renderPage(`/compare?id=${alpha.id}&competitors=${beta.id},${unknown},${beta.id},junk`, [
      stateMock(6),
      companiesMock([alpha.id, beta.id, unknown], [alpha, beta]),
      companiesMock([alpha.id, beta.id], [alpha, beta]),
      suggestionsMock(alpha, 6),
      storeMock([alpha.id, beta.id], calls),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(search([alpha.id, beta.id])),
    );
    await waitFor(() => expect(calls).toEqual([[alpha.id, beta.id]]));
    expect(columnHeaders()).toEqual(["Alpha Steel", "Beta Metals"]);
  });

  it("caps the URL at the configured maximum", async () => {
    const ids = [alpha.id, beta.id, gamma.id, delta.id];
    renderPage(search(ids), [
      stateMock(3),
      companiesMock(ids.slice(0, 3), [alpha, beta, gamma]),
      suggestionsMock(alpha, 3),
      storeMock(ids.slice(0, 3), []),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(search(ids.slice(0, 3))),
    );
    await waitFor(() => expect(columnHeaders()).toHaveLength(3));
    const picker = screen.getByRole("combobox", { name: "Add company" });
    expect((picker as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("You can compare at most 3 companies.")).toBeTruthy();
  });

  it("removes a company with its column's remove button and stores the new set", async () => {
    const ids = [alpha.id, beta.id, gamma.id];
    const calls: string[][] = [];
    renderPage(search(ids), [
      stateMock(6, ids),
      companiesMock(ids, [alpha, beta, gamma]),
      companiesMock([alpha.id, gamma.id], [alpha, gamma]),
      suggestionsMock(alpha, 6),
      storeMock([alpha.id, gamma.id], calls),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Remove Beta Metals" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(search([alpha.id, gamma.id])),
    );
    await waitFor(() => expect(columnHeaders()).toEqual(["Alpha Steel", "Gamma Forge"]));
    await waitFor(() => expect(calls).toEqual([[alpha.id, gamma.id]]));
  });

  it("adds a company found by name in the Add company box", { timeout: 15_000 }, async () => {
    const ids = [alpha.id, beta.id];
    const calls: string[][] = [];
    renderPage(search(ids), [
      stateMock(6, ids),
      companiesMock(ids, [alpha, beta]),
      companiesMock([...ids, delta.id], [alpha, beta, delta]),
      suggestionsMock(alpha, 6),
      {
        request: { query: COMPARE_QUICK_SEARCH_QUERY, variables: { text: "delta", first: 6 } },
        result: {
          data: {
            quickSearch: {
              __typename: "QuickSearchResult",
              companies: [
                {
                  __typename: "QuickSearchCompany",
                  id: delta.id,
                  slug: delta.slug,
                  displayName: "Delta Alloys",
                  city: "Pittsburgh",
                  countryCode: "US",
                  industry: "Steel",
                },
              ],
            },
          },
        },
      },
      storeMock([...ids, delta.id], calls),
    ]);
    await waitFor(() => expect(columnHeaders()).toHaveLength(2));
    const picker = screen.getByRole("combobox", { name: "Add company" });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: "delta" } });
    // jsdom runs no CSS transitions: the opening dropdown still counts as hidden.
    fireEvent.click(await screen.findByRole("option", { name: /Delta Alloys/, hidden: true }));
    await waitFor(() =>
      expect(columnHeaders()).toEqual(["Alpha Steel", "Beta Metals", "Delta Alloys"]),
    );
    expect(screen.getByTestId("location").textContent).toBe(search([...ids, delta.id]));
    await waitFor(() => expect(calls).toEqual([[...ids, delta.id]]));
  });

  it("shows four competitor suggestions not yet compared, and adds one", async () => {
    const ids = [alpha.id, beta.id];
    const epsilon = compareCompany(10, "Epsilon");
    renderPage(search(ids), [
      stateMock(6, ids),
      companiesMock(ids, [alpha, beta]),
      companiesMock([...ids, epsilon.id], [alpha, beta, epsilon]),
      suggestionsMock(alpha, 6),
      storeMock([...ids, epsilon.id], []),
    ]);
    const section = await screen.findByRole("region", { name: "Competitor suggestions" });
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(4));
    expect(within(section).queryByText("Beta Metals")).toBeNull();
    // Location names: name, US state code, country code (spec 1 §9).
    const card = within(section).getByRole("listitem", { name: "Epsilon" });
    expect(within(card).getByText("Steel Manufacturing · Austin, TX, US")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Add Epsilon" }));
    await waitFor(() => expect(columnHeaders()).toEqual(["Alpha Steel", "Beta Metals", "Epsilon"]));
  });

  it("asks for companies when fewer than two are chosen", async () => {
    renderPage(`/compare?id=${alpha.id}`, [
      stateMock(6),
      companiesMock([alpha.id], [alpha]),
      suggestionsMock(alpha, 6),
      storeMock([alpha.id], []),
    ]);
    expect(await screen.findByText("Add companies to compare them side by side.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Remove Alpha Steel" })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Companies side by side" })).toBeNull();
  });

  it("says so when the companies cannot be loaded", async () => {
    const ids = [alpha.id, beta.id];
    renderPage(search(ids), [
      stateMock(6, ids),
      {
        request: { query: COMPARE_COMPANIES_QUERY, variables: { ids, areas: riskAreas } },
        error: new Error("network down"),
      },
      suggestionsMock(alpha, 6),
    ]);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
