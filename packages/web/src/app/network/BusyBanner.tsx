import { useApolloClient } from "@apollo/client/react";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { clearBusy, useBusy } from "./busy.ts";

/**
 * Shown when the API shed a request because it is saturated: what happened and a retry, rather
 * than a spinner that never ends. Retrying asks the page's queries again.
 */
export function BusyBanner() {
  const busy = useBusy();
  const client = useApolloClient();
  if (!busy) return null;
  return (
    <Alert
      color="orange"
      icon={<IconHourglass size={18} aria-hidden />}
      role="alert"
      radius={0}
      py="xs"
      style={{ position: "sticky", top: 0, zIndex: 300 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{messages.busy}</Text>
        <Button
          size="compact-sm"
          variant="white"
          onClick={() => {
            clearBusy();
            void client.refetchQueries({ include: "active" });
          }}
        >
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
