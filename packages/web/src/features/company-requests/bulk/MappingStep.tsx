import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import {
  type ColumnMapping,
  type MappingTarget,
  mappingTargetLabels,
} from "@tierwise/common/company-requests";
import { useState } from "react";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { showSetsWhenOutOfSeats } from "../../subscription-sets/SubscriptionSetsModal.tsx";
import { PortfolioMultiSelect } from "../create/PortfolioMultiSelect.tsx";
import { type BulkRequest, START_BULK_REQUEST } from "./bulk-request.graphql.ts";
import { ColumnMappingTable } from "./ColumnMappingTable.tsx";
import {
  doubleTargets,
  mappingError,
  mappingTargetOptions,
  proposedMappingOf,
  rowsReadSentence,
} from "./mapping.ts";

type MappingStepProps = {
  bulkRequest: BulkRequest;
  onStarted: (bulkRequest: BulkRequest) => void;
};

/**
 * The mapping step of a bulk upload (issue 16): each column of the file with its header, sample
 * values and the field it goes to, proposed by the server (remembered from the last file with
 * the same headers, or guessed), corrected here; one column must be the company name. Matched
 * companies go to the chosen portfolios.
 */
export function MappingStep({ bulkRequest, onStarted }: MappingStepProps) {
  const [mapping, setMapping] = useState<ColumnMapping>(() =>
    proposedMappingOf(bulkRequest.proposedMapping),
  );
  const [portfolioIds, setPortfolioIds] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [start] = useMutation(START_BULK_REQUEST, { refetchQueries: ["BulkRequests"] });
  const doubles = doubleTargets(mapping);

  const choose = (header: string, target: MappingTarget) => {
    setMapping((current) => ({ ...current, [header]: target }));
    setError(undefined);
  };

  async function submit() {
    const invalid = mappingError(mapping);
    setError(invalid);
    setFormErrors([]);
    if (invalid) return;
    setBusy(true);
    const { result, errors } = await submitMutation(
      async () => {
        const answer = (
          await start({
            variables: { input: { bulkRequestId: bulkRequest.id, mapping, portfolioIds } },
          })
        ).data?.startBulkRequest;
        return showSetsWhenOutOfSeats(answer) ? undefined : answer;
      },
      { fields: ["mapping", "portfolioIds"], success: "BulkRequestSuccess" },
    );
    setBusy(false);
    if (result) onStarted(result.bulkRequest);
    else {
      setError(errors.fields.mapping);
      setFormErrors([
        ...(errors.fields.portfolioIds ? [errors.fields.portfolioIds] : []),
        ...errors.form,
      ]);
    }
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="mapping-heading">
      <Title order={2} size="h3" id="mapping-heading">
        Match the columns of {bulkRequest.filename}
      </Title>
      <Text size="sm" fw={600}>
        {rowsReadSentence(bulkRequest.rowCount)}
      </Text>
      {bulkRequest.mappingRemembered ? (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          Remembered from your last file with these columns
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          We guessed each column from its header and values. Correct what is wrong.
        </Text>
      )}
      <ColumnMappingTable
        columns={bulkRequest.proposedMapping}
        options={mappingTargetOptions}
        mapping={mapping}
        onChoose={(header, target) => choose(header, target as MappingTarget)}
      />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {doubles.length > 0 ? (
        <Text size="sm" c="orange">
          Several columns go to {doubles.map((target) => mappingTargetLabels[target]).join(", ")}:
          the value of the last one is kept.
        </Text>
      ) : null}
      <PortfolioMultiSelect
        label="Add matched companies to portfolios"
        value={portfolioIds}
        onChange={setPortfolioIds}
      />
      <FormAlert messages={formErrors} />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={busy}>
          Start
        </Button>
      </Group>
    </Stack>
  );
}
