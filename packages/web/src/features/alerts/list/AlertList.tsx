import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Button, Group, Stack } from "@mantine/core";
import { alertLimits } from "@tierwise/common/alerts";
import { useState } from "react";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { ALERTS_QUERY, type AlertFilterInput } from "../alert.graphql.ts";
import { AlertCard } from "../card/AlertCard.tsx";
import { EmptyAlertList } from "./EmptyAlertList.tsx";
import { MarkAllReadButton } from "./MarkAllReadButton.tsx";

const pageSize = alertLimits.feedPageSize;

/**
 * Spec 3 §4: more results exist while the last page was full. `fetched` is the size of the last
 * page asked for with "Load more" under these filters; before any, the first page's size.
 */
export function morePossible(
  firstPageSize: number,
  fetched: { key: string; size: number } | null,
  key: string,
): boolean {
  const lastSize = fetched?.key === key ? fetched.size : firstPageSize;
  return lastSize === pageSize;
}

type AlertListProps = {
  filter: AlertFilterInput;
  /** The alert lists of the side panel are narrower: no bulk action above them. */
  withBulkRead?: boolean;
};

/**
 * The alerts a filter selects, newest first, 30 a page with cursor paging (spec 3 §9), with
 * loading, empty and failed states. A single alert asked for by id opens expanded.
 */
export function AlertList({ filter, withBulkRead = true }: AlertListProps) {
  const key = JSON.stringify(filter);
  const [fetched, setFetched] = useState<{ key: string; size: number } | null>(null);
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(ALERTS_QUERY, {
    variables: { filter, first: pageSize },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.alerts;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !page,
    loading: !page,
    empty: false,
    skeletonRows: 6,
    onRetry: retryWith(refetch),
  });
  if (placeholder || !page) return placeholder;

  const loadMore = () => {
    fetchMore({
      variables: { after: page.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        alerts: {
          ...fetchMoreResult.alerts,
          items: [...previous.alerts.items, ...fetchMoreResult.alerts.items],
        },
      }),
    })
      .then((result) => setFetched({ key, size: result.data?.alerts.items.length ?? 0 }))
      .catch(() => undefined);
  };
  const more =
    page.pageInfo.endCursor !== null &&
    morePossible(Math.min(page.items.length, pageSize), fetched, key);
  const single = Boolean(filter.alertId);

  return (
    <Stack gap="sm" aria-busy={networkStatus !== NetworkStatus.ready}>
      {withBulkRead && page.items.length > 0 && !single ? (
        <Group justify="flex-end">
          <MarkAllReadButton filter={filter} />
        </Group>
      ) : null}
      {page.items.length === 0 ? (
        <EmptyAlertList />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label="Alerts"
        >
          {page.items.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} initiallyExpanded={single} />
            </li>
          ))}
        </Stack>
      )}
      {more ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={networkStatus === NetworkStatus.fetchMore}
            onClick={loadMore}
          >
            Load more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
