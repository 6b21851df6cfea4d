import { useMutation } from "@apollo/client/react";
import { Button, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { ColumnMappingTable } from "../../company-requests/bulk/ColumnMappingTable.tsx";
import { rowsReadSentence } from "../../company-requests/bulk/mapping.ts";
import { NTierSiteCompanySelect } from "./NTierSiteCompanySelect.tsx";
import {
  type NTierUpload,
  type NTierUploadKind,
  type NTierUploadPreview,
  UPLOAD_N_TIER_FILE,
} from "./n-tier-upload.graphql.ts";
import { targetHints, uploadKindWords } from "./n-tier-upload-words.ts";

type NTierMappingStepProps = {
  fileKey: string;
  preview: NTierUploadPreview;
  onUploaded: (upload: NTierUpload) => void;
  onBack: () => void;
};

const kinds: readonly NTierUploadKind[] = ["relations", "facilities"];

/**
 * The mapping step of a relations upload, as the bulk request upload has one: each column of
 * the file with its header, first values and the field it is read as (proposed by the server,
 * corrected here), what the file is (relations or a facility list) and, for a facility list,
 * whose sites they are. The server checks the mapping and says what is missing.
 */
export function NTierMappingStep({ fileKey, preview, onUploaded, onBack }: NTierMappingStepProps) {
  const [mapping, setMapping] = useState<Record<string, string>>(() =>
    Object.fromEntries(preview.columns.map((column) => [column.header, column.target])),
  );
  const [kind, setKind] = useState<NTierUploadKind>(preview.kind);
  const [oneCompany, setOneCompany] = useState<{ id: string; name: string } | null>(null);
  const [perRow, setPerRow] = useState(true);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [upload] = useMutation(UPLOAD_N_TIER_FILE);
  const options = preview.targets.map(({ target, label }) => ({
    value: target,
    label,
    hint: targetHints[target],
  }));

  async function submit() {
    if (kind === "facilities" && !perRow && !oneCompany) {
      setErrors(["Choose the company whose sites these are."]);
      return;
    }
    setBusy(true);
    setErrors([]);
    const siteCompanyId = kind === "facilities" && !perRow ? (oneCompany?.id ?? null) : null;
    const { result, errors: refused } = await submitMutation(
      async () =>
        (
          await upload({
            variables: { fileKey, filename: preview.filename, mapping, kind, siteCompanyId },
          })
        ).data?.uploadNTierFile,
      // Every problem of the mapping is said at once, in the list under the table.
      { fields: [], success: "NTierUpload" },
    );
    setBusy(false);
    if (result) onUploaded(result);
    else setErrors(refused.form);
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="n-tier-mapping-heading">
      <Title order={3} size="h4" id="n-tier-mapping-heading">
        Match the columns of {preview.filename}
      </Title>
      <Text size="sm" fw={600}>
        {rowsReadSentence(preview.rowCount)}
      </Text>
      <Radio.Group
        label="The file is"
        value={kind}
        onChange={(value) => setKind(value as NTierUploadKind)}
      >
        <Group gap="lg" mt={4}>
          {kinds.map((each) => (
            <Radio key={each} value={each} label={uploadKindWords[each].title} />
          ))}
        </Group>
      </Radio.Group>
      {kind === "facilities" ? (
        <Radio.Group
          label="Whose sites are they?"
          value={perRow ? "row" : "one"}
          onChange={(value) => setPerRow(value === "row")}
        >
          <Stack gap={6} mt={4}>
            <Radio value="row" label="The company each row names" />
            <Radio value="one" label="All of one company's" />
            {perRow ? null : <NTierSiteCompanySelect value={oneCompany} onChange={setOneCompany} />}
          </Stack>
        </Radio.Group>
      ) : null}
      <Text size="sm" c="dimmed">
        We guessed each column from its header. Correct what is wrong.
      </Text>
      <ColumnMappingTable
        columns={preview.columns}
        options={options}
        mapping={mapping}
        onChoose={(header, target) => setMapping((was) => ({ ...was, [header]: target }))}
      />
      <FormAlert messages={errors} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          Choose another file
        </Button>
        <Button onClick={() => void submit()} loading={busy}>
          Read and match
        </Button>
      </Group>
    </Stack>
  );
}
