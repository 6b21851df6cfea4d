import { useMutation } from "@apollo/client/react";
import { Box, Button, FileButton, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { attachmentTooLargeMessage, maxAttachmentBytes } from "@tierwise/common/comments";
import { requestLimits, supplierListExtensions } from "@tierwise/common/company-requests";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { useFileDrop } from "../../../ui/use-file-drop.ts";
import { UploadFailedError, uploadAttachments } from "../../comments/attachment-upload.ts";
import { type BulkRequest, CREATE_BULK_REQUEST } from "./bulk-request.graphql.ts";

/** The upload `type` of a supplier list (POST /upload-attachments, issue 16). */
export const bulkRequestUploadType = "company-request-bulk";
const accept = [
  ...supplierListExtensions.map((extension) => `.${extension}`),
  "text/csv",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/json",
].join(",");

/** The client's checks before anything is sent (the server checks the content again). */
export function supplierListError(file: File): string | null {
  // Not attachmentExtensionOf: comments take no JSON, a supplier list may be one.
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name.trim())?.[1]?.toLowerCase();
  if (!extension || !(supplierListExtensions as readonly string[]).includes(extension)) {
    return `File(s) ${file.name} could not be attached. Valid formats are ${supplierListExtensions.join(", ")}.`;
  }
  if (file.size > maxAttachmentBytes) return attachmentTooLargeMessage([file.name]);
  return null;
}

/**
 * The first step of /requests/bulk/create: a CSV, XLS, XLSX or JSON supplier list, dropped or chosen, is
 * uploaded and read (createBulkRequest answers its headers and the proposed mapping).
 */
export function UploadStep({ onCreated }: { onCreated: (bulkRequest: BulkRequest) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [createBulk] = useMutation(CREATE_BULK_REQUEST, { refetchQueries: ["BulkRequests"] });

  async function take(file: File | null | undefined) {
    if (!file || busy) return;
    const refused = supplierListError(file);
    if (refused) {
      setErrors([refused]);
      return;
    }
    setErrors([]);
    setBusy(`Uploading ${file.name}…`);
    let fileKey: string | undefined;
    try {
      [fileKey] = await uploadAttachments([file], fetch, bulkRequestUploadType);
    } catch (error) {
      if (!(error instanceof UploadFailedError)) throw error;
    }
    if (!fileKey) {
      setBusy(null);
      setErrors([messages.uploadFailed]);
      return;
    }
    setBusy(`Reading ${file.name}…`);
    const key = fileKey;
    const { result, errors: failed } = await submitMutation(
      async () =>
        (await createBulk({ variables: { fileKey: key, filename: file.name } })).data
          ?.createBulkRequest,
      { fields: [], success: "BulkRequestSuccess" },
    );
    setBusy(null);
    if (result) onCreated(result.bulkRequest);
    else setErrors(failed.form);
  }

  const { dragging, dropProps } = useFileDrop((files) => void take(files[0]), busy !== null);

  return (
    <Stack gap="md" component="section" aria-labelledby="upload-heading">
      <Title order={2} size="h3" id="upload-heading">
        Upload a supplier list
      </Title>
      <Box
        {...dropProps}
        p="xl"
        style={{
          border: `2px dashed ${dragging ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`,
          borderRadius: "var(--mantine-radius-md)",
          textAlign: "center",
        }}
      >
        <Stack gap="sm" align="center" aria-live="polite" aria-busy={busy !== null}>
          <IconFileSpreadsheet size={40} aria-hidden stroke={1.5} />
          {busy ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{busy}</Text>
            </Group>
          ) : (
            <>
              <Text size="sm">
                Drop a CSV, XLS, XLSX or JSON file here, with any column names: you match them to
                ours next.
              </Text>
              <FileButton onChange={(file) => void take(file)} accept={accept}>
                {(props) => <Button {...props}>Choose a file</Button>}
              </FileButton>
              <Text size="xs" c="dimmed">
                Up to {requestLimits.bulkMaxRows.toLocaleString("en-US")} rows.
              </Text>
            </>
          )}
        </Stack>
      </Box>
      <FormAlert messages={errors} />
    </Stack>
  );
}
