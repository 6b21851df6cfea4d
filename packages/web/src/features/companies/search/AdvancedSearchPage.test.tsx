import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { CompanySearchParams } from "@tierwise/common/company-search";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { AdvancedSearchPage } from "./AdvancedSearchPage.tsx";
import {
  ADVANCED_SEARCH_COLUMNS_QUERY,
  COMPANY_SEARCH_AGGREGATIONS_QUERY,
  COMPANY_SEARCH_QUERY,
  type CompanySearchAggregations,
  type SearchCompany,
  UPDATE_ADVANCED_SEARCH_COLUMNS,
} from "./company-search.graphql.ts";
import { type Mock, renderSearchUi } from "./search-test-render.tsx";
import { defaultSearchParams } from "./search-url-state.ts";

afterEach(() => act(() => snackbarStore.clear()));

const path = "/search?industries=331110&employeeCount=100,5000";
const params: CompanySearchParams = {
  ...defaultSearchParams,
  facets: { industries: ["331110"] },
  ranges: { employeeCount: { lower: 100, upper: 5000 } },
};

function company(overrides: Partial<SearchCompany>): SearchCompany {
  return {
    __typename: "Company",
    id: "c1",
    slug: "acme-steel",
    displayName: "Acme Steel",
    duns: "123456789",
    statusCode: "active",
    naicsTitle: "Iron and Steel Mills",
    sector: "Materials",
    locations: [
      {
        __typename: "CompanyLocation",
        city: "Hamburg",
        countryCode: "DE",
        subdivisionName: "Hamburg",
        hq: true,
      },
    ],
    metrics: {
      __typename: "CompanyMetrics",
      employeeCount: 1200,
      revenueUsd: 350_000_000,
      creditScore: 71,
      creditRating: "3A2",
      securityRating: 710,
      esgScore: 62.5,
    },
    ...overrides,
  };
}

function searchMock(result: Record<string, unknown>, variables = params): Mock {
  return {
    request: {
      query: COMPANY_SEARCH_QUERY,
      variables: { params: variables, first: 25, offset: 0 },
    },
    result: { data: { companySearch: result } },
  };
}

const results = searchMock({
  __typename: "CompanySearchResults",
  items: [
    { __typename: "CompanySearchHit", relevance: null, company: company({}) },
    {
      __typename: "CompanySearchHit",
      relevance: null,
      company: company({
        id: "c2",
        slug: "borg-mills",
        displayName: "Borg Mills",
        locations: [
          {
            __typename: "CompanyLocation",
            city: "Austin",
            countryCode: "US",
            subdivisionName: "Texas",
            hq: true,
          },
        ],
      }),
    },
  ],
  itemsCount: 2,
  pageInfo: { __typename: "PageInfo", hasNextPage: false, hasPreviousPage: false },
  keywords: [],
});

const aggregations: CompanySearchAggregations = {
  __typename: "CompanySearchAggregations",
  itemsCount: 2,
  facets: [
    {
      __typename: "CompanySearchFacet",
      key: "industries",
      label: "Industries",
      values: [
        {
          __typename: "CompanySearchFacetValue",
          value: "331110",
          label: "Iron and Steel Mills",
          count: 2,
          selected: true,
          level: null,
        },
        {
          __typename: "CompanySearchFacetValue",
          value: "488310",
          label: "Port and Harbor Operations",
          count: 7,
          selected: false,
          level: null,
        },
      ],
    },
    { __typename: "CompanySearchFacet", key: "portfolios", label: "Portfolios", values: [] },
  ],
  metrics: [
    {
      __typename: "CompanySearchMetricSummary",
      key: "employeeCount",
      label: "Employees",
      type: "INT",
      count: 9,
      min: 10,
      max: 90_000,
      scale: "LOG",
      buckets: [
        { __typename: "CompanySearchHistogramBucket", lower: 10, upper: 1000, count: 4 },
        { __typename: "CompanySearchHistogramBucket", lower: 1000, upper: 90_000, count: 5 },
      ],
    },
  ],
};

const aggregationsMock: Mock = {
  request: { query: COMPANY_SEARCH_AGGREGATIONS_QUERY, variables: { params } },
  result: { data: { companySearchAggregations: aggregations } },
  maxUsageCount: 5,
};

const columnsMock: Mock = {
  request: { query: ADVANCED_SEARCH_COLUMNS_QUERY, variables: {} },
  result: { data: { advancedSearchColumns: ["displayName", "location", "employeeCount"] } },
};

function renderPage(mocks: Mock[]) {
  return renderSearchUi(<AdvancedSearchPage />, {
    mocks: [aggregationsMock, columnsMock, ...mocks],
    path,
  });
}

function location() {
  return screen.getByTestId("location").textContent;
}

// The page renders many Mantine parts; on two shared cores a test can take a few seconds.
describe("AdvancedSearchPage", { timeout: 20_000 }, () => {
  it("shows the results with the user's columns, a count and profile links", async () => {
    renderPage([results]);
    const table = await screen.findByRole("table", { name: "Search results" });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["", "Company", "Location", "Employees"]),
    );
    expect(screen.getByText("2 companies")).toBeTruthy();
    const link = within(table).getByRole("link", { name: "Acme Steel" });
    expect(link.getAttribute("href")).toBe("/company/acme-steel");
    // Location names: name, US state code where relevant, country code (spec 1 §9).
    expect(within(table).getByText("Hamburg, DE")).toBeTruthy();
    expect(within(table).getByText("Austin, TX, US")).toBeTruthy();
    expect(within(table).getAllByText("1,200")).toHaveLength(2);
    const employees = within(table).getByRole("columnheader", { name: "Employees" });
    expect(employees.getAttribute("aria-sort")).toBe("none");
    expect(document.title).toBe("Advanced search | Tierwise");
  });

  it("shows facet values with counts and the chosen range", async () => {
    renderPage([results]);
    await screen.findByRole("table", { name: "Search results" });
    const steel = await screen.findByRole("checkbox", { name: "Iron and Steel Mills" });
    expect((steel as HTMLInputElement).checked).toBe(true);
    const ports = screen.getByRole("checkbox", { name: "Port and Harbor Operations" });
    expect((ports as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/^7/).textContent).toBe("7 companies");
    // A facet without values (portfolios) has nothing to choose and is left out.
    expect(screen.queryByRole("button", { name: "Portfolios" })).toBeNull();
    expect((screen.getByLabelText("Employees from") as HTMLInputElement).value).toBe("100");
    expect((screen.getByLabelText("Employees to") as HTMLInputElement).value).toBe("5,000");
    // The histogram's text alternative: a table named after the chart.
    const histogram = screen.getByRole("table", { name: "Employees: companies per band" });
    expect(within(histogram).getAllByRole("row")).toHaveLength(3);
  });

  it("puts a chosen facet value in the URL and starts again at page 1", async () => {
    renderPage([results]);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Port and Harbor Operations" }));
    await waitFor(() =>
      expect(location()).toBe("/search?industries=331110&industries=488310&employeeCount=100,5000"),
    );
  });

  it("drops a range widened to the whole metric from the URL", async () => {
    renderPage([results]);
    const lower = await screen.findByLabelText("Employees from");
    fireEvent.change(lower, { target: { value: "" } });
    fireEvent.blur(lower);
    const upper = screen.getByLabelText("Employees to");
    fireEvent.change(upper, { target: { value: "" } });
    fireEvent.blur(upper);
    await waitFor(() => expect(location()).toBe("/search?industries=331110"));
  });

  it("sorts by a clicked column header", async () => {
    renderPage([results]);
    const table = await screen.findByRole("table", { name: "Search results" });
    fireEvent.click(within(table).getByRole("button", { name: "Employees" }));
    await waitFor(() =>
      expect(location()).toBe(
        "/search?industries=331110&employeeCount=100,5000&sort=employeeCount",
      ),
    );
  });

  it("submits normalised keywords joined with 'or'", async () => {
    renderPage([results]);
    fireEvent.change(screen.getByLabelText(/^Keywords/), { target: { value: "Acmé, Borg!" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(location()).toBe("/search?q=acme+or+borg&industries=331110&employeeCount=100,5000"),
    );
  });

  it("counts selected rows for export", async () => {
    renderPage([results]);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Borg Mills" }));
    expect(screen.getByText("1 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all companies on this page" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    const exportSelection = await screen.findByRole("menuitem", {
      name: "Export selection to CSV",
    });
    expect(exportSelection.hasAttribute("data-disabled")).toBe(false);
    fireEvent.keyDown(exportSelection, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it("says when the search engine took too long", async () => {
    renderPage([searchMock({ __typename: "SearchTimeoutError", message: messages.searchTimeout })]);
    expect((await screen.findByRole("alert")).textContent).toBe(messages.searchTimeout);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("saves a column change through the user setting", async () => {
    const update: Mock = {
      request: {
        query: UPDATE_ADVANCED_SEARCH_COLUMNS,
        variables: { columns: ["displayName", "location", "employeeCount", "duns"] },
      },
      // The server's answer adds Status: the table shows it only once the mutation went
      // through, not from the optimistic answer.
      result: {
        data: {
          updateAdvancedSearchColumns: {
            __typename: "AdvancedSearchColumnsSuccess",
            columns: ["displayName", "location", "employeeCount", "duns", "status"],
          },
        },
      },
    };
    renderPage([results, update]);
    const table = await screen.findByRole("table", { name: "Search results" });
    await within(table).findByRole("columnheader", { name: "Location" });
    fireEvent.click(screen.getByRole("button", { name: "Columns" }));
    const group = await screen.findByRole("group", { name: "Shown columns" });
    expect(
      (within(group).getByRole("checkbox", { name: "Company" }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(within(group).getByRole("checkbox", { name: "D-U-N-S" }));
    expect(await within(table).findByRole("columnheader", { name: "D-U-N-S" })).toBeTruthy();
    expect(within(table).getAllByText("123456789")).toHaveLength(2);
    // Not just the optimistic answer: the mutation went through (a failure rolls back and
    // says so in an error snackbar).
    expect(await within(table).findByRole("columnheader", { name: "Status" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(within(table).getByRole("columnheader", { name: "D-U-N-S" })).toBeTruthy();
  });
});
