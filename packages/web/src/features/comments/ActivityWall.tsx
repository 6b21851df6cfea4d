import { useQuery } from "@apollo/client/react";
import { Button, Group, Loader, Stack } from "@mantine/core";
import { commentMessages } from "@tierwise/common/comments";
import { type ReactNode, useEffect, useRef } from "react";
import { reportError } from "../../app/errors/error-reporter.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import {
  ACTIVITY_WALL_QUERY,
  type ActivityWallFilter,
  type ActivityWallItem,
  type Comment,
  type WorkflowAudit,
} from "./activity-wall.graphql.ts";
import type { CommentTarget } from "./comment-target.ts";
import { useHighlight } from "./use-highlight.ts";
import { WorkflowAuditEntry } from "./WorkflowAuditEntry.tsx";

/** Items fetched per page of the wall. */
export const wallPageSize = 20;

const knownTypes = new Set(["Comment", "WorkflowAudit"]);

/** Spec 2 §2: an unknown item type is an error, not something to skip silently. */
export function unknownItemTypes(items: readonly ActivityWallItem[]): string[] {
  return [...new Set(items.map((item) => item.__typename).filter((name) => !knownTypes.has(name)))];
}

type ActivityWallProps = {
  target: CommentTarget;
  /** The replies of this comment, or the root wall with null. */
  parentId: string | null;
  filter?: ActivityWallFilter | null;
  highlighted?: string | null;
  onHighlightEnd?: () => void;
  /** How a comment is shown (the caller adds its actions and thread behaviour). */
  renderComment: (comment: Comment, highlighted: boolean) => ReactNode;
};

/**
 * The wall (or a thread's replies): comments and audit items, newest first, a page at a time;
 * the empty states of spec 1 §2.5; a highlighted item scrolled into view.
 */
export function ActivityWall({
  target,
  parentId,
  filter = null,
  highlighted = null,
  onHighlightEnd,
  renderComment,
}: ActivityWallProps) {
  const { data, error, loading, refetch, fetchMore } = useQuery(ACTIVITY_WALL_QUERY, {
    variables: { target, parentId, filter, first: wallPageSize },
    // A wall shown again (back from a thread, panel reopened) asks for what others added since.
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.activityWall;
  const items = connection?.items ?? [];
  const unknown = unknownItemTypes(items);
  const reported = useRef("");
  useHighlight(highlighted, items.length > 0, onHighlightEnd);

  useEffect(() => {
    const names = unknown.join();
    if (names && reported.current !== names) {
      reported.current = names;
      reportError(new Error(`Unknown activity wall item type: ${names}`), { parentId });
    }
  }, [unknown, parentId]);

  if (error || unknown.length > 0) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!connection) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label="Loading" />
      </Group>
    );
  }
  if (items.length === 0) {
    return parentId ? (
      <EmptyState title={commentMessages.emptyThread} />
    ) : (
      <EmptyState title={commentMessages.emptyWall} description={commentMessages.emptyWallHint} />
    );
  }

  const loadMore = () =>
    fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        activityWall: {
          ...fetchMoreResult.activityWall,
          items: [...previous.activityWall.items, ...fetchMoreResult.activityWall.items],
        },
      }),
    }).catch(() => undefined);

  // A feed holds articles only (axe aria-required-children): "Show more" stands after it.
  return (
    <Stack gap="sm">
      {/* An empty feed would hold no article, which its role does not allow; nor may a plain
          element carry a name. */}
      <Stack
        gap="sm"
        {...(items.length > 0
          ? { role: "feed", "aria-label": parentId ? "Replies" : "Notes", "aria-busy": loading }
          : {})}
      >
        {items.map((item) =>
          item.__typename === "Comment" ? (
            <div key={`comment-${(item as Comment).id}`}>
              {renderComment(item as Comment, highlighted === (item as Comment).id)}
            </div>
          ) : (
            <div
              key={`audit-${(item as WorkflowAudit).id}`}
              id={`activity-item-${(item as WorkflowAudit).id}`}
            >
              <WorkflowAuditEntry audit={item as WorkflowAudit} />
            </div>
          ),
        )}
      </Stack>
      {connection.pageInfo.hasNextPage ? (
        <Button variant="subtle" size="xs" loading={loading} onClick={loadMore}>
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}
