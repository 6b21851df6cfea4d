import { useApolloClient } from "@apollo/client/react";
import { List, Stack } from "@mantine/core";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { SupplierFileDrop } from "../../company-requests/bulk/SupplierFileDrop.tsx";
import { N_TIER_UPLOAD_PREVIEW_QUERY, type NTierUploadPreview } from "./n-tier-upload.graphql.ts";
import { uploadKindWords } from "./n-tier-upload-words.ts";

/** At most 5,000 rows: the server matches them while the person waits. */
const maxRows = 5_000;

/**
 * A relations file or facility list, dropped or chosen, uploaded as a supplier list (the server
 * reads it with the same readers) and previewed: its columns and the proposed mapping, for the
 * mapping step. Nothing is matched yet.
 */
export function NTierUploadDrop({
  onPreviewed,
}: {
  onPreviewed: (fileKey: string, preview: NTierUploadPreview) => void;
}) {
  const client = useApolloClient();

  async function read(fileKey: string, filename: string): Promise<string[]> {
    const { result, errors } = await submitMutation(
      async () =>
        (
          await client.query({
            query: N_TIER_UPLOAD_PREVIEW_QUERY,
            variables: { fileKey, filename },
            fetchPolicy: "no-cache",
          })
        ).data?.nTierUploadPreview,
      { fields: [], success: "NTierUploadPreview" },
    );
    if (!result) return errors.form;
    onPreviewed(fileKey, result);
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
          address, sector, latitude and longitude; the sites of the companies it names, or all of
          one company's.
        </List.Item>
      </List>
      <SupplierFileDrop
        readingWord="Reading"
        read={read}
        padding="lg"
        prompt="Drop a CSV, XLS, XLSX or JSON file here."
        note={`Up to ${maxRows.toLocaleString("en-US")} rows. You match its columns to ours next; companies are then matched as in bulk requests, and uncertain matches wait for your review.`}
      />
    </Stack>
  );
}
