import { fireEvent, screen, waitFor } from "@testing-library/react";
import { alertMessages } from "@tierwise/common/alerts";
import { describe, expect, it } from "vitest";
import { UserMenu } from "../../../app/shell/UserMenu.tsx";
import {
  alertsMock,
  alertsSession,
  defaultFeedList,
  followingMock,
  renderAlertUi,
} from "../alert-fixtures.tsx";
import { AlertFeedsColumn } from "../feeds/AlertFeedsColumn.tsx";
import { AlertList } from "./AlertList.tsx";
import { ALERT_FOLLOWING_QUERY } from "./alert-following.graphql.ts";

/** Issue 27: an empty alert feed says why, and every way leads to where subscriptions live. */

const location = () => screen.getByTestId("location").textContent ?? "";

describe("an empty alert feed", () => {
  it("tells an administrator that the organisation follows nothing and where to choose", async () => {
    renderAlertUi(<AlertList filter={{}} />, {
      session: alertsSession("organization_admin"),
      mocks: [alertsMock({}, []), followingMock({})],
    });
    expect(await screen.findByText(alertMessages.followsNothing)).toBeTruthy();
    expect(screen.queryByText(alertMessages.noAlerts)).toBeNull();
    const link = screen.getByRole("link", { name: alertMessages.chooseCompaniesToFollow });
    expect(link.getAttribute("href")).toBe("/settings/alert/company");
    fireEvent.click(link);
    await waitFor(() => expect(location()).toBe("/settings/alert/company"));
  });

  it("tells a member who chooses, and still shows where the subscriptions are", async () => {
    renderAlertUi(<AlertList filter={{}} />, {
      session: alertsSession("user"),
      mocks: [alertsMock({}, []), followingMock({})],
    });
    expect(await screen.findByText(alertMessages.followsNothing)).toBeTruthy();
    expect(screen.getByText(alertMessages.followsNothingMember)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: alertMessages.seeWhatIsFollowed }).getAttribute("href"),
    ).toBe("/settings/alert/company");
    expect(screen.queryByRole("link", { name: alertMessages.chooseCompaniesToFollow })).toBeNull();
  });

  it("keeps the filters' message when the organisation follows something", async () => {
    renderAlertUi(<AlertList filter={{ unread: true }} />, {
      session: alertsSession("organization_admin"),
      mocks: [alertsMock({ unread: true }, []), followingMock({ locations: 2 })],
    });
    expect(await screen.findByText(alertMessages.noAlerts)).toBeTruthy();
    expect(screen.queryByText(alertMessages.followsNothing)).toBeNull();
  });

  it("falls back to the filters' message when the subscriptions cannot be read", async () => {
    renderAlertUi(<AlertList filter={{}} />, {
      mocks: [
        alertsMock({}, []),
        { request: { query: ALERT_FOLLOWING_QUERY, variables: {} }, error: new Error("down") },
      ],
    });
    expect(await screen.findByText(alertMessages.noAlerts)).toBeTruthy();
  });
});

describe("the way to the alert settings", () => {
  it("is under the feeds of the Alerts page", () => {
    renderAlertUi(
      <AlertFeedsColumn
        feeds={defaultFeedList}
        current={null}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(screen.getByRole("link", { name: "Alert settings" }).getAttribute("href")).toBe(
      "/settings/alert",
    );
  });

  it("is in the user menu: the settings pages beside the account's Settings", async () => {
    renderAlertUi(<UserMenu />, { session: alertsSession("organization_admin") });
    fireEvent.click(screen.getByRole("button", { name: /^User menu for/ }));
    const settings = await screen.findByRole("menuitem", {
      name: "Alert subscriptions and settings",
    });
    expect(settings.getAttribute("href")).toBe("/settings");
    expect(screen.getByRole("menuitem", { name: "Settings" }).getAttribute("href")).toBe(
      "/account",
    );
    fireEvent.click(settings);
    await waitFor(() => expect(location()).toBe("/settings"));
  });
});
