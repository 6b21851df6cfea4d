import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { AVAILABLE_ALERT_FILTERS_QUERY } from "../alert.graphql.ts";
import { alertsSession, renderAlertUi } from "../alert-fixtures.tsx";
import { AlertSettingsPage } from "./AlertSettingsPage.tsx";
import {
  ALERT_SOURCE_PRECISION_QUERY,
  ALERT_SUBSCRIPTIONS_QUERY,
  PREFERRED_EMAIL_HOUR_QUERY,
} from "./alert-settings.graphql.ts";

const mocks: Mock[] = [
  {
    request: { query: AVAILABLE_ALERT_FILTERS_QUERY, variables: { search: null } },
    result: {
      data: {
        availableAlertFilters: {
          __typename: "AvailableAlertFilters",
          companies: [],
          locations: [],
          commodities: [],
          newsClasses: [],
        },
      },
    },
  },
  {
    request: { query: PREFERRED_EMAIL_HOUR_QUERY, variables: {} },
    result: { data: { preferredEmailHour: 7 } },
  },
  {
    request: { query: ALERT_SOURCE_PRECISION_QUERY, variables: {} },
    result: { data: { alertSourcePrecision: [] } },
  },
  {
    request: {
      query: ALERT_SUBSCRIPTIONS_QUERY,
      variables: { kind: "location", first: 20, after: null },
    },
    result: {
      data: {
        alertSubscriptions: {
          __typename: "AlertSubscriptionConnection",
          items: [
            {
              __typename: "AlertSubscription",
              id: "sub-1",
              kind: "location",
              company: null,
              location: {
                __typename: "AlertLocation",
                id: "loc-1",
                level: "City",
                name: "Hamburg",
                countryCode: "DE",
                topic: "location.city:Hamburg",
              },
              commodity: null,
              createdAt: "2026-03-05T10:00:00.000Z",
            },
          ],
          pageInfo: { __typename: "PageInfo", endCursor: "c-1", hasNextPage: false },
          totalCount: 1,
        },
      },
    },
  },
];

function renderSettings(role: "user" | "organization_admin") {
  renderAlertUi(<AlertSettingsPage />, {
    path: "/settings/alert/location",
    route: "/settings/alert/:tab?",
    session: alertsSession(role),
    mocks,
  });
}

describe("the alert settings", () => {
  it("list the organisation's subscriptions of the tab, 20 a page, with the digest hour", async () => {
    renderSettings("user");
    const table = await screen.findByRole("table", { name: "Subscriptions" });
    expect(within(table).getByText("Hamburg, DE (City)")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Locations" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(await screen.findByDisplayValue("07:00 UTC")).toBeTruthy();
    // Members read; administrators manage.
    expect(within(table).queryByRole("button", { name: /Unsubscribe/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
  });

  it("let administrators subscribe and unsubscribe", async () => {
    renderSettings("organization_admin");
    const table = await screen.findByRole("table", { name: "Subscriptions" });
    expect(
      within(table).getByRole("button", { name: "Unsubscribe from Hamburg, DE (City)" }),
    ).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Add a location" })).toBeTruthy();
  });
});
