import { Group } from "@mantine/core";
import { NotificationBell } from "../../features/notifications/NotificationBell.tsx";
import { UserMenu } from "./UserMenu.tsx";

/**
 * The header's right-hand controls. Loaded after the shell's first paint (ShellLayout imports
 * it lazily) because their dropdowns bring Mantine's Menu, Popover and floating-ui, about 30 kB
 * gzipped that the first screen does not need; the shell stays inside its 250 kB budget.
 */
export default function HeaderActions() {
  return (
    <Group gap="xs" wrap="nowrap">
      <NotificationBell />
      <UserMenu />
    </Group>
  );
}
