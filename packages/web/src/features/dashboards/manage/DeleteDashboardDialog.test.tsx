import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { buildSession } from "../../../app/testing/session-fixtures.ts";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { buildDashboard } from "../dashboard-test-fixtures.ts";
import { DELETE_DASHBOARD, UNDO_DELETE_DASHBOARD } from "../dashboards.graphql.ts";
import { DeleteDashboardDialog } from "./DeleteDashboardDialog.tsx";

afterEach(() => act(() => snackbarStore.clear()));

describe("deleting a dashboard", () => {
  it("goes home and offers Undo, which brings the dashboard back with the server's offer", async () => {
    const dashboard = buildDashboard();
    let undoneWith: unknown = null;
    renderAppUi(<DeleteDashboardDialog dashboard={dashboard} opened onClose={() => undefined} />, {
      mocks: [
        {
          request: { query: DELETE_DASHBOARD, variables: { id: dashboard.id } },
          result: {
            data: {
              deleteDashboard: { __typename: "DeleteDashboardResult", undoToken: "offer-1" },
            },
          },
        },
        {
          request: {
            query: UNDO_DELETE_DASHBOARD,
            variables: (variables: Record<string, unknown>) => {
              undoneWith = variables.undoToken;
              return true;
            },
          },
          result: {
            data: {
              undoDeleteDashboard: {
                __typename: "Dashboard",
                id: dashboard.id,
                slug: dashboard.slug,
                name: dashboard.name,
                icon: dashboard.icon,
              },
            },
          },
        },
      ],
      path: "/dashboards/risk-overview",
      session: buildSession(),
    });
    expect(
      screen.getByText('Delete "Risk overview" for everyone in the organisation?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Dashboard "Risk overview" deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
    await waitFor(() => expect(undoneWith).toBe("offer-1"));
  });
});
