import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { alertFeedPath, riskHubWhyPath } from "@tierwise/common/app-paths";
import { describe, expect, it } from "vitest";
import { readAlertUrlState } from "../alerts/filters/alert-filter-url.ts";
import {
  acme,
  companiesPageMock,
  configId,
  countMock,
  drawerMocks,
  hubCompany,
  hubMocks,
} from "../risk/hub/hub-fixtures.ts";
import { RiskHubPage } from "../risk/hub/RiskHubPage.tsx";
import { renderRiskUi } from "../risk/risk-fixtures.tsx";

/**
 * An AI report's citations open the page that shows the cited fact. The server builds the links
 * with common/app-paths; these tests open such links in the pages that read them.
 */

describe("a grade's citation", () => {
  it("opens the hub filtered to the company with its 'Why this grade' open", async () => {
    renderRiskUi(<RiskHubPage />, {
      path: riskHubWhyPath({ companyId: "company-1", configId }),
      mocks: [
        ...hubMocks([acme, hubCompany("company-2", "Beta Foods", "A", "A")]),
        companiesPageMock(configId, [acme], ["company-1"]),
        countMock(configId, ["company-1"]),
        ...drawerMocks(),
      ],
    });
    const drawer = await screen.findByRole("dialog", { name: "Why Acme Steel grades D · high" });
    // The cited grade and metric with its why, as the drawer reads them.
    expect(await within(drawer).findByText("Compliance: B → D")).toBeTruthy();
    expect(
      within(drawer).getByText("One possible sanctions match: D while it is not dismissed."),
    ).toBeTruthy();
    // The list behind it is the company alone.
    const table = screen.getByRole("table", { name: "Companies by risk", hidden: true });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(2);
    // Closing it takes it out of the address: a reload does not open it again.
    fireEvent.click(within(drawer).getByRole("button", { name: "Close why this grade" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        `/risk-hub?config=${configId}&companies=company-1`,
      ),
    );
  });
});

describe("an alert's citation", () => {
  it("opens the alert feed filtered to the company, the period and the organisation's alerts", () => {
    const link = alertFeedPath({
      scope: "organization",
      companies: ["company-1"],
      startDate: "2025-11-27",
      endDate: "2026-11-27",
    });
    const url = new URL(link, "http://tierwise.test");
    expect(url.pathname).toBe("/alerts/everything");
    expect(readAlertUrlState(url.searchParams, "alerts")).toEqual({
      feedId: null,
      filter: {
        scope: "organization",
        companies: ["company-1"],
        startDate: "2025-11-27",
        endDate: "2026-11-27",
      },
    });
  });

  it("names one alert on its day", () => {
    const link = alertFeedPath({
      scope: "organization",
      companies: ["company-1"],
      startDate: "2026-03-05",
      endDate: "2026-03-05",
      alertId: "alert-7",
    });
    const url = new URL(link, "http://tierwise.test");
    expect(readAlertUrlState(url.searchParams, "alerts").filter).toMatchObject({
      companies: ["company-1"],
      startDate: "2026-03-05",
      endDate: "2026-03-05",
      alertId: "alert-7",
    });
  });
});
