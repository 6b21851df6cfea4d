import { useMutation } from "@apollo/client/react";
import { Box, Button, FileButton, Group, List, Loader, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { supplierListExtensions } from "@tierwise/common/company-requests";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { useFileDrop } from "../../../ui/use-file-drop.ts";
import { UploadFailedError, uploadAttachments } from "../../comments/attachment-upload.ts";
import {
  bulkRequestUploadType,
  supplierListError,
} from "../../company-requests/bulk/UploadStep.tsx";
import { type NTierUpload, UPLOAD_N_TIER_FILE } from "./n-tier-upload.graphql.ts";
import { uploadKindWords } from "./n-tier-upload-words.ts";

// The file arrives as a supplier list does (the server reads it with the same readers).
const accept = [
  ...supplierListExtensions.map((extension) => `.${extension}`),
  "text/csv",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/json",
].join(",");

/** At most 5,000 rows: the server matches them while the person waits. */
const maxRows = 5_000;

/**
 * A relations file or facility list, dropped or chosen (the button is the keyboard's way in),
 * uploaded as a supplier list and then read and matched by uploadNTierFile.
 */
export function NTierUploadDrop({ onUploaded }: { onUploaded: (upload: NTierUpload) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploadFile] = useMutation(UPLOAD_N_TIER_FILE);

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
    setBusy(`Reading and matching ${file.name}…`);
    const key = fileKey;
    const { result, errors: failed } = await submitMutation(
      async () =>
        (await uploadFile({ variables: { fileKey: key, filename: file.name } })).data
          ?.uploadNTierFile,
      { fields: [], success: "NTierUpload" },
    );
    setBusy(null);
    if (result) onUploaded(result);
    else setErrors(failed.form);
  }

  const { dragging, dropProps } = useFileDrop((files) => void take(files[0]), busy !== null);

  return (
    <Stack gap="sm">
      <List size="sm" spacing={4}>
        <List.Item>
          <b>{uploadKindWords.relations.title}:</b> customer, supplier, part, site address, country,
          latitude and longitude.
        </List.Item>
        <List.Item>
          <b>{uploadKindWords.facilities.title}</b> (Open Supply Hub layout): country, name,
          address, sector, latitude and longitude. A file without a customer column is read as one.
        </List.Item>
      </List>
      <Box
        {...dropProps}
        p="lg"
        style={{
          border: `2px dashed ${dragging ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`,
          borderRadius: "var(--mantine-radius-md)",
          textAlign: "center",
        }}
      >
        <Stack gap="sm" align="center" aria-live="polite" aria-busy={busy !== null}>
          <IconFileSpreadsheet size={36} aria-hidden stroke={1.5} />
          {busy ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{busy}</Text>
            </Group>
          ) : (
            <>
              <Text size="sm">Drop a CSV, XLS, XLSX or JSON file here.</Text>
              <FileButton onChange={(file) => void take(file)} accept={accept}>
                {(props) => <Button {...props}>Choose a file</Button>}
              </FileButton>
              <Text size="xs" c="dimmed">
                Up to {maxRows.toLocaleString("en-US")} rows. Companies are matched as in bulk
                requests; uncertain matches wait for your review.
              </Text>
            </>
          )}
        </Stack>
      </Box>
      <FormAlert messages={errors} />
    </Stack>
  );
}
