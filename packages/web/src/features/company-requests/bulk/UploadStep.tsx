import { useMutation } from "@apollo/client/react";
import { Stack, Title } from "@mantine/core";
import { requestLimits } from "@tierwise/common/company-requests";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { type BulkRequest, CREATE_BULK_REQUEST } from "./bulk-request.graphql.ts";
import { SupplierFileDrop } from "./SupplierFileDrop.tsx";

/**
 * The first step of /requests/bulk/create: a CSV, XLS, XLSX or JSON supplier list, dropped or chosen, is
 * uploaded and read (createBulkRequest answers its headers and the proposed mapping).
 */
export function UploadStep({ onCreated }: { onCreated: (bulkRequest: BulkRequest) => void }) {
  const [createBulk] = useMutation(CREATE_BULK_REQUEST, { refetchQueries: ["BulkRequests"] });

  async function read(fileKey: string, filename: string): Promise<string[]> {
    const { result, errors } = await submitMutation(
      async () => (await createBulk({ variables: { fileKey, filename } })).data?.createBulkRequest,
      { fields: [], success: "BulkRequestSuccess" },
    );
    if (!result) return errors.form;
    onCreated(result.bulkRequest);
    return [];
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="upload-heading">
      <Title order={2} size="h3" id="upload-heading">
        Upload a supplier list
      </Title>
      <SupplierFileDrop
        readingWord="Reading"
        read={read}
        prompt="Drop a CSV, XLS, XLSX or JSON file here, with any column names: you match them to ours next."
        note={`Up to ${requestLimits.bulkMaxRows.toLocaleString("en-US")} rows.`}
      />
    </Stack>
  );
}
