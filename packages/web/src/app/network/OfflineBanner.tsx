import { Alert } from "@mantine/core";
import { useNetwork } from "@mantine/hooks";
import { IconWifiOff } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";

/** Follows the browser's online and offline events (spec 1 §4). */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconWifiOff size={18} aria-hidden />}
      role="status"
      radius={0}
      py="xs"
      style={{ position: "sticky", top: 0, zIndex: 300 }}
    >
      {messages.offline}
    </Alert>
  );
}
