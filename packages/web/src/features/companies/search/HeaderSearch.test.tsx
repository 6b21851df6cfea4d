import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { describe, expect, it } from "vitest";
import "../../../app/testing/render-with-session.tsx";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { HeaderSearch } from "./HeaderSearch.tsx";
import { QUICK_SEARCH_QUERY, type QuickSearchCompany } from "./quick-search.graphql.ts";

// jsdom has no layout: Mantine scrolls the highlighted option into view.
Element.prototype.scrollIntoView ??= () => undefined;

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function company(overrides: Partial<QuickSearchCompany>): QuickSearchCompany {
  return {
    __typename: "QuickSearchCompany",
    id: "c1",
    slug: "acme-steel",
    displayName: "Acme Steel",
    statusCode: "active",
    countryCode: "DE",
    city: "Hamburg",
    industry: "Iron and Steel Mills",
    ...overrides,
  };
}

const suggestions: Mock = {
  request: {
    query: QUICK_SEARCH_QUERY,
    variables: { text: "acme", first: companySearchLimits.headerSuggestions },
  },
  result: {
    data: {
      quickSearch: {
        __typename: "QuickSearchResult",
        companies: [
          company({}),
          company({
            id: "c2",
            slug: "acme-foods",
            displayName: "Acme Foods",
            countryCode: "US",
            city: null,
            industry: null,
          }),
        ],
      },
    },
  },
  maxUsageCount: 5,
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(mocks: Mock[] = [suggestions]) {
  render(
    <MockedProvider mocks={mocks}>
      {/* env="test": no transitions, and no hiding of a dropdown whose target has no layout. */}
      <MantineProvider env="test">
        <MemoryRouter initialEntries={["/"]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <HeaderSearch />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
  return screen.getByRole("combobox", { name: "Search companies" }) as HTMLInputElement;
}

function location() {
  return screen.getByTestId("location").textContent;
}

function key(input: HTMLElement, name: string) {
  fireEvent.keyDown(input, { key: name, code: name });
}

describe("HeaderSearch", { timeout: 20_000 }, () => {
  it("shows suggestions with name, place and industry after the debounce", async () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: "acme" } });
    await screen.findByText("Acme Steel");
    const list = screen.getByRole("listbox", { name: "Company suggestions" });
    // Location names: name, US state code where relevant, country code (spec 1 §9).
    expect(within(list).getByText("Hamburg, DE · Iron and Steel Mills")).toBeTruthy();
    expect(within(list).getByText("US")).toBeTruthy();
    const options = within(list).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Acme SteelHamburg, DE · Iron and Steel Mills",
      "Acme FoodsUS",
      'See all results for "acme"',
    ]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens the highlighted company's profile on Enter", async () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: "acme" } });
    await screen.findByText("Acme Foods");
    key(input, "ArrowDown");
    key(input, "ArrowDown");
    const active = input.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    expect(document.getElementById(active ?? "")?.textContent).toContain("Acme Foods");
    key(input, "Enter");
    await waitFor(() => expect(location()).toBe("/company/acme-foods"));
    expect(input.value).toBe("");
  });

  it("opens /quick-search with the text on Enter when nothing is highlighted", async () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: "  acme " } });
    key(input, "Enter");
    await waitFor(() => expect(location()).toBe("/quick-search?query=acme"));
  });

  it("offers every result through the last option", async () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: "acme" } });
    fireEvent.click(await screen.findByRole("option", { name: 'See all results for "acme"' }));
    await waitFor(() => expect(location()).toBe("/quick-search?query=acme"));
  });

  it("says when nothing matches", async () => {
    const none: Mock = {
      request: {
        query: QUICK_SEARCH_QUERY,
        variables: { text: "zzz", first: companySearchLimits.headerSuggestions },
      },
      result: { data: { quickSearch: { __typename: "QuickSearchResult", companies: [] } } },
    };
    const input = renderSearch([none]);
    fireEvent.change(input, { target: { value: "zzz" } });
    expect(await screen.findByText('No companies match "zzz".')).toBeTruthy();
  });
});
