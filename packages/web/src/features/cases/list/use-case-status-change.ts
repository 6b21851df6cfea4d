import { useMutation } from "@apollo/client/react";
import { analyticsEvents } from "@tierwise/common/analytics-events";
import { type CaseStatus, caseMessages } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import type { RichTextDocument } from "@tierwise/common/rich-text";
import { analytics } from "../../../app/analytics/analytics.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ADD_COMMENT } from "../../comments/comment-mutations.graphql.ts";
import { type CaseListRow, UPDATE_CASE_STATUS } from "./case-list.graphql.ts";

/** Spec 2 §8: a failed change is a warning with the shared generic message. */
const warnFailed = () => showSnackbar({ type: "warning", message: messages.somethingWentWrong });

/**
 * Status changes from the board. The card moves at once (an optimistic answer) and goes back if
 * the server refuses. Resolving (Complete or Retired) first posts the resolution comment on the
 * case's wall, then saves the status with that comment's id (spec 2 §4).
 */
export function useCaseStatusChange() {
  const [updateCase] = useMutation(UPDATE_CASE_STATUS);
  const [addComment] = useMutation(ADD_COMMENT);

  const saveStatus = async (
    row: CaseListRow,
    status: CaseStatus,
    resolutionCommentId?: string,
  ): Promise<boolean> => {
    try {
      const { data } = await updateCase({
        variables: {
          input: resolutionCommentId
            ? { id: row.id, status, resolutionCommentId }
            : { id: row.id, status },
        },
        optimisticResponse: {
          updateSupplierCase: {
            __typename: "SupplierCaseSuccess",
            supplierCase: { ...row, status },
          },
        },
      });
      if (data?.updateSupplierCase.__typename !== "SupplierCaseSuccess") return false;
      analytics.track(analyticsEvents.caseEdited, {
        caseId: row.id,
        fields: resolutionCommentId ? ["status", "resolutionCommentId"] : ["status"],
      });
      showSnackbar({ type: "success", message: caseMessages.fieldUpdated("Status") });
      return true;
    } catch {
      return false;
    }
  };

  return {
    /** A plain move (To do, In progress): saved right away. */
    async move(row: CaseListRow, status: CaseStatus): Promise<void> {
      if (!(await saveStatus(row, status))) warnFailed();
    },
    /**
     * Resolves with a comment. False (and nothing shown) when the comment could not be added, so
     * the dialog can say so and keep the text; true once the status change is settled.
     */
    async resolve(
      row: CaseListRow,
      status: CaseStatus,
      comment: RichTextDocument,
    ): Promise<boolean> {
      let commentId: string;
      try {
        const { data } = await addComment({ variables: { target: { caseId: row.id }, comment } });
        const result = data?.addComment;
        if (result?.__typename !== "AddCommentSuccess") return false;
        commentId = result.comment.id;
      } catch {
        return false;
      }
      if (!(await saveStatus(row, status, commentId))) warnFailed();
      return true;
    },
  };
}
