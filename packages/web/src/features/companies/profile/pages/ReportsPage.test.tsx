import { screen, within } from "@testing-library/react";
import { companyMessages } from "@tierwise/common/company-messages";
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
import { ReportsPage } from "./ReportsPage.tsx";
import { REPORTS_ACCESS_QUERY } from "./reports.graphql.ts";

const company = buildCompanyHeader();

const access = (reportsAvailable: boolean): Mock => ({
  request: { query: REPORTS_ACCESS_QUERY, variables: { id: company.id } },
  result: { data: { companyById: { __typename: "Company", id: company.id, reportsAvailable } } },
});

const reportsMock: Mock = {
  request: {
    query: PROFILE_AREAS_QUERY,
    variables: { id: company.id, areas: [...subPageAreas.reports] },
  },
  result: {
    data: {
      companyById: {
        __typename: "Company",
        id: company.id,
        profile: [
          area(
            "creditReport",
            [
              {
                reportedOn: "2025-01-10",
                paydex: 78,
                failureScore: 35,
                delinquencyScore: 42,
                recommendedCreditLimitUsd: 150000,
              },
            ],
            "dnb",
          ),
          area("creditScore", [
            { scoredOn: "2024-01-10", score: 60, rating: "C", agencyRating: "Baa" },
            { scoredOn: "2025-01-10", score: 72, rating: "B", agencyRating: "A3" },
          ]),
          area("fraudScore", []),
          area("viabilityRating", [
            {
              ratedOn: "2025-01-10",
              viabilityScore: 3,
              portfolioComparison: 4,
              ratingReason: "Stable payments",
              ratingOverrideReasons: ["Recent merger"],
            },
          ]),
        ],
      },
    },
  },
};

describe("ReportsPage", () => {
  it("says 'Unavailable' without a reports data package and loads no report", async () => {
    // No mock for the areas: asking for them would fail the page instead of showing the label.
    renderSubPage(<ReportsPage />, { mocks: [access(false)] });
    const notice = await screen.findByTestId("reports-unavailable");
    expect(within(notice).getByText(companyMessages.reportsUnavailableLabel)).toBeTruthy();
    expect(within(notice).getByText(companyMessages.reportsUnavailable)).toBeTruthy();
    expect(companyMessages.reportsUnavailableLabel).toBe("Unavailable");
    expect(companyMessages.reportsUnavailable).toBe(
      "Reports are not available for this company. Request a data package to enable them.",
    );
    expect(screen.queryByRole("region", { name: "Credit report" })).toBeNull();
  });

  it("shows the reports with the package", async () => {
    renderSubPage(<ReportsPage />, { mocks: [access(true), reportsMock] });
    const credit = await screen.findByRole("region", { name: "Credit report" });
    expect(within(credit).getByRole("img", { name: "PAYDEX: 78 (scale 0 to 100)" })).toBeTruthy();
    expect(within(credit).getByText(/Source: D&B/)).toBeTruthy();
    expect(within(credit).getByText("$150,000")).toBeTruthy();
    const score = screen.getByRole("region", { name: "Credit score" });
    expect(
      within(score).getByRole("img", { name: "Credit score: 72 (scale 0 to 100)" }),
    ).toBeTruthy();
    expect(within(score).getByText("A3")).toBeTruthy();
    expect(screen.getByText("No fraud score found.")).toBeTruthy();
    const viability = screen.getByRole("region", { name: "Viability rating" });
    expect(within(viability).getByText("Recent merger")).toBeTruthy();
    expect(screen.queryByText(companyMessages.reportsUnavailableLabel)).toBeNull();
  });
});
