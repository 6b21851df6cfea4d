import { useQuery } from "@apollo/client/react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Mock, renderCommentsUi } from "../comments/comments-test-render.tsx";
import { NotificationList, noNotifications, notificationsPageSize } from "./NotificationList.tsx";
import {
  MARK_ALL_NOTIFICATIONS_READ_MUTATION,
  MARK_NOTIFICATIONS_READ_MUTATION,
  NOTIFICATIONS_QUERY,
  type NotificationItem,
} from "./notifications.graphql.ts";
import { UNREAD_NOTIFICATION_COUNT_QUERY } from "./unread-count.graphql.ts";

const item = (id: string, read: boolean, title: string): NotificationItem => ({
  __typename: "Notification",
  id,
  kind: "mention",
  createdAt: "2026-11-24T10:00:00.000Z",
  read,
  title,
  excerpt: `Excerpt of ${id}`,
  link: `/company/acme?extension=open&tab=note&highlighted=c-${id}`,
});

const listMock = (items: NotificationItem[]): Mock => ({
  request: { query: NOTIFICATIONS_QUERY, variables: { first: notificationsPageSize } },
  result: {
    data: {
      notifications: {
        __typename: "NotificationConnection",
        items,
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
});
const countMock = (n: number): Mock => ({
  request: { query: UNREAD_NOTIFICATION_COUNT_QUERY },
  result: { data: { unreadNotificationCount: n } },
});

/** The bell's number as the cache holds it, shown beside the list. */
function Count() {
  const { data } = useQuery(UNREAD_NOTIFICATION_COUNT_QUERY, { fetchPolicy: "cache-only" });
  return <output data-testid="count">{data?.unreadNotificationCount ?? "-"}</output>;
}

function renderList(mocks: Mock[], onClose = vi.fn()) {
  renderCommentsUi(
    <>
      <Count />
      <NotificationList onClose={onClose} />
    </>,
    { mocks: [countMock(2), ...mocks], path: "/" },
  );
  return onClose;
}

describe("notification list", () => {
  it("opens a notification: marks it read and goes to the highlighted note", async () => {
    const markRead: Mock = {
      request: { query: MARK_NOTIFICATIONS_READ_MUTATION, variables: { ids: ["n-1"] } },
      result: {
        data: {
          markNotificationsRead: { __typename: "MarkNotificationsReadSuccess", unreadCount: 1 },
        },
      },
    };
    const onClose = renderList([
      listMock([item("n-1", false, "Ada mentioned you in a note"), item("n-2", true, "Old one")]),
      markRead,
    ]);
    // Named by what it shows (title, excerpt, time), the unread state in words first.
    const unread = await screen.findByRole("button", {
      name: /^Unread: Ada mentioned you in a note/,
    });
    expect(unread.getAttribute("aria-label")).toBeNull();
    expect(screen.getByRole("button", { name: /^Old one/ })).toBeTruthy();
    fireEvent.click(unread);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        "/company/acme?extension=open&tab=note&highlighted=c-n-1",
      ),
    );
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("1"));
  });

  it("marks all as read", async () => {
    renderList([
      listMock([item("n-1", false, "First"), item("n-2", false, "Second")]),
      {
        request: { query: MARK_ALL_NOTIFICATIONS_READ_MUTATION },
        result: {
          data: {
            markAllNotificationsRead: {
              __typename: "MarkNotificationsReadSuccess",
              unreadCount: 0,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByTestId("count").textContent).toBe("0"));
    await waitFor(() => expect(screen.getByRole("button", { name: /^First/ })).toBeTruthy());
    expect(screen.getByRole("button", { name: "Mark all as read" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("says when there is nothing, and offers a retry after an error", async () => {
    renderList([{ ...listMock([]), error: new Error("offline") }, listMock([])]);
    expect(screen.getByLabelText("Loading")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText(noNotifications)).toBeTruthy();
  });
});
