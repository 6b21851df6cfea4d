import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Flex, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { AlertFilterBar } from "../filters/AlertFilterBar.tsx";
import {
  activeAlertFilterCount,
  effectiveAlertFilter,
  feedFilterOf,
  filterOverrides,
} from "../filters/alert-filter-url.ts";
import { useAlertUrlState } from "../filters/use-alert-url-state.ts";
import { AlertList } from "../list/AlertList.tsx";
import { AlertFeedsColumn } from "./AlertFeedsColumn.tsx";
import { ALERT_FEEDS_QUERY, type AlertFeed, DELETE_ALERT_FEED } from "./alert-feeds.graphql.ts";
import { FeedFormModal, type FeedFormMode } from "./FeedFormModal.tsx";
import { everythingFeedSlug, everythingPath, feedPath, findFeed } from "./feed-paths.ts";

/**
 * /alerts/{feedSlugOrId} (spec 3 §2): the feeds in a side column, the chosen feed's alerts under
 * a filter bar whose choices live in the address (bare keys) on top of the feed's own filter,
 * and "Save as feed" for the filters on screen.
 */
export function AlertFeedPage() {
  const { feed: slugOrId = everythingFeedSlug } = useParams();
  const navigate = useNavigate();
  const url = useAlertUrlState("alerts");
  const [formMode, setFormMode] = useState<FeedFormMode | null>(null);
  const [deleting, setDeleting] = useState<AlertFeed | null>(null);
  const [deleteFeed] = useMutation(DELETE_ALERT_FEED, { refetchQueries: ["AlertFeeds"] });
  const { data, error, refetch } = useQuery(ALERT_FEEDS_QUERY, {
    fetchPolicy: "cache-and-network",
  });
  const feeds = data?.alertFeeds;
  const feed = feeds ? findFeed(feeds, slugOrId) : null;
  usePageTitle(feed ? `${feed.name} · Alerts` : "Alerts");

  if (!feeds) {
    return error ? (
      <ErrorWithRetry onRetry={retryWith(refetch)} />
    ) : (
      <Skeleton height={320} aria-busy="true" aria-label="Loading alerts" />
    );
  }

  const feedFilter = feed ? feedFilterOf(feed.filter) : {};
  const filter = effectiveAlertFilter(feedFilter, url.filter);

  async function confirmDelete(target: AlertFeed) {
    let ok = false;
    try {
      const answer = await deleteFeed({ variables: { id: target.id } });
      ok = answer.data?.deleteAlertFeed.__typename === "DeleteSuccess";
    } catch {
      ok = false;
    }
    setDeleting(null);
    if (!ok) {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
      return;
    }
    const leaving = target.id === feed?.id;
    showSnackbar({
      type: "success",
      message: `Feed "${target.name}" deleted.`,
      archiveOnRouteChange: !leaving,
    });
    if (leaving) void navigate(everythingPath);
  }

  return (
    <Flex gap="lg" direction={{ base: "column", md: "row" }} align="flex-start">
      <Box w={{ base: "100%", md: 280 }} style={{ flexShrink: 0 }}>
        <AlertFeedsColumn
          feeds={feeds}
          current={feed}
          onEdit={(target) => setFormMode({ kind: "edit", feed: target })}
          onDelete={setDeleting}
        />
      </Box>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }} w="100%">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{feed?.name ?? "Alerts"}</Title>
            {feed?.description ? <Text c="dimmed">{feed.description}</Text> : null}
          </Stack>
          {feed ? (
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => setFormMode({ kind: "create", filter })}
            >
              Save as feed
            </Button>
          ) : null}
        </Group>
        {feed ? (
          <>
            <AlertFilterBar
              filter={filter}
              onChange={(next) => url.setFilter(filterOverrides(next, feedFilter))}
              clearableCount={activeAlertFilterCount(url.filter)}
            />
            <AlertList filter={filter} />
          </>
        ) : (
          <EmptyState title="Feed not found" description="It does not exist or was deleted.">
            <Button component={Link} to={everythingPath} variant="default">
              Show all alerts
            </Button>
          </EmptyState>
        )}
      </Stack>
      <FeedFormModal
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSaved={(saved) => {
          const created = formMode?.kind === "create";
          // A new feed's page opens next: the message must outlive that route change, which
          // closes snackbars (it flashed and went once the page came quickly).
          showSnackbar({
            type: "success",
            message: `Feed "${saved.name}" saved.`,
            archiveOnRouteChange: !created,
          });
          // A new feed holds the filters on screen: open it without them in the address.
          if (created) void navigate(feedPath(saved));
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete feed?"
        message={`"${deleting?.name ?? ""}" will be deleted for everyone who uses it.`}
        confirmLabel="Delete feed"
        danger
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Flex>
  );
}
