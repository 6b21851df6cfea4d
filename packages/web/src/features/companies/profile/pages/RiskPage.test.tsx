import { ApolloProvider } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { subPageAreas } from "@tierwise/common/company-profile";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Session } from "../../../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../../../app/session/session-query.ts";
import { buildSession, withTypenames } from "../../../../app/testing/session-fixtures.ts";
import { COMPANY_RISK_QUERY } from "../../../risk/company/company-risk.graphql.ts";
import { companyRisk } from "../../../risk/company/company-risk-fixtures.ts";
import { riskSession } from "../../../risk/risk-fixtures.tsx";
import { PROFILE_AREAS_QUERY } from "../areas/profile-areas.graphql.ts";
import { CompanyProfileLayout } from "../CompanyProfileLayout.tsx";
import { COMPANY_BY_SLUG_QUERY } from "../company-header.graphql.ts";
import { createCompanyLoader, createSubPageLoader } from "../company-loaders.ts";
import { SubPageOutlet } from "../SubPageOutlet.tsx";
import { buildCompanyHeader, type Mock, testApolloClient } from "../testing/profile-fixtures.tsx";

/** The profile's Risk tab (issue 27): registered with the other sub-pages, shown with the hub. */

const company = buildCompanyHeader();
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const mocks: Mock[] = [
  {
    request: { query: COMPANY_BY_SLUG_QUERY, variables: { slug: company.slug } },
    result: { data: { company } },
    ...always,
  },
  {
    request: {
      query: PROFILE_AREAS_QUERY,
      variables: { id: company.id, areas: [...subPageAreas.overview] },
    },
    result: { data: { companyById: { __typename: "Company", id: company.id, profile: [] } } },
    ...always,
  },
  {
    request: { query: COMPANY_RISK_QUERY, variables: { companyId: company.id } },
    result: { data: { companyRisk: companyRisk() } },
    ...always,
  },
];

function renderProfile(path: string, session: Session) {
  const client = testApolloClient(mocks);
  client.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(session) as unknown as Session },
  });
  const router = createMemoryRouter(
    [
      {
        path: "/company/:slug",
        loader: createCompanyLoader("company", client),
        Component: CompanyProfileLayout,
        HydrateFallback: () => <p>Loading</p>,
        children: [
          { path: ":subPage?", loader: createSubPageLoader("company"), Component: SubPageOutlet },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </ApolloProvider>,
  );
}

describe("the company profile's Risk tab", () => {
  it("sits after Overview and shows the grade, the trend and why from the hub's read", async () => {
    renderProfile(`/company/${company.slug}/risk`, riskSession("user"));
    const nav = await screen.findByRole("navigation", { name: "Company profile sections" });
    const links = within(nav).getAllByRole("link");
    expect(links.slice(0, 3).map((link) => link.textContent)).toEqual([
      "Overview",
      "Risk",
      "Reports",
    ]);
    const tab = within(nav).getByRole("link", { name: "Risk" });
    expect(tab.getAttribute("href")).toBe(`/company/${company.slug}/risk`);
    expect(tab.getAttribute("aria-current")).toBe("page");
    expect(await screen.findByRole("heading", { level: 2, name: "Risk" })).toBeTruthy();
    const grade = await screen.findByRole("region", { name: "Grade" });
    expect(within(grade).getByText("D · high")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Trend" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Why this grade" })).toBeTruthy();
  });

  it("the Overview's grade card says the same grade and links to the tab", async () => {
    renderProfile(`/company/${company.slug}`, riskSession("user"));
    const card = await screen.findByRole("region", { name: "Risk grade" });
    expect(await within(card).findByText("D · high")).toBeTruthy();
    expect(within(card).getByText("Riskier: was B · low")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Why this grade" }).getAttribute("href")).toBe(
      `/company/${company.slug}/risk`,
    );
  });

  it("is not a tab without the risk hub", async () => {
    renderProfile(`/company/${company.slug}/financials`, buildSession());
    const nav = await screen.findByRole("navigation", { name: "Company profile sections" });
    expect(within(nav).queryByRole("link", { name: "Risk" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Reports" })).toBeTruthy();
  });
});
