import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconArrowBackUp, IconLock, IconPencil } from "@tabler/icons-react";
import type { CaseStatus } from "@tierwise/common/cases";
import type { CommentAccess } from "@tierwise/common/comments";
import { parseRichText } from "@tierwise/common/rich-text";
import { withEditedMarker } from "@tierwise/common/rich-text-editing";
import { type ReactNode, Suspense, useContext, useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../app/session/use-session.ts";
import { RichTextViewer } from "../../ui/RichTextEditor/RichTextViewer.tsx";
import { CaseStatusBadge } from "../cases/CaseStatusBadge.tsx";
import { casePath } from "../cases/maker/case-paths.ts";
import { AttachmentList } from "./AttachmentList.tsx";
import type { Comment } from "./activity-wall.graphql.ts";
import { CommentActionsContext } from "./comment-action.ts";
import { authorName, formatActivityTime } from "./comment-display.ts";
import type { CommentTarget } from "./comment-target.ts";
import { DeleteCommentButton } from "./DeleteCommentButton.tsx";
import { MentionCard } from "./MentionCard.tsx";
import { NoteComposer } from "./NoteComposer.tsx";

type CommentCardProps = {
  comment: Comment;
  target: CommentTarget;
  defaultAccess: CommentAccess;
  /** The page's draft key base; an edit keeps its own draft under it. */
  draftKey: string;
  highlighted?: boolean;
  /** Opens the comment's thread (reply, replies). Absent inside a thread. */
  onOpenThread?: () => void;
  /** Shown under the comment (replies listed inline in the extended panel). */
  children?: ReactNode;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/**
 * One note or reply: author and time, access, the document, attachments and the actions the
 * server allows on it (canReply, canEdit, canDelete); a deleted one shows as deleted.
 */
export function CommentCard({
  comment,
  target,
  defaultAccess,
  draftKey,
  highlighted = false,
  onOpenThread,
  children,
}: CommentCardProps) {
  const [editing, setEditing] = useState(false);
  const session = useSession();
  const author = authorName(comment.commenter);
  const deleted = comment.deletedAt !== null;
  // Spec 2 §4: a note already converted to a case takes no replies.
  const converted = comment.convertedToCase;
  // What other features add to notes (Create case), as the wall's provider lists them.
  const actions = useContext(CommentActionsContext).filter((action) =>
    action.available(comment, target, session),
  );
  const document = parseRichText(comment.comment);
  const shown = comment.edited ? withEditedMarker(document) : document;
  const recipients = comment.permission.recipients.map((recipient) => recipient.name).join(", ");

  return (
    // An article, as each entry of the wall's feed must be (role="feed" owns articles).
    <Paper
      component="article"
      aria-label={`${author}, ${formatActivityTime(comment.createdAt)}`}
      id={`activity-item-${comment.id}`}
      data-testid="comment"
      data-highlighted={highlighted || undefined}
      p="sm"
      radius="sm"
      withBorder
      style={{
        transition: "background-color 300ms",
        backgroundColor: highlighted ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Avatar size="sm" radius="xl" color="initials" name={author}>
              {initials(author)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {author}
              </Text>
              <Text size="xs" c="dimmed">
                {formatActivityTime(comment.createdAt)}
              </Text>
            </div>
            {comment.permission.type === "private" ? (
              <Tooltip label={`Private to ${recipients}`} withinPortal multiline maw="25rem">
                <Badge
                  size="xs"
                  variant="light"
                  color="grape"
                  leftSection={<IconLock size={10} aria-hidden />}
                >
                  Private
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
          {!deleted && !editing ? (
            <Group gap={2} wrap="nowrap">
              {actions.map((action) => (
                <Suspense key={action.key} fallback={null}>
                  <action.Button comment={comment} target={target} />
                </Suspense>
              ))}
              {comment.canReply && converted === null && onOpenThread ? (
                <Tooltip label="Reply" withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label="Reply"
                    onClick={onOpenThread}
                  >
                    <IconArrowBackUp size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {comment.canEdit ? (
                <Tooltip label="Edit" withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label="Edit note"
                    onClick={() => setEditing(true)}
                  >
                    <IconPencil size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {comment.canDelete ? <DeleteCommentButton commentId={comment.id} /> : null}
            </Group>
          ) : null}
        </Group>
        {converted ? (
          <Group gap="xs" data-testid="converted-case">
            <Text size="xs" c="dimmed">
              Converted to
            </Text>
            <Anchor component={Link} to={casePath(converted.id)} size="xs">
              Case ID {converted.rowNumber}
            </Anchor>
            <CaseStatusBadge status={converted.status as CaseStatus} />
          </Group>
        ) : null}
        {deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            (deleted)
          </Text>
        ) : editing ? (
          <NoteComposer
            mode="edit"
            target={target}
            comment={comment}
            defaultAccess={defaultAccess}
            draftKey={`${draftKey}:edit:${comment.id}`}
            autoFocus
            onDone={() => setEditing(false)}
          />
        ) : (
          <>
            <RichTextViewer
              document={shown}
              renderMention={(mention) => <MentionCard mention={mention} />}
            />
            <AttachmentList attachments={comment.attachments} />
          </>
        )}
        {!deleted && comment.parentId === null && comment.childrenCount > 0 && onOpenThread ? (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={onOpenThread}
            style={{ alignSelf: "flex-start" }}
          >
            {comment.childrenCount === 1 ? "1 reply" : `${comment.childrenCount} replies`}
          </Button>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
