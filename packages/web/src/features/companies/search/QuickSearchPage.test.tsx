import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { describe, expect, it } from "vitest";
import { QuickSearchPage } from "./QuickSearchPage.tsx";
import { QUICK_SEARCH_QUERY } from "./quick-search.graphql.ts";
import { type Mock, renderSearchUi } from "./search-test-render.tsx";

function quickSearchMock(text: string, companies: Record<string, unknown>[]): Mock {
  return {
    request: {
      query: QUICK_SEARCH_QUERY,
      variables: { text, first: companySearchLimits.quickSearchSuggestions },
    },
    result: { data: { quickSearch: { __typename: "QuickSearchResult", companies } } },
  };
}

const acme = {
  __typename: "QuickSearchCompany",
  id: "c1",
  slug: "acme-steel",
  displayName: "Acme Steel",
  statusCode: "imported_active",
  countryCode: "DE",
  city: "Hamburg",
  industry: null,
};

describe("QuickSearchPage", () => {
  it("lists up to 25 matches with links to their profiles", async () => {
    renderSearchUi(<QuickSearchPage />, {
      mocks: [quickSearchMock("acme", [acme])],
      path: "/quick-search?query=acme",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Quick search" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: 'Companies matching "acme"' });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("link", { name: "Acme Steel" }).getAttribute("href")).toBe(
      "/company/acme-steel",
    );
    expect(within(row).getByText("Hamburg, DE")).toBeTruthy();
    expect(within(row).getByText("Imported active")).toBeTruthy();
    expect(screen.getByText("1 company")).toBeTruthy();
    expect(document.title).toBe("Quick search: acme | Tierwise");
  });

  it("says when nothing matches", async () => {
    renderSearchUi(<QuickSearchPage />, {
      mocks: [quickSearchMock("zzz", [])],
      path: "/quick-search?query=zzz",
    });
    expect(await screen.findByText('No companies match "zzz".')).toBeTruthy();
  });

  it("searches again from its own box", async () => {
    renderSearchUi(<QuickSearchPage />, { mocks: [], path: "/quick-search" });
    expect(screen.getByText("Type a company name to find it.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Company name"), { target: { value: "Borg " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/quick-search?query=Borg"),
    );
  });
});
