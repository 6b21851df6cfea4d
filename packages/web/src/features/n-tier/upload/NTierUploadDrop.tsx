import { useMutation } from "@apollo/client/react";
import { List, Stack } from "@mantine/core";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { SupplierFileDrop } from "../../company-requests/bulk/SupplierFileDrop.tsx";
import { type NTierUpload, UPLOAD_N_TIER_FILE } from "./n-tier-upload.graphql.ts";
import { uploadKindWords } from "./n-tier-upload-words.ts";

/** At most 5,000 rows: the server matches them while the person waits. */
const maxRows = 5_000;

/**
 * A relations file or facility list, dropped or chosen, uploaded as a supplier list (the server
 * reads it with the same readers) and then read and matched by uploadNTierFile.
 */
export function NTierUploadDrop({ onUploaded }: { onUploaded: (upload: NTierUpload) => void }) {
  const [uploadFile] = useMutation(UPLOAD_N_TIER_FILE);

  async function read(fileKey: string, filename: string): Promise<string[]> {
    const { result, errors } = await submitMutation(
      async () => (await uploadFile({ variables: { fileKey, filename } })).data?.uploadNTierFile,
      { fields: [], success: "NTierUpload" },
    );
    if (!result) return errors.form;
    onUploaded(result);
    return [];
  }

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
      <SupplierFileDrop
        readingWord="Reading and matching"
        read={read}
        padding="lg"
        prompt="Drop a CSV, XLS, XLSX or JSON file here."
        note={`Up to ${maxRows.toLocaleString("en-US")} rows. Companies are matched as in bulk requests; uncertain matches wait for your review.`}
      />
    </Stack>
  );
}
