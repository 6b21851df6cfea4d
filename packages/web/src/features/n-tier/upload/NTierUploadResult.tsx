import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Chip, Group, Stack, Table, Text, Title } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { type Chosen, NTierUploadRowLine } from "./NTierUploadRowLine.tsx";
import {
  DECIDE_N_TIER_UPLOAD_ROW,
  N_TIER_UPLOAD_QUERY,
  N_TIER_UPLOAD_ROWS_QUERY,
  type NTierUpload,
  type NTierUploadOutcome,
  type NTierUploadRow,
  nTierUploadOutcomes,
} from "./n-tier-upload.graphql.ts";
import { networkUpdatesSoon, uploadKindWords, uploadOutcomeLabels } from "./n-tier-upload-words.ts";

/** Rows drawn at once: a file may hold 5,000, the page stays quick with 50. */
export const uploadRowsPageSize = 50;

type OutcomeFilter = NTierUploadOutcome | "all";

function Summary({ upload, changed }: { upload: NTierUpload; changed: boolean }) {
  const kind = uploadKindWords[upload.kind];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{upload.filename}</Text>
        <Badge variant="light" data-kind={upload.kind}>
          Read as: {kind.title}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {kind.why}
      </Text>
      <Group gap="md" component="dl" m={0} aria-label="Rows by outcome">
        {nTierUploadOutcomes.map((outcome) => (
          <Group key={outcome} gap={4} wrap="nowrap" data-outcome={outcome}>
            <Text component="dt" size="sm" c="dimmed">
              {uploadOutcomeLabels[outcome]}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {upload.counts[outcome]}
            </Text>
          </Group>
        ))}
      </Group>
      <Text size="sm" aria-live="polite">
        {changed ? networkUpdatesSoon : ""}
      </Text>
    </Stack>
  );
}

/**
 * What an uploaded relations file or facility list became: what the server read it as, its rows
 * counted by outcome, and every row (filtered by outcome), where a row in review is confirmed or
 * rejected. `onNetworkChanged` runs when a relation or site was written, so the views refresh.
 */
export function NTierUploadResult({
  uploadId,
  onNetworkChanged,
}: {
  uploadId: string;
  onNetworkChanged: () => void;
}) {
  const [filter, setFilter] = useState<OutcomeFilter>("all");
  const paging = useListPaging(uploadRowsPageSize);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [confirmed, setConfirmed] = useState(false);
  const summary = useQuery(N_TIER_UPLOAD_QUERY, { variables: { id: uploadId } });
  const rows = useQuery(N_TIER_UPLOAD_ROWS_QUERY, {
    variables: { uploadId, outcomes: filter === "all" ? null : [filter] },
  });
  // A decision changes the row's outcome and the counts: both are asked for again.
  const [decideRow] = useMutation(DECIDE_N_TIER_UPLOAD_ROW, {
    refetchQueries: [N_TIER_UPLOAD_QUERY, N_TIER_UPLOAD_ROWS_QUERY],
  });
  const upload = summary.data?.nTierUpload;
  const list = (rows.data ?? rows.previousData)?.nTierUploadRows;
  const pages = paging.pagesFor(list?.length);
  const shown = list?.slice(paging.offset, paging.offset + uploadRowsPageSize);

  async function decide(row: NTierUploadRow, decision: "confirm" | "reject", chosen: Chosen) {
    setBusy(true);
    setErrors([]);
    const outcome = await submitMutation(
      async () =>
        (
          await decideRow({
            variables: {
              rowId: row.id,
              decision,
              customerCompanyId: chosen.customer ?? null,
              supplierCompanyId: chosen.supplier ?? null,
            },
          })
        ).data?.decideNTierUploadRow,
      { fields: [], success: "NTierUploadRow" },
    );
    setBusy(false);
    if (!outcome.result) {
      setErrors(outcome.errors.form);
      return;
    }
    const done = `${row.label} ${decision === "confirm" ? "confirmed" : "rejected"}.`;
    if (outcome.result.outcome === "created") {
      setConfirmed(true);
      onNetworkChanged();
      showSnackbar({ type: "success", message: `${done} ${networkUpdatesSoon}` });
    } else showSnackbar({ type: "success", message: done });
  }

  const choose = (value: string) => {
    setFilter(value as OutcomeFilter);
    paging.setPage(1);
  };

  const placeholder = listPlaceholder({
    failed: Boolean(rows.error) && !list,
    loading: !list,
    empty: false,
    onRetry: retryWith(rows.refetch),
  });
  const withCustomer = upload?.kind !== "facilities";

  return (
    <Stack gap="sm">
      {upload ? (
        <Summary upload={upload} changed={confirmed || upload.counts.created > 0} />
      ) : summary.error ? (
        <FormAlert messages={[messages.somethingWentWrong]} />
      ) : null}
      <Title order={3} size="h4" id="n-tier-upload-rows">
        Rows of the file
      </Title>
      <Chip.Group multiple={false} value={filter} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label="Show rows">
          <Chip value="all" name="n-tier-upload-outcome" size="sm">
            All{upload ? ` (${upload.counts.total})` : ""}
          </Chip>
          {nTierUploadOutcomes.map((outcome) => (
            <Chip key={outcome} value={outcome} name="n-tier-upload-outcome" size="sm">
              {uploadOutcomeLabels[outcome]}
              {upload ? ` (${upload.counts[outcome]})` : ""}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <FormAlert messages={errors} />
      {placeholder ??
        (shown?.length === 0 ? (
          <EmptyState
            title={filter === "all" ? "The file has no rows." : "No rows with this outcome."}
          />
        ) : (
          <>
            <Table.ScrollContainer minWidth={820}>
              <Table
                striped
                aria-labelledby="n-tier-upload-rows"
                aria-busy={rows.loading || busy}
                verticalSpacing="xs"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Line</Table.Th>
                    <Table.Th scope="col">Outcome</Table.Th>
                    <Table.Th scope="col">{withCustomer ? "Supplier" : "Company"}</Table.Th>
                    {withCustomer ? <Table.Th scope="col">Customer</Table.Th> : null}
                    <Table.Th scope="col">Part and site</Table.Th>
                    <Table.Th scope="col">Why, and decision</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown?.map((row) => (
                    <NTierUploadRowLine
                      key={row.id}
                      row={row}
                      withCustomer={withCustomer}
                      busy={busy}
                      onDecide={(r, decision, chosen) => void decide(r, decision, chosen)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="center">
              <PagePagination total={pages} value={paging.page} onChange={paging.setPage} />
            </Group>
          </>
        ))}
    </Stack>
  );
}
