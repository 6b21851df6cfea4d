import { useMutation } from "@apollo/client/react";
import type { ReviewDecision } from "@tierwise/common/company-requests";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { showSetsWhenOutOfSeats } from "../../subscription-sets/SubscriptionSetsModal.tsx";
import { REOPEN_BULK_ROWS, REVIEW_BULK_ROWS } from "./bulk-request.graphql.ts";
import { decidedSentence, reopenedSentence } from "./bulk-row-words.ts";

/**
 * Review decisions on rows of one bulk request, from the review cards or the rows table alike:
 * one mutation, one busy flag, the refusals to show, a snackbar when it is done. Every list of
 * rows is asked for again, since a decision changes a row's outcome wherever it is listed.
 */
export function useReviewDecisions(bulkRequestId: string) {
  const [review] = useMutation(REVIEW_BULK_ROWS, {
    // A rejected row makes a request: the list of those made shows it.
    refetchQueries: ["BulkRequestRows", "CompanyRequests"],
  });
  // A row sent back leaves the matched ones and joins the review cards.
  const [reopenRows] = useMutation(REOPEN_BULK_ROWS, { refetchQueries: ["BulkRequestRows"] });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  /** True when the rows were decided; `companyId` confirms another of a row's candidates. */
  async function decide(
    rowIds: readonly string[],
    decision: ReviewDecision,
    companyId?: string,
  ): Promise<boolean> {
    if (rowIds.length === 0) return false;
    setBusy(true);
    setErrors([]);
    const decisions = rowIds.map((rowId) =>
      companyId ? { rowId, decision, companyId } : { rowId, decision },
    );
    const outcome = await submitMutation(
      async () => {
        const answer = (await review({ variables: { input: { bulkRequestId, decisions } } })).data
          ?.reviewBulkRows;
        return showSetsWhenOutOfSeats(answer) ? undefined : answer;
      },
      { fields: [], success: "ReviewBulkRowsSuccess" },
    );
    setBusy(false);
    if (!outcome.result) {
      setErrors(outcome.errors.form);
      return false;
    }
    showSnackbar({ type: "success", message: decidedSentence(decision, rowIds.length) });
    return true;
  }

  /** "Not this company": matched rows back to review; true when they went. */
  async function reopen(rowIds: readonly string[]): Promise<boolean> {
    setBusy(true);
    setErrors([]);
    const outcome = await submitMutation(
      async () =>
        (await reopenRows({ variables: { input: { bulkRequestId, rowIds: [...rowIds] } } })).data
          ?.reopenBulkRows,
      { fields: [], success: "ReviewBulkRowsSuccess" },
    );
    setBusy(false);
    if (!outcome.result) {
      setErrors(outcome.errors.form);
      return false;
    }
    showSnackbar({ type: "success", message: reopenedSentence(rowIds.length) });
    return true;
  }

  return { decide, reopen, busy, errors };
}
