import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { caseLimits } from "@tierwise/common/cases";
import { useId, useState } from "react";
import { CaseEmailCard, EmailStatusMarkers } from "./CaseEmailCard.tsx";
import type { CaseEmail, CaseEmailThread } from "./case-emails.graphql.ts";
import { formatEmailDate } from "./email-compose.ts";

type CaseEmailThreadCardProps = {
  thread: CaseEmailThread;
  canEdit: boolean;
  viewerEmail: string | null;
  onReply: (email: CaseEmail) => void;
  onForward: (email: CaseEmail) => void;
};

const byDate = (a: CaseEmail, b: CaseEmail) => a.createdAt.localeCompare(b.createdAt);

/** One line of the collapsed list: who, when, and the start of the text. */
function EmailPreviewRow({ email }: { email: CaseEmail }) {
  const firstLine = email.body.split("\n").find((line) => line.trim() !== "") ?? "";
  return (
    <Group component="li" gap="xs" wrap="nowrap" data-testid="email-preview-row" miw={0}>
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        {email.sender.name ?? email.sender.email}
      </Text>
      <EmailStatusMarkers email={email} />
      <Text size="sm" c="dimmed" truncate style={{ flex: 1 }}>
        {firstLine}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
        <time dateTime={email.sentAt ?? email.createdAt}>
          {formatEmailDate(email.sentAt ?? email.createdAt)}
        </time>
      </Text>
    </Group>
  );
}

/**
 * A thread (spec 2 §4): its first e-mail in full, then the rest as a collapsible list: folded,
 * a preview of the first 5 rows; unfolded, every e-mail in full. A count is shown when the
 * thread holds more than one e-mail.
 */
export function CaseEmailThreadCard({
  thread,
  canEdit,
  viewerEmail,
  onReply,
  onForward,
}: CaseEmailThreadCardProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const restId = useId();
  const [first, ...rest] = [...thread.emails].sort(byDate);
  const preview = rest.slice(0, caseLimits.threadPreviewRows);
  const count = Math.max(thread.emailCount, thread.emails.length);
  if (!first) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" data-testid="email-thread">
      <Group gap="xs" wrap="nowrap">
        <Title order={3} size="h6" id={headingId} style={{ minWidth: 0 }}>
          {thread.subject}
        </Title>
        {count > 1 ? (
          <Badge variant="light" color="gray" data-testid="thread-count">
            {`${count} emails`}
          </Badge>
        ) : null}
      </Group>
      <CaseEmailCard
        email={first}
        canEdit={canEdit}
        viewerEmail={viewerEmail}
        onReply={() => onReply(first)}
        onForward={() => onForward(first)}
      />
      {rest.length > 0 ? (
        <Stack gap="xs" pl="md" style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={expanded}
              aria-controls={restId}
              leftSection={
                expanded ? (
                  <IconChevronUp size={14} aria-hidden />
                ) : (
                  <IconChevronDown size={14} aria-hidden />
                )
              }
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded
                ? "Show less"
                : `Show ${rest.length} more ${rest.length === 1 ? "email" : "emails"}`}
            </Button>
          </Group>
          <div id={restId}>
            {expanded ? (
              <Stack gap="xs">
                {rest.map((email) => (
                  <CaseEmailCard
                    key={email.id}
                    email={email}
                    canEdit={canEdit}
                    viewerEmail={viewerEmail}
                    onReply={() => onReply(email)}
                    onForward={() => onForward(email)}
                  />
                ))}
              </Stack>
            ) : (
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }}>
                {preview.map((email) => (
                  <EmailPreviewRow key={email.id} email={email} />
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
