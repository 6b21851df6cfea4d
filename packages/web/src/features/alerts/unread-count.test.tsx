import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MainNavigation } from "../../app/navigation/MainNavigation.tsx";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { renderAlertUi, unreadCountMock } from "./alert-fixtures.tsx";

function renderNavigation(count: number, overTheThreshold = false) {
  renderAlertUi(<MainNavigation compact={false} onNavigate={() => undefined} />, {
    path: "/",
    mocks: [unreadCountMock(count, overTheThreshold)],
  });
  return screen.getByRole("link", { name: /Alerts/ });
}

describe("the navigation's unread alerts", () => {
  it("shows the count next to Alerts", async () => {
    const link = renderNavigation(7);
    expect(link.getAttribute("href")).toBe("/alerts");
    expect((await screen.findByLabelText("7 unread alerts")).textContent).toBe("7");
  });

  it("shows 100 when over the threshold of 100 (spec 3 §9)", async () => {
    renderNavigation(100, true);
    expect((await screen.findByLabelText("More than 100 unread alerts")).textContent).toBe("100");
  });

  it("has no marker without unread alerts", async () => {
    renderNavigation(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(/unread alerts/)).toBeNull();
  });

  it("is not offered to organisations without alerts", () => {
    renderAlertUi(<MainNavigation compact={false} onNavigate={() => undefined} />, {
      path: "/",
      session: buildSession(),
    });
    expect(screen.queryByRole("link", { name: /Alerts/ })).toBeNull();
  });
});
