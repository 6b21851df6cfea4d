import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  Box,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useNavigate } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import {
  MARK_ALL_NOTIFICATIONS_READ_MUTATION,
  MARK_NOTIFICATIONS_READ_MUTATION,
  NOTIFICATIONS_QUERY,
  type NotificationItem,
} from "./notifications.graphql.ts";
import { UNREAD_NOTIFICATION_COUNT_QUERY } from "./unread-count.graphql.ts";

export const notificationsPageSize = 20;
export const noNotifications = "You have no notifications.";

function writeUnread(cache: ApolloCache, unread: number) {
  cache.writeQuery({
    query: UNREAD_NOTIFICATION_COUNT_QUERY,
    data: { unreadNotificationCount: unread },
  });
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The bell's popover: the newest notifications, read ones dimmed. Opening one marks it read
 * and goes where it leads; "Mark all as read" clears the bell. Loaded lazily by the bell.
 */
export function NotificationList({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { data, error, loading, refetch, fetchMore } = useQuery(NOTIFICATIONS_QUERY, {
    variables: { first: notificationsPageSize },
    // Opening the bell shows what is new since it was last opened.
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  // Both marks answer with the unread count left: the bell's number is written, not refetched.
  const [markRead] = useMutation(MARK_NOTIFICATIONS_READ_MUTATION);
  const [markAll, markingAll] = useMutation(MARK_ALL_NOTIFICATIONS_READ_MUTATION, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      writeUnread(cache, answer.markAllNotificationsRead.unreadCount);
      for (const item of data?.notifications.items ?? [])
        cache.modify({ id: cache.identify({ ...item }), fields: { read: () => true } });
    },
  });

  const open = (item: NotificationItem) => {
    if (!item.read) {
      void markRead({
        variables: { ids: [item.id] },
        update: (cache, { data: answer }) => {
          cache.modify({ id: cache.identify({ ...item }), fields: { read: () => true } });
          const result = answer?.markNotificationsRead;
          if (result?.__typename === "MarkNotificationsReadSuccess")
            writeUnread(cache, result.unreadCount);
        },
      }).catch(() => undefined);
    }
    onClose();
    void navigate(item.link);
  };

  const connection = data?.notifications;
  if (error && !connection)
    return (
      <Box p="md">
        <ErrorWithRetry onRetry={retryWith(refetch)} />
      </Box>
    );
  if (!connection) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label="Loading" />
      </Group>
    );
  }
  const items = connection.items;
  const anyUnread = items.some((item) => !item.read);
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="xs">
        <Text fw={600} size="sm" component="h2">
          Notifications
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          disabled={!anyUnread}
          loading={markingAll.loading}
          onClick={() => void markAll().catch(() => undefined)}
        >
          Mark all as read
        </Button>
      </Group>
      {items.length === 0 ? (
        <EmptyState title={noNotifications} />
      ) : (
        <ScrollArea.Autosize mah={420}>
          <Stack
            gap={0}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label="Notifications"
          >
            {items.map((item) => (
              <li key={item.id}>
                <UnstyledButton
                  w="100%"
                  px="md"
                  py="xs"
                  onClick={() => open(item)}
                  bg={item.read ? undefined : "var(--mantine-primary-color-light)"}
                >
                  {/* The button is named by what it shows (axe label-content-name-mismatch), with
                      the unread state, which only its colour and weight show, said in words. */}
                  <Text size="sm" fw={item.read ? 400 : 600}>
                    {item.read ? null : (
                      <>
                        <VisuallyHidden>Unread:</VisuallyHidden>{" "}
                      </>
                    )}
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {item.excerpt}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeFormat.format(new Date(item.createdAt))}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {connection.pageInfo.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          loading={loading}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                notifications: {
                  ...fetchMoreResult.notifications,
                  items: [...previous.notifications.items, ...fetchMoreResult.notifications.items],
                },
              }),
            }).catch(() => undefined)
          }
        >
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}
