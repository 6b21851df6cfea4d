import { useQuery } from "@apollo/client/react";
import { Button, Group, Loader, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { type CommentAccess, commentMessages } from "@tierwise/common/comments";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { COMMENT_QUERY } from "./activity-wall.graphql.ts";
import { CommentCard } from "./CommentCard.tsx";
import type { CommentTarget } from "./comment-target.ts";
import { ThreadReplies } from "./ThreadReplies.tsx";

type ThreadViewProps = {
  target: CommentTarget;
  parentId: string;
  defaultAccess: CommentAccess;
  draftKey: string;
  highlighted: string | null;
  onHighlightEnd: () => void;
  onBack: () => void;
};

/** A thread opened from its parent comment, with a back arrow to the root (spec 2 §2). */
export function ThreadView({
  target,
  parentId,
  defaultAccess,
  draftKey,
  highlighted,
  onHighlightEnd,
  onBack,
}: ThreadViewProps) {
  const { data, error, refetch } = useQuery(COMMENT_QUERY, { variables: { id: parentId } });
  const back = (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      onClick={onBack}
      style={{ alignSelf: "flex-start" }}
    >
      Back to all notes
    </Button>
  );
  if (error) {
    return (
      <Stack gap="sm">
        {back}
        <ErrorWithRetry onRetry={retryWith(refetch)} />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack gap="sm">
        {back}
        <Group justify="center">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      </Stack>
    );
  }
  const parent = data.comment;
  return (
    <Stack gap="sm">
      {back}
      {parent ? (
        <>
          <CommentCard
            comment={parent}
            target={target}
            defaultAccess={defaultAccess}
            draftKey={draftKey}
            highlighted={highlighted === parent.id}
          />
          <ThreadReplies
            target={target}
            parent={parent}
            defaultAccess={defaultAccess}
            draftKey={draftKey}
            highlighted={highlighted}
            onHighlightEnd={onHighlightEnd}
          />
        </>
      ) : (
        <EmptyState title={commentMessages.emptyThread} />
      )}
    </Stack>
  );
}
