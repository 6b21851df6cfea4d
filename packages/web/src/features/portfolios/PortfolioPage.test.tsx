import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { PortfolioPage } from "./PortfolioPage.tsx";
import { PORTFOLIO_BY_SLUG_QUERY, type PortfolioPageData } from "./portfolio.graphql.ts";
import {
  PORTFOLIO_COMPANIES_QUERY,
  type PortfolioCompaniesVariables,
  type PortfolioCompanyRow,
  portfolioCompaniesPageSize,
  REMOVE_COMPANIES_FROM_PORTFOLIO,
} from "./portfolio-companies.graphql.ts";
import { portfolioFixture, sampleNodes, treeQueryData } from "./portfolio-fixtures.ts";
import { UNDO_PORTFOLIO_ACTION } from "./portfolio-mutations.graphql.ts";
import { type Mock, renderPortfolioUi } from "./portfolio-test-render.tsx";
import { PORTFOLIO_TREE_QUERY } from "./portfolio-tree.graphql.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
});

const emea = portfolioFixture({
  id: "emea",
  slug: "emea",
  name: "EMEA",
  level: 2,
  description: "Suppliers in Europe",
  ancestors: [{ __typename: "Portfolio", id: "suppliers", slug: "suppliers", name: "Suppliers" }],
  children: [
    {
      __typename: "Portfolio",
      id: "tier-1",
      slug: "tier-1",
      name: "Tier 1",
      childrenCount: 0,
      descendantCompaniesCount: 3,
    },
  ],
  summary: {
    __typename: "PortfolioSummary",
    companyCount: 2,
    subportfolioCount: 1,
    openRequestCount: 0,
  },
});

const row = (id: string, name: string): PortfolioCompanyRow => ({
  __typename: "PortfolioCompany",
  id: `item-${id}`,
  addedAt: "2026-01-05T10:00:00.000Z",
  metricValue: null,
  portfolio: { __typename: "Portfolio", id: "emea", slug: "emea", name: "EMEA" },
  company: {
    __typename: "Company",
    id,
    slug: id,
    displayName: name,
    naicsTitle: "Steel Mills",
    sector: null,
    statusCode: "active",
  },
});

const pageMock = (slug: string, portfolio: PortfolioPageData | null): Mock => ({
  request: { query: PORTFOLIO_BY_SLUG_QUERY, variables: { slug } },
  result: { data: { portfolio } },
});

const companiesMock = (
  variables: Partial<PortfolioCompaniesVariables>,
  items: PortfolioCompanyRow[],
): Mock => ({
  request: {
    query: PORTFOLIO_COMPANIES_QUERY,
    variables: {
      portfolioId: "emea",
      first: portfolioCompaniesPageSize,
      after: null,
      mode: "direct",
      portfolioIds: null,
      companyIds: null,
      metric: null,
      scoreMin: null,
      scoreMax: null,
      includeBlanks: true,
      sort: "name",
      ...variables,
    },
  },
  result: {
    data: {
      portfolioCompanies: {
        __typename: "PortfolioCompanyConnection",
        items,
        itemsCount: items.length,
        pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false },
      },
    },
  },
});

const treeMock: Mock = {
  request: { query: PORTFOLIO_TREE_QUERY, variables: {} },
  result: { data: treeQueryData(sampleNodes) },
  maxUsageCount: 10,
};

function renderPage(path: string, mocks: Mock[], route = "/portfolios/:slug") {
  renderPortfolioUi(<PortfolioPage />, { mocks: [treeMock, ...mocks], path, route });
}

describe("a portfolio page", { timeout: 20_000 }, () => {
  it("says not found for a slug that is unknown or not shared", async () => {
    renderPage("/portfolios/secret", [pageMock("secret", null)]);
    expect(await screen.findByText("Portfolio not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to portfolios" }).getAttribute("href")).toBe(
      "/portfolios",
    );
  });

  it("shows breadcrumbs, summary, sub-portfolios and companies; /pdp links stay under /pdp", async () => {
    renderPage(
      "/pdp/emea",
      [
        pageMock("emea", emea),
        companiesMock({}, [row("acme", "Acme Steel"), row("umbrella", "Umbrella Metals")]),
      ],
      "/pdp/:slug",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "EMEA" })).toBeTruthy();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(breadcrumb)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/pdp", "/pdp/suppliers"]);
    const summary = screen.getByLabelText("Summary");
    expect(summary.textContent).toContain("Companies2");
    expect(screen.getByRole("link", { name: "Tier 1" }).getAttribute("href")).toBe("/pdp/tier-1");
    const table = await screen.findByRole("table", { name: "Portfolio companies" });
    expect(within(table).getByRole("link", { name: "Acme Steel" })).toBeTruthy();
    expect(screen.getByText("2 companies")).toBeTruthy();
  });

  it("reads its filters from the URL and writes changes back to it", async () => {
    renderPage("/portfolios/emea?mode=all&metric=creditScore&score=40,90&sort=-metric", [
      pageMock("emea", emea),
      companiesMock(
        { mode: "all", metric: "creditScore", scoreMin: 40, scoreMax: 90, sort: "-metric" },
        [row("acme", "Acme Steel")],
      ),
      companiesMock(
        {
          mode: "all",
          metric: "creditScore",
          scoreMin: 40,
          scoreMax: 90,
          sort: "-metric",
          includeBlanks: false,
        },
        [],
      ),
    ]);
    const table = await screen.findByRole("table", { name: "Portfolio companies" });
    expect(
      within(table)
        .getByRole("columnheader", { name: /Credit score/ })
        .getAttribute("aria-sort"),
    ).toBe("descending");
    fireEvent.click(screen.getByRole("checkbox", { name: "Include companies without a value" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        "/portfolios/emea?mode=all&metric=creditScore&score=40,90&blanks=exclude&sort=-metric",
      ),
    );
    expect(await screen.findByText("No companies match these filters.")).toBeTruthy();
  });

  it("removes chosen companies and brings them back with undo", async () => {
    renderPage("/portfolios/emea", [
      pageMock("emea", emea),
      companiesMock({}, [row("acme", "Acme Steel"), row("umbrella", "Umbrella Metals")]),
      companiesMock({}, [row("umbrella", "Umbrella Metals")]),
      companiesMock({}, [row("acme", "Acme Steel"), row("umbrella", "Umbrella Metals")]),
      pageMock("emea", emea),
      pageMock("emea", emea),
      {
        request: {
          query: REMOVE_COMPANIES_FROM_PORTFOLIO,
          variables: { portfolioId: "emea", companyIds: ["acme"] },
        },
        result: {
          data: {
            removeCompaniesFromPortfolio: {
              __typename: "PortfolioCompaniesSuccess",
              removed: 1,
              undoId: "undo-remove",
              portfolios: [],
            },
          },
        },
      },
      {
        request: { query: UNDO_PORTFOLIO_ACTION, variables: { undoId: "undo-remove" } },
        result: {
          data: {
            undoPortfolioAction: {
              __typename: "PortfolioActionSuccess",
              undoId: null,
              portfolio: null,
            },
          },
        },
      },
    ]);
    const table = await screen.findByRole("table", { name: "Portfolio companies" });
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select Acme Steel" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove from portfolio" }));
    expect(await screen.findByText('Company removed from "EMEA".')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
  });

  it("offers no changes to a viewer with read-only access", async () => {
    renderPage("/portfolios/emea", [
      pageMock("emea", { ...emea, fullAclWrite: false, canShare: false, canArchive: false }),
      companiesMock({}, [row("acme", "Acme Steel")]),
    ]);
    const table = await screen.findByRole("table", { name: "Portfolio companies" });
    expect(within(table).queryByRole("button", { name: /^Remove/ })).toBeNull();
    for (const name of ["Edit", "Share", "Archive", "Add sub-portfolio"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
    expect(screen.getByRole("button", { name: "Export" })).toBeTruthy();
  });
});
