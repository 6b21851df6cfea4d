import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { renderWithSession } from "../../../app/testing/render-with-session.tsx";
import { buildSession } from "../../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { SettingsPage } from "../../settings/SettingsPage.tsx";
import { buildDashboard } from "../dashboard-test-fixtures.ts";
import { DASHBOARD_LIST_QUERY, DASHBOARD_TEMPLATES_QUERY } from "../dashboards.graphql.ts";
import { DashboardsSettingsPage } from "./DashboardsSettingsPage.tsx";

const listAnswer = (dashboards: ReturnType<typeof buildDashboard>[]): Mock => ({
  request: { query: DASHBOARD_LIST_QUERY },
  result: { data: { dashboards } },
});

const templatesAnswer: Mock = {
  request: { query: DASHBOARD_TEMPLATES_QUERY },
  result: {
    data: {
      dashboardTemplates: [
        {
          __typename: "DashboardTemplate",
          key: "risk-overview",
          name: "Risk overview",
          icon: "gauge",
          description: "Grades, risky suppliers and alerts.",
        },
      ],
    },
  },
};

const open = (mocks: Mock[]) =>
  renderAppUi(<DashboardsSettingsPage />, {
    mocks,
    path: "/settings/dashboards",
    session: buildSession(),
  });

afterEach(() => act(() => snackbarStore.clear()));

describe("the dashboards settings page", () => {
  it("is linked from Settings for a plain member", () => {
    renderWithSession(<SettingsPage />, buildSession());
    expect(screen.getByRole("link", { name: /Dashboards/ }).getAttribute("href")).toBe(
      "/settings/dashboards",
    );
  });

  it("lists each dashboard with who may edit it, linked to its page", async () => {
    open([
      listAnswer([
        buildDashboard(),
        buildDashboard({
          id: "d2",
          slug: "case-work",
          name: "Case work",
          aclWrite: [
            {
              __typename: "DashboardAccessEntry",
              actorType: "team",
              actorId: "t1",
              name: "Buyers",
            },
            {
              __typename: "DashboardAccessEntry",
              actorType: "user",
              actorId: "u1",
              name: "Ada Li",
            },
          ],
        }),
        buildDashboard({
          id: "d3",
          slug: "alerts",
          name: "Alerts",
          aclWrite: [
            { __typename: "DashboardAccessEntry", actorType: "org", actorId: "o", name: "Acme" },
          ],
        }),
      ]),
    ]);
    const table = await screen.findByRole("table", { name: "Dashboards" });
    const row = (name: string) =>
      within(table).getByRole("link", { name }).closest("tr") as HTMLElement;
    expect(within(table).getByRole("link", { name: "Case work" }).getAttribute("href")).toBe(
      "/dashboards/case-work",
    );
    expect(within(row("Risk overview")).getByText("Only administrators")).toBeTruthy();
    expect(
      within(row("Case work")).getByText("Administrators and Buyers (team), Ada Li"),
    ).toBeTruthy();
    expect(within(row("Alerts")).getByText("Everyone")).toBeTruthy();
    expect(within(row("Alerts")).getByText(/by Ada Admin/)).toBeTruthy();
  });

  it("offers the first dashboard, blank or from a template, when there is none", async () => {
    open([listAnswer([]), templatesAnswer]);
    expect(await screen.findByText("No dashboards yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New dashboard" }));
    const dialog = await screen.findByRole("dialog", { name: "New dashboard" });
    expect(within(dialog).getByRole("radio", { name: "A blank dashboard" })).toBeTruthy();
    expect(await within(dialog).findByRole("radio", { name: /Risk overview/ })).toBeTruthy();
  });
});
