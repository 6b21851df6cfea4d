import { Box, Button, FileButton, Group, Loader, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { attachmentTooLargeMessage, maxAttachmentBytes } from "@tierwise/common/comments";
import { supplierListExtensions } from "@tierwise/common/company-requests";
import { messages } from "@tierwise/common/messages";
import { type ReactNode, useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { useFileDrop } from "../../../ui/use-file-drop.ts";
import { UploadFailedError, uploadAttachments } from "../../comments/attachment-upload.ts";

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

type Props = {
  /** What the busy line says while the server reads the uploaded file: "Reading". */
  readingWord: string;
  /** Reads the uploaded file on the server; answers the messages to show, or none when done. */
  read: (fileKey: string, fileName: string) => Promise<string[]>;
  /** The invitation beside the button, and the small print under it. */
  prompt: ReactNode;
  note: ReactNode;
  padding?: "lg" | "xl";
};

/**
 * A file in the supplier-list formats (CSV, XLS, XLSX, JSON), dropped or chosen (the button is
 * the keyboard's way in): checked here, uploaded as a supplier list, then read by the caller's
 * mutation. Bulk requests and n-tier relation uploads take their files this one way.
 */
export function SupplierFileDrop({ readingWord, read, prompt, note, padding = "xl" }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

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
    setBusy(`${readingWord} ${file.name}…`);
    const failed = await read(fileKey, file.name);
    setBusy(null);
    setErrors(failed);
  }

  const { dragging, dropProps } = useFileDrop((files) => void take(files[0]), busy !== null);

  return (
    <>
      <Box
        {...dropProps}
        p={padding}
        style={{
          border: `2px dashed ${dragging ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`,
          borderRadius: "var(--mantine-radius-md)",
          textAlign: "center",
        }}
      >
        <Stack gap="sm" align="center" aria-live="polite" aria-busy={busy !== null}>
          <IconFileSpreadsheet size={padding === "xl" ? 40 : 36} aria-hidden stroke={1.5} />
          {busy ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{busy}</Text>
            </Group>
          ) : (
            <>
              <Text size="sm">{prompt}</Text>
              <FileButton onChange={(file) => void take(file)} accept={accept}>
                {(props) => <Button {...props}>Choose a file</Button>}
              </FileButton>
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            </>
          )}
        </Stack>
      </Box>
      <FormAlert messages={errors} />
    </>
  );
}
