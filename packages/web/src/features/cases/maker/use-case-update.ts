import { useMutation } from "@apollo/client/react";
import { analyticsEvents } from "@tierwise/common/analytics-events";
import { caseMessages } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { useCallback } from "react";
import { analytics } from "../../../app/analytics/analytics.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import {
  type SupplierCase,
  UPDATE_SUPPLIER_CASE,
  type UpdateSupplierCaseInput,
} from "../case.graphql.ts";

export type CaseChange = Omit<UpdateSupplierCaseInput, "id">;

/** How a saved change is announced: "Priority was updated successfully", or not at all (null). */
export type ChangeAnnouncement = { field: string; plural?: boolean } | null;

/** The generic warning of spec 2 §8 for a failed create, update or delete. */
export function warnFailed(): void {
  showSnackbar({ type: "warning", message: messages.somethingWentWrong });
}

/**
 * Saves part of a case (inline editing, spec 2 §2): announces success with the field's name,
 * tracks 'Case Edited', and warns with the generic message on any failure. The answer updates
 * the cached case, so every view of it follows. Resolves to the saved case, or null.
 */
export function useCaseSaver() {
  const [update] = useMutation(UPDATE_SUPPLIER_CASE);
  return useCallback(
    async (
      caseId: string,
      change: CaseChange,
      announcement: ChangeAnnouncement,
    ): Promise<SupplierCase | null> => {
      try {
        const answer = (await update({ variables: { input: { id: caseId, ...change } } })).data
          ?.updateSupplierCase;
        if (answer?.__typename === "SupplierCaseSuccess") {
          if (announcement) {
            showSnackbar({
              type: "success",
              message: caseMessages.fieldUpdated(announcement.field, announcement.plural),
            });
          }
          analytics.track(analyticsEvents.caseEdited, { caseId, fields: Object.keys(change) });
          return answer.supplierCase;
        }
      } catch {
        // Told below, the same way as a typed error.
      }
      warnFailed();
      return null;
    },
    [update],
  );
}

/** useCaseSaver for one case. */
export function useCaseUpdate(caseId: string) {
  const save = useCaseSaver();
  return useCallback(
    (change: CaseChange, announcement: ChangeAnnouncement) => save(caseId, change, announcement),
    [caseId, save],
  );
}
