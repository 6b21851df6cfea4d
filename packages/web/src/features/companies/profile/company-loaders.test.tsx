import { ApolloProvider } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../app/testing/render-with-session.tsx";
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  useParams,
  useRouteError,
} from "react-router";
import { CompanyProfileLayout } from "./CompanyProfileLayout.tsx";
import { COMPANY_BY_ID_QUERY, COMPANY_BY_SLUG_QUERY } from "./company-header.graphql.ts";
import {
  createCompanyLoader,
  createSubPageLoader,
  shouldRevalidateCompany,
} from "./company-loaders.ts";
import { buildCompanyHeader, type Mock, testApolloClient } from "./testing/profile-fixtures.tsx";

const company = buildCompanyHeader();

const bySlug = (slug: string, answer: unknown): Mock => ({
  request: { query: COMPANY_BY_SLUG_QUERY, variables: { slug } },
  result: { data: { company: answer } },
  maxUsageCount: 5,
});

function Boundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <p>Page not found</p>;
  return <p>Failed: {error instanceof Error ? error.message : "unknown"}</p>;
}

function SubPageStub() {
  return <p>Showing {useParams().subPage ?? "overview"}</p>;
}

function renderRoute(path: string, mocks: Mock[]) {
  const client = testApolloClient(mocks);
  const children = (kind: "company" | "cbinsights") => [
    { path: ":subPage?", loader: createSubPageLoader(kind), Component: SubPageStub },
  ];
  const router = createMemoryRouter(
    [
      {
        ErrorBoundary: Boundary,
        HydrateFallback: () => <p>Loading</p>,
        children: [
          {
            path: "/company/:slug",
            loader: createCompanyLoader("company", client),
            shouldRevalidate: shouldRevalidateCompany,
            Component: CompanyProfileLayout,
            children: children("company"),
          },
          {
            path: "/company-cbinsights/:id",
            loader: createCompanyLoader("cbinsights", client),
            Component: CompanyProfileLayout,
            children: children("cbinsights"),
          },
          { path: "*", Component: () => <p>Somewhere else</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </ApolloProvider>,
  );
  return router;
}

describe("company profile routes", () => {
  it("redirects an all-digit slug to the real slug, same sub-page and query, replacing history", async () => {
    const router = renderRoute("/company/123456789/link-analysis?entity=person", [
      bySlug("123456789", company),
      bySlug("acme-corp", company),
    ]);
    expect(await screen.findByText("Showing link-analysis")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/company/acme-corp/link-analysis");
    expect(router.state.location.search).toBe("?entity=person");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows the header, the page title and the tabs with the current one marked", async () => {
    renderRoute("/company/acme-corp/financials", [bySlug("acme-corp", company)]);
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Corp" })).toBeTruthy();
    expect(document.title).toBe("Acme Corp | Tierwise");
    const nav = screen.getByRole("navigation", { name: "Company profile sections" });
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe("Financials");
    expect(screen.getByRole("link", { name: "Overview" }).getAttribute("href")).toBe(
      "/company/acme-corp",
    );
    expect(screen.getByRole("link", { name: "Family chart" }).getAttribute("href")).toBe(
      "/company/acme-corp/corporate-hierarchy-1",
    );
    expect(screen.getByText("123456789")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy DUNS" })).toBeTruthy();
  });

  it("shows the overview without a sub-page", async () => {
    renderRoute("/company/acme-corp", [bySlug("acme-corp", company)]);
    expect(await screen.findByText("Showing overview")).toBeTruthy();
  });

  it("gives the not-found page for an unknown company", async () => {
    renderRoute("/company/nobody", [bySlug("nobody", null)]);
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("gives the not-found page for an unknown sub-page", async () => {
    renderRoute("/company/acme-corp/bogus", [bySlug("acme-corp", company)]);
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("throws the first GraphQL error of the company query", async () => {
    renderRoute("/company/acme-corp", [
      {
        request: { query: COMPANY_BY_SLUG_QUERY, variables: { slug: "acme-corp" } },
        result: { errors: [{ message: "first problem" }, { message: "second problem" }] },
      },
    ]);
    expect(await screen.findByText("Failed: first problem")).toBeTruthy();
  });

  it("sends the bare CB Insights address to the profile and serves its PDF preview", async () => {
    const byId: Mock = {
      request: { query: COMPANY_BY_ID_QUERY, variables: { id: company.id } },
      result: { data: { companyById: company } },
      maxUsageCount: 5,
    };
    const router = renderRoute(`/company-cbinsights/${company.id}`, [
      byId,
      bySlug("acme-corp", company),
    ]);
    expect(await screen.findByText("Showing overview")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/company/acme-corp");
    await router.navigate(`/company-cbinsights/${company.id}/pdf-preview`);
    expect(await screen.findByText("Showing pdf-preview")).toBeTruthy();
    await router.navigate(`/company-cbinsights/${company.id}/esg`);
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });
});
