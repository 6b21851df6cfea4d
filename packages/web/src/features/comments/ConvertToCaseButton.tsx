import { ActionIcon, Tooltip } from "@mantine/core";
import { IconBriefcase } from "@tabler/icons-react";
import { parseRichText } from "@tierwise/common/rich-text";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { useCloseOnRouteChange } from "../../app/modals/use-modal.ts";
import { withCaseParam } from "../cases/maker/case-paths.ts";
import type { Comment } from "./activity-wall.graphql.ts";
import type { CommentTarget } from "./comment-target.ts";

// The case maker loads when a note is first converted.
const CaseMaker = lazy(() =>
  import("../cases/maker/CaseMaker.tsx").then((module) => ({ default: module.CaseMaker })),
);

type ConvertToCaseButtonProps = {
  comment: Comment;
  /** The wall of a company or portfolio (a case's own wall has no conversions). */
  target: Exclude<CommentTarget, { caseId: string }>;
  /** Marks the note as converted once the case exists. */
  onConverted: (summary: NonNullable<Comment["convertedToCase"]>) => void;
};

/**
 * Create case from a note (spec 2 §4): the case maker in a modal, starting from the note's
 * text and linked to it; it closes after creating, and the note then shows its Case ID.
 */
export function ConvertToCaseButton({ comment, target, onConverted }: ConvertToCaseButtonProps) {
  const [open, setOpen] = useState(false);
  const [, setParams] = useSearchParams();
  useCloseOnRouteChange(() => setOpen(false));
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
              onConverted({
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
