import { useQuery } from "@apollo/client/react";
import { List, Loader, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import type { MentionNode } from "@tierwise/common/rich-text";
import { useState } from "react";
import { MentionLabel } from "../../ui/RichTextEditor/MentionLabel.tsx";
import { COMMENT_RECIPIENT_QUERY } from "./recipients.graphql.ts";

function RecipientDetails({ mention }: { mention: MentionNode }) {
  const type = mention.type === "group-mention" ? "Team" : "User";
  const { data, loading, error } = useQuery(COMMENT_RECIPIENT_QUERY, {
    variables: { type, id: mention.id },
  });
  if (loading) return <Loader size="xs" aria-label="Loading" />;
  const recipient = data?.commentRecipient;
  if (error || !recipient) return <Text size="sm">{mention.displayName}</Text>;
  if (recipient.__typename === "MentionTeam") {
    return (
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {recipient.name}
        </Text>
        <Text size="xs" c="dimmed">
          {messages.teamMembers(recipient.members.length)}
        </Text>
        <List size="xs" mah="20rem" style={{ overflowY: "auto" }}>
          {recipient.members.map((member) => (
            <List.Item key={member.id}>
              {member.name} ({member.email})
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {recipient.firstName} {recipient.lastName}
      </Text>
      <Text size="xs">{recipient.email}</Text>
      {recipient.jobTitle ? <Text size="xs">{recipient.jobTitle}</Text> : null}
      {recipient.businessUnit ? (
        <Text size="xs" c="dimmed">
          {recipient.businessUnit}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A mention with its recipient card (spec 1 §7 "Comment recipients"): hovering or focusing it
 * shows the person's or team's details, fetched when the card first opens.
 */
export function MentionCard({ mention }: { mention: MentionNode }) {
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  const close = () => setOpened(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={280} withinPortal position="top-start">
      <Popover.Target>
        <UnstyledButton
          component="span"
          role="button"
          aria-haspopup="dialog"
          tabIndex={0}
          aria-label={`${mention.displayName}, ${mention.type === "group-mention" ? "team" : "person"}`}
          style={{ display: "inline" }}
          onMouseEnter={open}
          onMouseLeave={close}
          onFocus={open}
          onBlur={close}
          onClick={() => setOpened((value) => !value)}
        >
          <MentionLabel mention={mention} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>{opened ? <RecipientDetails mention={mention} /> : null}</Popover.Dropdown>
    </Popover>
  );
}
