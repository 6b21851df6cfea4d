import { useMutation, useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import { alertLimits, type SubscriptionKind } from "@tierwise/common/alerts";
import { formatRelativeDay } from "@tierwise/common/formatting";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { Link } from "react-router";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { companyPath } from "../../companies/profile/profile-paths.ts";
import {
  ALERT_SUBSCRIPTIONS_QUERY,
  type AlertSubscription,
  UNSUBSCRIBE_ALERT_ENTITY,
} from "./alert-settings.graphql.ts";
import { subscriptionName } from "./subscription-labels.ts";

const pageSize = alertLimits.subscriptionPageSize;

function SubscriptionLabel({ subscription }: { subscription: AlertSubscription }) {
  if (subscription.company) {
    return (
      <Anchor component={Link} to={companyPath(subscription.company.slug)}>
        {subscription.company.name}
      </Anchor>
    );
  }
  return <>{subscriptionName(subscription)}</>;
}

/**
 * The organisation's subscriptions of one kind, 20 a page with cursor paging (spec 3 §9);
 * administrators may end one (the alerts about it stop reaching the organisation).
 */
export function SubscriptionList({
  kind,
  canManage,
}: {
  kind: SubscriptionKind;
  canManage: boolean;
}) {
  // The cursors of the pages before this one; [] is the first page.
  const [cursors, setCursors] = useState<(string | null)[]>([]);
  const after = cursors.at(-1) ?? null;
  const { data, previousData, error, refetch } = useQuery(ALERT_SUBSCRIPTIONS_QUERY, {
    variables: { kind, first: pageSize, after },
    fetchPolicy: "cache-and-network",
  });
  const [unsubscribe] = useMutation(UNSUBSCRIBE_ALERT_ENTITY, {
    refetchQueries: ["AlertSubscriptions"],
  });
  const page = (data ?? previousData)?.alertSubscriptions;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !page,
    loading: !page,
    empty: false,
    onRetry: retryWith(refetch),
  });
  if (placeholder || !page) return placeholder;

  async function end(subscription: AlertSubscription) {
    let ok = false;
    try {
      const answer = await unsubscribe({ variables: { id: subscription.id } });
      ok = answer.data?.unsubscribeAlertEntity.__typename === "DeleteSuccess";
    } catch {
      ok = false;
    }
    showSnackbar(
      ok
        ? { type: "success", message: `Unsubscribed from ${subscriptionName(subscription)}.` }
        : { type: "error", message: messages.somethingWentWrong },
    );
  }

  if (page.items.length === 0 && cursors.length === 0)
    return <EmptyState title="No subscriptions yet" />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.totalCount === 1 ? "1 subscription" : `${page.totalCount} subscriptions`}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Subscriptions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Added</Table.Th>
              {canManage ? <Table.Th scope="col">Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Td>
                  <SubscriptionLabel subscription={subscription} />
                </Table.Td>
                <Table.Td>{formatRelativeDay(subscription.createdAt)}</Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`Unsubscribe from ${subscriptionName(subscription)}`}
                      onClick={() => void end(subscription)}
                    >
                      Unsubscribe
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center" gap="sm">
        <Button
          variant="default"
          size="xs"
          disabled={cursors.length === 0}
          onClick={() => setCursors((current) => current.slice(0, -1))}
        >
          Previous
        </Button>
        <Text size="sm">Page {cursors.length + 1}</Text>
        <Button
          variant="default"
          size="xs"
          disabled={!page.pageInfo.hasNextPage}
          onClick={() => setCursors((current) => [...current, page.pageInfo.endCursor])}
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}
