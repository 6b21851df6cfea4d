import { useQuery } from "@apollo/client/react";
import { Skeleton, Stack, Text } from "@mantine/core";
import { requestMessages } from "@tierwise/common/company-requests";
import { AppModal } from "../../app/modals/AppModal.tsx";
import { modalStore } from "../../app/modals/modal-store.ts";
import { useModal } from "../../app/modals/use-modal.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { SubscriptionSetTable } from "./SubscriptionSetTable.tsx";
import { SUBSCRIPTION_SETS_QUERY } from "./subscription-sets.graphql.ts";

/** The refusal's sentence (the server's; common's requestMessages.subscriptionLimitExceeded otherwise). */
export type SubscriptionSetsModalProps = { message?: string };

/** The typed error a mutation answers when adding companies would pass the seats. */
export const subscriptionLimitError = "SubscriptionLimitExceededError";

/**
 * Opens the show_subscription_sets modal when a mutation answered SubscriptionLimitExceededError
 * (issue 16): true when it did, so the caller shows nothing else.
 */
export function showSetsWhenOutOfSeats(
  answer: { __typename: string; message?: string } | null | undefined,
): boolean {
  if (answer?.__typename !== subscriptionLimitError) return false;
  modalStore.open("show_subscription_sets", { message: answer.message });
  return true;
}

function OrganizationSets() {
  const { data, error, refetch } = useQuery(SUBSCRIPTION_SETS_QUERY, {
    variables: { organizationId: null },
    fetchPolicy: "cache-and-network",
  });
  if (error && !data) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!data)
    return <Skeleton height={120} aria-busy="true" aria-label="Loading subscription sets" />;
  if (data.subscriptionSets.length === 0) {
    return <EmptyState title="Your organisation has no subscription sets." />;
  }
  return <SubscriptionSetTable sets={data.subscriptionSets} />;
}

/**
 * show_subscription_sets (spec 1 §9): the organisation's sets, seats and data packages, shown
 * when no seat is left for the companies being added.
 */
export function SubscriptionSetsModal() {
  const { opened, props } = useModal<SubscriptionSetsModalProps>("show_subscription_sets");
  return (
    <AppModal name="show_subscription_sets" title="Subscription sets" size="lg" centered>
      {opened ? (
        <Stack gap="md">
          <Text size="sm" role="alert">
            {props?.message || requestMessages.subscriptionLimitExceeded}
          </Text>
          <OrganizationSets />
        </Stack>
      ) : null}
    </AppModal>
  );
}
