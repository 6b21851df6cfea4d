import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { SubscriptionSetFormModal } from "./SubscriptionSetForm.tsx";
import { SubscriptionSetTable } from "./SubscriptionSetTable.tsx";
import { SUBSCRIPTION_SETS_QUERY, type SubscriptionSet } from "./subscription-sets.graphql.ts";

const pageTitle = "Subscription sets";

/**
 * /organizations/{id}/subscription-sets: a provider manager administers an organisation's sets
 * (issue 16): name, description, company limit, coverage, adding allowed and data packages.
 */
export function SubscriptionSetsPage() {
  usePageTitle(pageTitle);
  const { id = "" } = useParams();
  const { data, error, refetch, loading } = useQuery(SUBSCRIPTION_SETS_QUERY, {
    variables: { organizationId: id },
    fetchPolicy: "cache-and-network",
  });
  // undefined: closed; null: a new set.
  const [editing, setEditing] = useState<SubscriptionSet | null | undefined>(undefined);
  const sets = data?.subscriptionSets;

  let content = null;
  if (error && !sets) content = <ErrorWithRetry onRetry={retryWith(refetch)} />;
  else if (!sets) content = <Skeleton height={160} aria-label="Loading subscription sets" />;
  else if (sets.length === 0) {
    content = (
      <EmptyState
        title="No subscription sets yet"
        description="Without a set, the organisation cannot add companies."
      />
    );
  } else content = <SubscriptionSetTable sets={sets} onEdit={setEditing} />;

  return (
    <Stack gap="lg" maw={960} aria-busy={loading}>
      <Anchor component={Link} to={`/organizations/${encodeURIComponent(id)}`} size="sm">
        ← Organisation
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{pageTitle}</Title>
          <Text size="sm" c="dimmed">
            Adding companies to the organisation uses the seats of its sets; data packages unlock
            areas of company profiles.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          New subscription set
        </Button>
      </Group>
      {content}
      <SubscriptionSetFormModal
        organizationId={id}
        set={editing}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
