import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { caseMessages } from "@tierwise/common/cases";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { downloadFile, FileDownloadHttpError } from "../../exports/file-download.ts";
import type { SupplierCase } from "../case.graphql.ts";

/**
 * Export: POST /export-case with `{id, riskConfigColumns, fieldsToExclude}` (spec 2 §7); the
 * answer, a zip named with the case title and the date, is saved. A refusal says 'Exporting
 * case failed. Case is not defined.' (no case) or 'Exporting case failed.' (spec 2 §8).
 */
export function ExportCaseButton({ supplierCase }: { supplierCase: Pick<SupplierCase, "id"> }) {
  const [busy, setBusy] = useState(false);
  const exportCase = async () => {
    setBusy(true);
    try {
      await downloadFile("/export-case", {
        method: "POST",
        body: { id: supplierCase.id, riskConfigColumns: [], fieldsToExclude: [] },
        fallbackName: "case.zip",
      });
    } catch (error) {
      const noCase = error instanceof FileDownloadHttpError && error.status === 400;
      showSnackbar({
        type: "warning",
        message: noCase ? caseMessages.exportNoCase : caseMessages.exportFailed,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void exportCase()}
    >
      Export
    </Button>
  );
}
