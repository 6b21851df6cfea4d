import { screen, within } from "@testing-library/react";
import { subPageAreas } from "@tierwise/common/company-profile";
import { describe, expect, it } from "vitest";
import "../../../../app/testing/render-with-session.tsx";
import { PROFILE_AREAS_QUERY } from "../areas/profile-areas.graphql.ts";
import {
  area,
  buildCompanyHeader,
  type Mock,
  renderSubPage,
} from "../testing/profile-fixtures.tsx";
import { OverviewPage } from "./OverviewPage.tsx";
import { COMPETITOR_SUGGESTIONS_QUERY } from "./overview.graphql.ts";

const company = buildCompanyHeader();

function overviewMock(profile: unknown[]): Mock {
  return {
    request: {
      query: PROFILE_AREAS_QUERY,
      variables: { id: company.id, areas: [...subPageAreas.overview] },
    },
    result: { data: { companyById: { __typename: "Company", id: company.id, profile } } },
  };
}

const suggestionsMock: Mock = {
  request: { query: COMPETITOR_SUGGESTIONS_QUERY, variables: { id: company.id, first: 4 } },
  result: {
    data: {
      companyById: {
        __typename: "Company",
        id: company.id,
        competitorSuggestions: [
          { __typename: "Company", id: "c-2", slug: "globex", displayName: "Globex" },
        ],
      },
    },
  },
};

const fullProfile = [
  area(
    "summary",
    [
      {
        description: "Acme builds industrial machinery.",
        foundedYear: 1987,
        website: "https://acme.example",
        phone: "+49 40 123",
        legalForm: "GmbH",
        stockTicker: null,
      },
    ],
    "pitchbook",
  ),
  area("keyExecutives", [
    { name: "Ada Byron", title: "CEO", since: "2019-04-01", nationality: "GB" },
    { name: "Grace Hopper", title: "CTO", since: null, nationality: "US" },
    { name: 42, title: "broken record" },
  ]),
  area("fundingRounds", [
    {
      announcedOn: "2021-06-01",
      roundType: "Series B",
      amountUsd: 25_000_000,
      investors: [{ slug: "big-vc", name: "Big VC" }],
    },
  ]),
  area("employees", [
    { year: 2022, count: 1100 },
    { year: 2023, count: 1250 },
  ]),
  area("news", [
    {
      id: "n1",
      headline: "Acme opens a new plant",
      publishedAt: "2025-02-01T08:00:00.000Z",
      source: "Reuters",
      url: "https://news.example/acme-plant",
    },
  ]),
  area("blogs", []),
  area("competitors", [{ slug: "initech", name: "Initech", similarity: 0.82 }]),
];

describe("OverviewPage", () => {
  it("shows the areas' data with their sources", async () => {
    renderSubPage(<OverviewPage />, { mocks: [overviewMock(fullProfile), suggestionsMock] });

    expect(await screen.findByText("Acme builds industrial machinery.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Overview" })).toBeTruthy();

    const summary = screen.getByRole("region", { name: "Summary" });
    expect(within(summary).getByText(/Source: PitchBook · fetched/)).toBeTruthy();
    expect(within(summary).getByText("GmbH")).toBeTruthy();
    expect(within(summary).getByText("1,250")).toBeTruthy();
    expect(within(summary).getByText(/Source: D&B · fetched/)).toBeTruthy();

    // The invalid executive record is skipped; the valid ones are listed.
    const executives = screen.getByRole("table", { name: "Key executives" });
    expect(within(executives).getAllByRole("row")).toHaveLength(3);
    expect(within(executives).getByText("Ada Byron")).toBeTruthy();
    // A missing date reads "Never" (spec 1 §9).
    const hopper = within(executives).getByText("Grace Hopper").closest("tr") as HTMLElement;
    expect(within(hopper).getByText("Never")).toBeTruthy();

    // The funding chart has a table alternative with the amounts.
    const fundingChart = screen.getByRole("table", { name: "Funding amount by round" });
    expect(within(fundingChart).getByText("$25M")).toBeTruthy();
    expect(
      within(screen.getByRole("table", { name: "Funding rounds" })).getByText("Big VC"),
    ).toBeTruthy();

    const news = screen.getByRole("region", { name: "Latest news" });
    const link = within(news).getByRole("link", { name: /Acme opens a new plant/ });
    expect(link.getAttribute("href")).toBe("https://news.example/acme-plant");
    expect(within(news).getByText("Reuters")).toBeTruthy();

    expect(
      within(screen.getByRole("region", { name: "Blogs" })).getByText("No blog posts found."),
    ).toBeTruthy();

    const competitors = screen.getByRole("region", { name: "Competitors" });
    expect(within(competitors).getByRole("link", { name: "Initech" }).getAttribute("href")).toBe(
      "/company/initech",
    );
    expect(await within(competitors).findByRole("link", { name: "Globex" })).toBeTruthy();

    const location = screen.getByRole("region", { name: "Location" });
    // Name, US state code where relevant, country code (spec 1 §9); not "Hamburg, Hamburg, Germany".
    expect(within(location).getByText("Headquarters: Hamburg, DE")).toBeTruthy();
    expect(within(location).getByText(/53\.5500° N, 9\.9900° E/)).toBeTruthy();

    const sources = screen.getByTestId("sources-disclosure");
    expect(within(sources).getByText("Key executives")).toBeTruthy();
  });

  it("shows each section's empty state when the company has no profile data", async () => {
    renderSubPage(<OverviewPage />, { mocks: [overviewMock([]), suggestionsMock] });
    expect(await screen.findByText("No description available.")).toBeTruthy();
    expect(screen.getByText("No key executives found.")).toBeTruthy();
    expect(screen.getByText("No funding rounds found.")).toBeTruthy();
    expect(screen.getByText("No news found.")).toBeTruthy();
  });

  it("offers a retry when loading fails", async () => {
    renderSubPage(<OverviewPage />, {
      mocks: [
        {
          request: overviewMock([]).request,
          error: new Error("network down"),
        },
        suggestionsMock,
      ],
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
