import { useQuery } from "@apollo/client/react";
import { ActionIcon, Loader, Popover } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useSession } from "../../app/session/use-session.ts";
import classes from "./notification-bell.module.css";
import { UNREAD_NOTIFICATION_COUNT_QUERY } from "./unread-count.graphql.ts";

/** How often the bell asks for its number while the tab is visible. */
export const unreadPollMs = 60_000;

// The list, its mutations and dates arrive with the first opening: the shell stays small.
const NotificationList = lazy(() =>
  import("./NotificationList.tsx").then((module) => ({ default: module.NotificationList })),
);

/** The bell's name; without a count until the count has come (it is not 0 before that). */
export const bellLabel = (unread: number | null) =>
  unread === null ? "Notifications" : `Notifications, ${unread} unread`;

/**
 * The header's bell: the unread count (polled every minute, never while the tab is hidden)
 * and a popover with the list. Shown inside an organisation only: notifications belong to one.
 */
export function NotificationBell() {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const { data } = useQuery(UNREAD_NOTIFICATION_COUNT_QUERY, {
    skip: !session.organization,
    pollInterval: unreadPollMs,
    skipPollAttempt: () => document.visibilityState === "hidden",
  });
  if (!session.organization) return null;
  const unread = data?.unreadNotificationCount ?? null;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.bell}
          aria-label={bellLabel(unread)}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((open) => !open)}
        >
          <IconBell size={20} aria-hidden />
          {unread ? (
            <span className={classes.count} aria-hidden>
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications" role="dialog">
        {opened ? (
          <Suspense fallback={<Loader size="sm" m="md" aria-label="Loading" />}>
            <NotificationList onClose={() => setOpened(false)} />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
