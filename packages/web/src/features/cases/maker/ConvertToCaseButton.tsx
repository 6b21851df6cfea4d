import { useApolloClient } from "@apollo/client/react";
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconBriefcase } from "@tabler/icons-react";
import { parseRichText } from "@tierwise/common/rich-text";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { useCloseOnRouteChange } from "../../../app/modals/use-modal.ts";
import type { Comment } from "../../comments/activity-wall.graphql.ts";
import type { CommentActionProps } from "../../comments/comment-action.ts";
import { withCaseParam } from "./case-paths.ts";

// The case maker loads when a note is first converted.
const CaseMaker = lazy(() =>
  import("./CaseMaker.tsx").then((module) => ({ default: module.CaseMaker })),
);

/**
 * Create case from a note (spec 2 §4): the case maker in a modal, starting from the note's
 * text and linked to it; it closes after creating, and the note then shows its Case ID. The
 * cases feature adds it to the notes of the activity panel (comments/note-actions.ts).
 */
export function ConvertToCaseButton({ comment, target }: CommentActionProps) {
  const [open, setOpen] = useState(false);
  const [, setParams] = useSearchParams();
  const client = useApolloClient();
  useCloseOnRouteChange(() => setOpen(false));
  // A case's own wall has no conversions (note-actions.ts offers none there).
  if ("caseId" in target) return null;
  // Marks the note as converted once the case exists: its Case ID shows, replies end.
  const markConverted = (summary: NonNullable<Comment["convertedToCase"]>) =>
    client.cache.modify({
      id: client.cache.identify({ __typename: "Comment", id: comment.id }),
      fields: {
        convertedToCase: () => summary,
        convertedAt: () => summary.createdAt,
        canReply: () => false,
      },
    });
  return (
    <>
      <Tooltip label="Create case" withinPortal>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="Create case"
          onClick={() => setOpen(true)}
        >
          <IconBriefcase size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <CaseMaker
            caseId={null}
            context={{
              ...target,
              createdFromCommentId: comment.id,
              description: parseRichText(comment.comment),
            }}
            view="modal"
            onClose={() => setOpen(false)}
            openOnCreate={false}
            onOpenCase={(id) => setParams((now) => withCaseParam(now, id), { replace: true })}
            onCreated={(created) =>
              markConverted({
                __typename: "CaseConvertedSummary",
                id: created.id,
                rowNumber: created.rowNumber,
                createdAt: created.createdAt,
                status: created.status,
              })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
