import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { CaseListPage } from "./CaseListPage.tsx";
import { CASE_CHART_DATA_QUERY, type CaseChartData } from "./case-list.graphql.ts";
import { buildCaseRow, casesMock, casesSession, viewsMock } from "./case-list-fixtures.ts";

afterEach(() => {
  act(() => snackbarStore.clear());
  window.localStorage.clear();
});

const bucket = (key: string, label: string, count: number) => ({
  __typename: "CaseChartBucket" as const,
  key,
  label,
  count,
});

const chartData: CaseChartData = {
  __typename: "CaseChartData",
  byStatus: [bucket("to_do", "To do", 4), bucket("complete", "Complete", 2)],
  byPriority: [bucket("high", "High", 5), bucket("low", "Low", 1)],
  byAssignee: [bucket("user:user-2", "Grace Hopper", 6)],
  overTime: [{ __typename: "CaseChartPoint", date: "2024-03-05", created: 6, closed: 2 }],
  total: 6,
};

const chartMock = (filters: Record<string, unknown>, data: CaseChartData): Mock => ({
  request: { query: CASE_CHART_DATA_QUERY, variables: { filters } },
  result: { data: { supplierCaseChartData: data } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe("case charts", { timeout: 20_000 }, () => {
  it("titles each chart and gives its numbers as a table, for the same filters", async () => {
    window.localStorage.setItem(
      "tw:user-1:cases.filters",
      JSON.stringify({ version: 2, data: { priority: ["high", "low"] } }),
    );
    renderAppUi(<CaseListPage />, {
      path: "/cases?mode=charts",
      session: casesSession(),
      mocks: [viewsMock([]), chartMock({ priority: ["high", "low"] }, chartData)],
    });
    const status = await screen.findByRole("table", { name: "Cases by status" });
    expect(
      within(status)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["StatusCases", "To do4", "Complete2"]);
    expect(screen.getByRole("table", { name: "Cases by priority" })).toBeTruthy();
    expect(
      within(screen.getByRole("table", { name: "Cases by assignee" })).getByText("Grace Hopper"),
    ).toBeTruthy();
    const overTime = screen.getByRole("table", { name: "Cases over time" });
    expect(within(overTime).getByText("Tue, Mar 5, 2024")).toBeTruthy();
    expect(screen.getByText("Cases by status", { selector: "figcaption" })).toBeTruthy();
  });

  it("says No results when no case matches", async () => {
    renderAppUi(<CaseListPage />, {
      path: "/cases?mode=charts",
      session: casesSession(),
      mocks: [
        viewsMock([]),
        chartMock(
          {},
          { ...chartData, byStatus: [], byPriority: [], byAssignee: [], overTime: [], total: 0 },
        ),
      ],
    });
    // The people filters' empty option lists say No results too; the page's own is outside them.
    await waitFor(() =>
      expect(
        screen.getAllByText("No results").filter((text) => !text.closest('[role="listbox"]')),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole("table", { name: "Cases by status" })).toBeNull();
  });
});

describe("the List, Board and Charts switch", { timeout: 20_000 }, () => {
  it("is kept in the address", async () => {
    renderAppUi(<CaseListPage />, {
      path: "/cases",
      session: casesSession(),
      mocks: [viewsMock([]), casesMock([buildCaseRow()]), chartMock({}, chartData)],
    });
    await screen.findByRole("table", { name: "Cases" });
    fireEvent.click(screen.getByRole("radio", { name: "Charts" }));
    expect(screen.getByTestId("location").textContent).toBe("/cases?mode=charts");
    expect(await screen.findByRole("table", { name: "Cases by status" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "List" }));
    expect(screen.getByTestId("location").textContent).toBe("/cases");
  });
});
