import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconMailForward, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import type { Member } from "./members.graphql.ts";

interface MemberRowActionsProps {
  member: Member;
  onDeactivate: (member: Member) => void;
  onReactivate: (member: Member) => void;
  onResend: (member: Member) => void;
}

/** The row's menu: resend the invitation (pending), or deactivate / reactivate. */
export function MemberRowActions({
  member,
  onDeactivate,
  onReactivate,
  onResend,
}: MemberRowActionsProps) {
  const who = member.name || member.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${who}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!member.verified ? (
          <Menu.Item
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => onResend(member)}
          >
            {messages.resendInvitation}
          </Menu.Item>
        ) : member.active ? (
          <Menu.Item
            color="red"
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => onDeactivate(member)}
          >
            Deactivate
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => onReactivate(member)}
          >
            Reactivate
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
