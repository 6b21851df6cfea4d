import { useMutation } from "@apollo/client/react";
import { Button, Group } from "@mantine/core";
import { IconDownload, IconMailForward, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { downloadFile } from "../../exports/file-download.ts";
import {
  CANCEL_WORKFLOW,
  RESEND_WORKFLOW_LINK,
  type WorkflowDetail,
} from "../workflows.graphql.ts";

type ExportFormat = "pdf" | "zip";

/**
 * Export of a finished workflow (POST /export-workflow, like the case export: the PDF of
 * answers, checks, red flags and audit trail, or a zip with it, answers.json and the files);
 * sending the link again; cancelling, for those the rules allow.
 */
export function WorkflowActions({ workflow }: { workflow: WorkflowDetail }) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancel] = useMutation(CANCEL_WORKFLOW);
  const [resend, resending] = useMutation(RESEND_WORKFLOW_LINK);
  const waitingForSupplier = workflow.status === "awaiting_supplier";

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadFile("/export-workflow", {
        method: "POST",
        body: { id: workflow.id, format },
        fallbackName: `workflow.${format}`,
      });
    } catch {
      showSnackbar({ type: "warning", message: "Exporting the workflow failed." });
    } finally {
      setExporting(null);
    }
  };

  const sendAgain = async () => {
    try {
      const result = (await resend({ variables: { id: workflow.id } })).data?.resendWorkflowLink;
      showSnackbar(
        result?.__typename === "WorkflowSuccess"
          ? { type: "success", message: "The link was sent again." }
          : { type: "warning", message: result?.message ?? "The link could not be sent." },
      );
    } catch {
      showSnackbar({ type: "warning", message: "The link could not be sent." });
    }
  };

  return (
    <Group gap="xs">
      {workflow.canExport ? (
        <>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={exporting === "pdf"}
            onClick={() => void exportAs("pdf")}
          >
            Export PDF
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={exporting === "zip"}
            onClick={() => void exportAs("zip")}
          >
            Export zip
          </Button>
        </>
      ) : null}
      {waitingForSupplier && workflow.canCancel ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconMailForward size={14} aria-hidden />}
          loading={resending.loading}
          onClick={() => void sendAgain()}
        >
          Send the link again
        </Button>
      ) : null}
      {workflow.canCancel ? (
        <Button
          variant="default"
          size="xs"
          color="red.9"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => setConfirmCancel(true)}
        >
          Cancel workflow
        </Button>
      ) : null}
      <ConfirmDialog
        opened={confirmCancel}
        title="Cancel this workflow?"
        message={`The supplier's link stops working and ${workflow.company.name} is not asked again. The answers so far stay.`}
        confirmLabel="Cancel workflow"
        danger
        onClose={() => setConfirmCancel(false)}
        onConfirm={async () => {
          const result = (await cancel({ variables: { id: workflow.id } })).data?.cancelWorkflow;
          if (result?.__typename !== "WorkflowSuccess")
            showSnackbar({
              type: "warning",
              message: result?.message ?? "The workflow could not be cancelled.",
            });
          setConfirmCancel(false);
        }}
      />
    </Group>
  );
}
