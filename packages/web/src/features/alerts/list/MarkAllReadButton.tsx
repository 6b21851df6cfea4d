import { useMutation } from "@apollo/client/react";
import { Button } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import {
  type AlertFilterInput,
  BULK_MARK_ALERTS_READ,
  type BulkMarkReadResult,
  unreadCountQueries,
} from "../alert.graphql.ts";

export const markedReadMessage = (updated: number) =>
  updated === 1 ? "1 alert marked as read." : `${updated} alerts marked as read.`;

/**
 * Bulk "mark as read" of every alert the filters select (spec 3 §5: the server caps how many at
 * once and says so with TooManyModificationsError, whose message is shown as it is).
 */
export function MarkAllReadButton({ filter }: { filter: AlertFilterInput }) {
  const [markRead, { loading }] = useMutation(BULK_MARK_ALERTS_READ, {
    refetchQueries: ["Alerts", ...unreadCountQueries],
  });

  async function run() {
    let result: BulkMarkReadResult | undefined;
    try {
      result = (await markRead({ variables: { input: { filter: { ...filter, unread: true } } } }))
        .data?.bulkMarkAlertsRead;
    } catch {
      result = undefined;
    }
    if (result?.__typename === "BulkMarkReadSuccess" && "updated" in result) {
      showSnackbar({ type: "success", message: markedReadMessage(result.updated) });
      return;
    }
    showSnackbar({
      type: "error",
      message: (result && "message" in result && result.message) || messages.somethingWentWrong,
    });
  }

  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconChecks size={14} aria-hidden />}
      loading={loading}
      onClick={() => void run()}
    >
      Mark all as read
    </Button>
  );
}
