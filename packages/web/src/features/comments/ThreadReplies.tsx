import { Stack } from "@mantine/core";
import type { CommentAccess } from "@tierwise/common/comments";
import { useSession } from "../../app/session/use-session.ts";
import type { PickedRecipient } from "../../ui/RecipientPicker.tsx";
import { ActivityWall } from "./ActivityWall.tsx";
import type { Comment } from "./activity-wall.graphql.ts";
import { CommentCard } from "./CommentCard.tsx";
import type { CommentTarget } from "./comment-target.ts";
import { NoteComposer } from "./NoteComposer.tsx";

type ThreadRepliesProps = {
  target: CommentTarget;
  parent: Comment;
  defaultAccess: CommentAccess;
  draftKey: string;
  highlighted?: string | null;
  onHighlightEnd?: () => void;
};

/** A comment's replies and, when replies are allowed (canReply), the reply composer. */
/**
 * A reply to a private note goes, by default, to the note's recipients and its author: the
 * people already in the conversation (the one replying sees their own reply anyway).
 */
function threadRecipients(parent: Comment, viewerId: string): PickedRecipient[] {
  const author: PickedRecipient = {
    type: "User",
    id: parent.commenter.id,
    name: parent.commenter.name,
    email: parent.commenter.email,
  };
  const all = [author, ...parent.permission.recipients].map(({ type, id, name, email }) => ({
    type,
    id,
    name,
    email,
  }));
  return all.filter(
    (recipient, index) =>
      !(recipient.type === "User" && recipient.id === viewerId) &&
      all.findIndex((other) => other.type === recipient.type && other.id === recipient.id) ===
        index,
  );
}

export function ThreadReplies({
  target,
  parent,
  defaultAccess,
  draftKey,
  highlighted = null,
  onHighlightEnd,
}: ThreadRepliesProps) {
  const session = useSession();
  return (
    <Stack gap="sm" pl="md" style={{ borderLeft: "2px solid var(--mantine-color-default-border)" }}>
      <ActivityWall
        target={target}
        parentId={parent.id}
        highlighted={highlighted}
        onHighlightEnd={onHighlightEnd}
        renderComment={(reply: Comment, isHighlighted) => (
          <CommentCard
            comment={reply}
            target={target}
            defaultAccess={defaultAccess}
            draftKey={draftKey}
            highlighted={isHighlighted}
          />
        )}
      />
      {parent.canReply && parent.deletedAt === null ? (
        <NoteComposer
          mode="add"
          target={target}
          parentId={parent.id}
          draftKey={`${draftKey}:reply:${parent.id}`}
          defaultAccess={parent.permission.type === "private" ? "private" : "public"}
          defaultRecipients={threadRecipients(parent, session.id)}
          placeholder="Reply..."
        />
      ) : null}
    </Stack>
  );
}
