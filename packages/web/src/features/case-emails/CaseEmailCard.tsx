import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconInbox,
} from "@tabler/icons-react";
import { caseMessages } from "@tierwise/common/cases";
import { AttachmentList } from "../comments/AttachmentList.tsx";
import type { CaseEmail } from "./case-emails.graphql.ts";
import { formatEmailDate, partyLabel } from "./email-compose.ts";

type CaseEmailCardProps = {
  email: CaseEmail;
  /** Reply and Forward are offered only to those who may edit the case. */
  canEdit: boolean;
  /** The viewer's address: Bcc is shown to the e-mail's sender only. */
  viewerEmail: string | null;
  onReply: () => void;
  onForward: () => void;
};

const recipientRows = [
  { type: "to", label: "To" },
  { type: "cc", label: "Cc" },
  { type: "bcc", label: "Bcc" },
] as const;

/** A bounce is reported as a failed delivery of the case's own e-mail, never as a reply. */
export const isDeliveryFailure = (email: CaseEmail) => email.status === "delivery_failure";
/** A reply the case received (not a bounce). */
export const isReceivedReply = (email: CaseEmail) =>
  email.direction === "inbound" && !isDeliveryFailure(email);

/** A marker as a screen reader should hear it: a word, not only a colour or an icon. */
export function EmailStatusMarkers({ email }: { email: CaseEmail }) {
  return (
    <>
      {isDeliveryFailure(email) ? (
        <Badge
          color="red"
          variant="filled"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          data-testid="delivery-failure"
        >
          Delivery failed
        </Badge>
      ) : null}
      {email.status === "failed" ? (
        <Badge
          color="red"
          variant="light"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
        >
          Not sent
        </Badge>
      ) : null}
      {isReceivedReply(email) ? (
        <Badge color="blue" variant="light" leftSection={<IconInbox size={12} aria-hidden />}>
          Inbound
        </Badge>
      ) : null}
      {email.isExternal ? (
        <Badge color="yellow" variant="light">
          {caseMessages.externalLabel}
        </Badge>
      ) : null}
    </>
  );
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When an e-mail was sent (its own Date), and when it reached the case if that was more than a
 * day later or earlier: an imported old mail or a delayed delivery shows both, not today alone.
 */
export function emailDates(email: CaseEmail): { sent: string; received: string | null } {
  const sent = email.sentAt ?? email.createdAt;
  const apart = Math.abs(Date.parse(email.createdAt) - Date.parse(sent));
  return { sent, received: apart > dayMs ? email.createdAt : null };
}

/** The server records the person who sent an e-mail from the case as its sender. */
export function sentByViewer(email: CaseEmail, viewerEmail: string | null): boolean {
  return (
    email.direction === "outbound" &&
    viewerEmail !== null &&
    email.sender.email.toLowerCase() === viewerEmail.toLowerCase()
  );
}

/**
 * One e-mail in full (spec 2 §3): sender, recipients (Bcc for its sender only), date, subject,
 * text, attachments, files of a received e-mail that were refused, and its markers.
 */
export function CaseEmailCard({
  email,
  canEdit,
  viewerEmail,
  onReply,
  onForward,
}: CaseEmailCardProps) {
  const failed = isDeliveryFailure(email);
  const rows = recipientRows.filter(
    (row) => row.type !== "bcc" || sentByViewer(email, viewerEmail),
  );
  const dates = emailDates(email);
  const date = formatEmailDate(dates.sent);
  const sender = email.sender.name ?? email.sender.email;
  return (
    <Paper
      component="article"
      aria-label={`Email from ${sender}, ${date}`}
      data-testid="case-email"
      data-status={email.status}
      withBorder
      p="sm"
      radius="sm"
      style={
        failed
          ? {
              borderColor: "var(--mantine-color-red-6)",
              background: "var(--mantine-color-red-0)",
            }
          : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={600} truncate>
              {partyLabel(email.sender)}
            </Text>
            {rows.map(({ type, label }) => {
              const list = email.recipients.filter((recipient) => recipient.type === type);
              if (list.length === 0) return null;
              return (
                <Text key={type} size="xs" c="dimmed" data-testid={`recipients-${type}`}>
                  {`${label}: ${list.map(partyLabel).join(", ")}`}
                </Text>
              );
            })}
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              <time dateTime={dates.sent}>{date}</time>
            </Text>
            {dates.received ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="received-at">
                {"Received "}
                <time dateTime={dates.received}>{formatEmailDate(dates.received)}</time>
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap={6}>
          <EmailStatusMarkers email={email} />
        </Group>
        <Text size="sm" fw={600}>
          {email.subject}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {email.body}
        </Text>
        <AttachmentList attachments={email.attachments} />
        {email.rejectedAttachments.map((rejected) => (
          <Text key={rejected.filename} size="xs" c="red.8" data-testid="rejected-attachment">
            {rejected.message}
          </Text>
        ))}
        {canEdit ? (
          <Group gap="xs">
            {failed ? null : (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                onClick={onReply}
              >
                Reply
              </Button>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowForwardUp size={14} aria-hidden />}
              onClick={onForward}
            >
              Forward
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
