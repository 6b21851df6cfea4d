import { act, fireEvent, screen, within } from "@testing-library/react";
import { dashboardMessages } from "@tierwise/common/dashboards/messages";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { buildSession } from "../../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import {
  ALLOWED_BUNDLE_HOSTS_QUERY,
  SET_ALLOWED_DASHBOARD_BUNDLE_HOSTS,
} from "../dashboards.graphql.ts";
import { AllowedBundleHostsPage } from "./AllowedBundleHostsPage.tsx";

const hostsAnswer = (hosts: string[]): Mock => ({
  request: { query: ALLOWED_BUNDLE_HOSTS_QUERY },
  result: {
    data: {
      session: {
        __typename: "Session",
        organization: {
          __typename: "SessionOrganization",
          id: "org-1",
          name: "Acme Manufacturing",
          allowedDashboardBundleHosts: hosts,
        },
      },
    },
  },
});

function open(mocks: Mock[]) {
  renderAppUi(<AllowedBundleHostsPage />, {
    mocks,
    path: "/settings/dashboard-bundles",
    session: buildSession({ roles: ["organization_admin"] }),
  });
}

afterEach(() => act(() => snackbarStore.clear()));

describe("the allowed bundle hosts editor", () => {
  it("refuses what is not an origin with the rule's own words", async () => {
    open([hostsAnswer(["https://widgets.example.com"])]);
    expect(await screen.findByText("https://widgets.example.com")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Origin" }), {
      target: { value: "http://widgets.example.com/bundle.js" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText(dashboardMessages.invalidBundleHost)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
  });

  it("saves the list as origins and shows what the server refused", async () => {
    const sent: unknown[] = [];
    open([
      hostsAnswer(["https://widgets.example.com"]),
      {
        request: {
          query: SET_ALLOWED_DASHBOARD_BUNDLE_HOSTS,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables.input);
            return true;
          },
        },
        result: {
          errors: [
            {
              message: "x",
              extensions: {
                code: "BAD_USER_INPUT",
                messages: ["An organisation allows at most 20 bundle hosts."],
              },
            },
          ],
        },
      } as Mock,
    ]);
    await screen.findByText("https://widgets.example.com");
    fireEvent.change(screen.getByRole("textbox", { name: "Origin" }), {
      target: { value: "http://localhost:8080/" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const list = screen.getByRole("list", { name: "Allowed origins" });
    expect(within(list).getByText("http://localhost:8080")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("An organisation allows at most 20 bundle hosts.")).toBeTruthy();
    expect(sent).toEqual([
      { organizationId: "org-1", hosts: ["https://widgets.example.com", "http://localhost:8080"] },
    ]);
  });
});
