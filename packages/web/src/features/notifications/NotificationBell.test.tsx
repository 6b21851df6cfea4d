import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Mock, renderCommentsUi } from "../comments/comments-test-render.tsx";
import { NotificationBell, unreadPollMs } from "./NotificationBell.tsx";
import { UNREAD_NOTIFICATION_COUNT_QUERY } from "./unread-count.graphql.ts";

const countMock = (n: number): Mock => ({
  request: { query: UNREAD_NOTIFICATION_COUNT_QUERY },
  result: { data: { unreadNotificationCount: n } },
});

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility("visible");
});

describe("notification bell", () => {
  it("names itself with the unread count", async () => {
    renderCommentsUi(<NotificationBell />, { mocks: [countMock(3)] });
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    expect(screen.getByText("3")).toBeTruthy();
  });

  it("names no number until the count has come", async () => {
    renderCommentsUi(<NotificationBell />, { mocks: [{ ...countMock(0), delay: 200 }] });
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Notifications, 0 unread" })).toBeTruthy();
  });

  it("polls every minute while the tab is visible, and not while it is hidden", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCommentsUi(<NotificationBell />, {
      mocks: [countMock(1), countMock(2), countMock(5)],
    });
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    setVisibility("hidden");
    await act(() => vi.advanceTimersByTimeAsync(unreadPollMs * 2));
    expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    setVisibility("visible");
    await act(() => vi.advanceTimersByTimeAsync(unreadPollMs));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy(),
    );
  });
});
