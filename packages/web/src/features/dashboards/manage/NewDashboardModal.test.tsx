import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { buildSession } from "../../../app/testing/session-fixtures.ts";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { buildDashboard } from "../dashboard-test-fixtures.ts";
import { CREATE_DASHBOARD, DASHBOARD_TEMPLATES_QUERY } from "../dashboards.graphql.ts";
import { NewDashboardModal } from "./NewDashboardModal.tsx";

afterEach(() => act(() => snackbarStore.clear()));

describe("New dashboard", () => {
  it("creates one from a template and opens it", async () => {
    const sent: unknown[] = [];
    renderAppUi(<NewDashboardModal opened onClose={() => undefined} />, {
      mocks: [
        {
          request: { query: DASHBOARD_TEMPLATES_QUERY },
          result: {
            data: {
              dashboardTemplates: [
                {
                  __typename: "DashboardTemplate",
                  key: "case-work",
                  name: "Case work",
                  icon: "briefcase",
                  description: "Cases by status and priority, and the tasks that are overdue.",
                },
              ],
            },
          },
        },
        {
          request: {
            query: CREATE_DASHBOARD,
            variables: (variables: Record<string, unknown>) => {
              sent.push(variables.input);
              return true;
            },
          },
          result: {
            data: { createDashboard: buildDashboard({ name: "Our cases", slug: "our-cases" }) },
          },
        },
      ],
      session: buildSession(),
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), {
      target: { value: " Our cases " },
    });
    fireEvent.click(await screen.findByRole("radio", { name: /Case work/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/dashboards/our-cases"),
    );
    expect(sent).toEqual([{ name: "Our cases", icon: null, templateKey: "case-work" }]);
    expect(screen.getByText('Dashboard "Our cases" created.')).toBeTruthy();
  });
});
