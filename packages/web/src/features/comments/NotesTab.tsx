import { useQuery } from "@apollo/client/react";
import { Chip, Divider, Group, Stack } from "@mantine/core";
import { type CommentAccess, commentMessages } from "@tierwise/common/comments";
import { useState } from "react";
import { useLocation } from "react-router";
import { useSession } from "../../app/session/use-session.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ActivityWall } from "./ActivityWall.tsx";
import type { ActivityTabProps } from "./activity-tab.ts";
import { ACTIVITY_WALL_SUMMARY_QUERY, type ActivityWallFilter } from "./activity-wall.graphql.ts";
import { CommentCard } from "./CommentCard.tsx";
import { targetKey } from "./comment-target.ts";
import { NoteComposer } from "./NoteComposer.tsx";
import { ThreadReplies } from "./ThreadReplies.tsx";
import { ThreadView } from "./ThreadView.tsx";

type FilterKey = "mine" | "files";

function filterOf(keys: readonly string[], userId: string): ActivityWallFilter | null {
  if (keys.length === 0) return null;
  return {
    ...(keys.includes("mine") ? { authorIds: [userId] } : {}),
    ...(keys.includes("files") ? { withAttachments: true } : {}),
  };
}

/**
 * The note tab: the composer (when the wall may be written to), a small filter and the wall;
 * or, with `parentThread`, that thread. In the extended panel threads open in place.
 */
export function NotesTab({ target, panel, openThread, clearHighlight }: ActivityTabProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const { data } = useQuery(ACTIVITY_WALL_SUMMARY_QUERY, { variables: { target } });
  const [filterKeys, setFilterKeys] = useState<FilterKey[]>([]);
  const [expanded, setExpanded] = useState<string | null>(null);
  const summary = data?.activityWallSummary;
  const defaultAccess: CommentAccess = summary?.defaultAccess === "private" ? "private" : "public";
  const filter = filterOf(filterKeys, session.id);
  // Spec 2 §3: drafts are kept per page (and user: the storage is the user's).
  const draftKey = `${pathname}|${targetKey(target)}`;
  const extended = panel.display === "extended";

  if (panel.parentThread && !extended) {
    return (
      <ThreadView
        target={target}
        parentId={panel.parentThread}
        defaultAccess={defaultAccess}
        draftKey={draftKey}
        highlighted={panel.highlighted}
        onHighlightEnd={clearHighlight}
        onBack={() => openThread(null)}
      />
    );
  }

  return (
    <Stack gap="md">
      {summary?.canEdit ? (
        <NoteComposer
          mode="add"
          target={target}
          defaultAccess={defaultAccess}
          filter={filter}
          draftKey={draftKey}
          onDone={(outcome) => {
            if (outcome.kind === "added" && !outcome.visibleByFilter) {
              showSnackbar({
                message: commentMessages.addedHiddenByFilter,
                undo: { label: "View", onUndo: () => setFilterKeys([]) },
              });
            }
          }}
        />
      ) : null}
      <Divider />
      <Chip.Group
        multiple
        value={filterKeys}
        onChange={(value) => setFilterKeys(value as FilterKey[])}
      >
        <Group gap="xs" aria-label="Filter notes" role="group">
          <Chip size="xs" value="mine">
            Mine
          </Chip>
          <Chip size="xs" value="files">
            With files
          </Chip>
        </Group>
      </Chip.Group>
      <ActivityWall
        target={target}
        parentId={null}
        filter={filter}
        highlighted={panel.highlighted}
        onHighlightEnd={clearHighlight}
        renderComment={(comment, highlighted) => (
          <CommentCard
            comment={comment}
            target={target}
            defaultAccess={defaultAccess}
            draftKey={draftKey}
            highlighted={highlighted}
            onOpenThread={
              extended
                ? () => setExpanded((open) => (open === comment.id ? null : comment.id))
                : () => openThread(comment.id)
            }
          >
            {extended && (expanded === comment.id || panel.parentThread === comment.id) ? (
              <ThreadReplies
                target={target}
                parent={comment}
                defaultAccess={defaultAccess}
                draftKey={draftKey}
              />
            ) : null}
          </CommentCard>
        )}
      />
    </Stack>
  );
}
