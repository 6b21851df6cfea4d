import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { caseMessages } from "@tierwise/common/cases";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { DELETE_SUPPLIER_CASE, type SupplierCase } from "../case.graphql.ts";
import { warnFailed } from "./use-case-update.ts";

/** What the cache holds for any supplierCases list (the list pages and the case tab). */
type CaseList = { items?: readonly Reference[]; totalCount?: number };

type DeleteCaseButtonProps = {
  supplierCase: Pick<SupplierCase, "id" | "canDelete">;
  onDeleted: () => void;
};

/**
 * Delete, for the creator and organisation admins (canDelete), after 'Delete Case?'; says
 * 'Case ID {id}: {title} was successfully deleted.' (spec 2 §8).
 */
export function DeleteCaseButton({ supplierCase, onDeleted }: DeleteCaseButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [remove] = useMutation(DELETE_SUPPLIER_CASE);
  if (!supplierCase.canDelete) return null;

  const confirm = async () => {
    try {
      const answer = (
        await remove({
          variables: { id: supplierCase.id },
          // Every cached case list drops it; the case itself stays until the maker has closed.
          update: (cache, { data }) => {
            if (data?.deleteSupplierCase.__typename !== "DeleteSupplierCaseSuccess") return;
            cache.modify<{ supplierCases: CaseList }>({
              fields: {
                supplierCases(existing, { readField, isReference }) {
                  if (isReference(existing) || !existing.items) return existing;
                  const items = existing.items.filter(
                    (item) => readField("id", item) !== supplierCase.id,
                  );
                  const removed = existing.items.length - items.length;
                  return {
                    ...existing,
                    items,
                    totalCount: (existing.totalCount ?? items.length) - removed,
                  };
                },
              },
            });
          },
        })
      ).data?.deleteSupplierCase;
      if (answer?.__typename === "DeleteSupplierCaseSuccess") {
        setConfirming(false);
        showSnackbar({
          type: "success",
          message: caseMessages.caseDeleted(answer.rowNumber, answer.title),
        });
        onDeleted();
        return;
      }
    } catch {
      // Told below.
    }
    warnFailed();
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={caseMessages.deleteCaseTitle}
        message={caseMessages.deleteCaseBody}
        confirmLabel="Delete"
        danger
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
