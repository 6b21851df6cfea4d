import { useQuery } from "@apollo/client/react";
import { Divider, Group, Loader, Stack } from "@mantine/core";
import { caseMessages } from "@tierwise/common/cases";
import type { CommentAccess } from "@tierwise/common/comments";
import { useState } from "react";
import { useLocation } from "react-router";
import { useModal } from "../../../app/modals/use-modal.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { ActivityWall } from "../../comments/ActivityWall.tsx";
import { ACTIVITY_WALL_SUMMARY_QUERY } from "../../comments/activity-wall.graphql.ts";
import { CommentCard } from "../../comments/CommentCard.tsx";
import { targetKey } from "../../comments/comment-target.ts";
import { NoteComposer } from "../../comments/NoteComposer.tsx";
import { ThreadReplies } from "../../comments/ThreadReplies.tsx";
import type { SupplierCase } from "../case.graphql.ts";
import { mentionedWithoutAccess } from "./case-mentions.ts";
import { MentionAccessPrompt, type MentionAccessProps } from "./MentionAccessPrompt.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";

type CaseFeedProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

/**
 * The Feed tab: the case wall (the comments wall with target {caseId}), its composer when the
 * wall may be written to, replies opened in place, and the case's own empty state (spec 2 §2).
 */
export function CaseFeed({ supplierCase, save }: CaseFeedProps) {
  const target = { caseId: supplierCase.id };
  const { pathname } = useLocation();
  const { data, error, refetch } = useQuery(ACTIVITY_WALL_SUMMARY_QUERY, { variables: { target } });
  const [expanded, setExpanded] = useState<string | null>(null);
  const addPeople = useModal<MentionAccessProps>("add_people");
  const summary = data?.activityWallSummary;
  const defaultAccess: CommentAccess = summary?.defaultAccess === "private" ? "private" : "public";
  const draftKey = `${pathname}|${targetKey(target)}`;

  if (error && !summary) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!summary) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label="Loading" />
      </Group>
    );
  }
  return (
    <Stack gap="md">
      {summary.canEdit && supplierCase.canEdit ? (
        <NoteComposer
          mode="add"
          target={target}
          defaultAccess={defaultAccess}
          draftKey={draftKey}
          onDone={(outcome) => {
            if (outcome.kind !== "added") return;
            const people = mentionedWithoutAccess(outcome.comment.comment, supplierCase);
            if (people.length > 0) addPeople.open({ caseId: supplierCase.id, people });
          }}
        />
      ) : null}
      <Divider />
      {summary.commentCount === 0 ? (
        <EmptyState title={caseMessages.noComments} description={caseMessages.noCommentsHint} />
      ) : (
        <ActivityWall
          target={target}
          parentId={null}
          renderComment={(comment, highlighted) => (
            <CommentCard
              comment={comment}
              target={target}
              defaultAccess={defaultAccess}
              draftKey={draftKey}
              highlighted={highlighted}
              onOpenThread={() => setExpanded((open) => (open === comment.id ? null : comment.id))}
            >
              {expanded === comment.id ? (
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
      )}
      <MentionAccessPrompt supplierCase={supplierCase} save={save} />
    </Stack>
  );
}
