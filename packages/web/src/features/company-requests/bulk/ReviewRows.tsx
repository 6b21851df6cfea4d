import { useQuery } from "@apollo/client/react";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { type ReviewDecision, requestLimits } from "@tierwise/common/company-requests";
import { useState } from "react";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { CandidateCard } from "../create/LikelyMatchesView.tsx";
import { BULK_REQUEST_ROWS_QUERY, type BulkRow } from "./bulk-request.graphql.ts";
import { lineLabel } from "./bulk-row-words.ts";
import { CleanedRow } from "./CleanedRow.tsx";
import { useReviewDecisions } from "./use-review-decisions.ts";

const decisionLabels: Record<ReviewDecision, string> = {
  confirm: "Confirmed",
  reject: "Rejected",
};

function RowCard({
  row,
  selected,
  busy,
  onSelect,
  onDecide,
}: {
  row: BulkRow;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: ReviewDecision) => void;
}) {
  const label = lineLabel(row.rowNumber).toLowerCase();
  return (
    <Paper withBorder p="sm" component="article" aria-label={lineLabel(row.rowNumber)}>
      <Group justify="space-between" mb="xs">
        {row.decision ? (
          <Badge variant="light" color={row.decision === "confirm" ? "green" : "gray"}>
            {decisionLabels[row.decision]}
          </Badge>
        ) : (
          <Checkbox
            label={`Select ${label}`}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
        )}
        {row.decision ? null : (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => onDecide("confirm")}
              disabled={busy}
              aria-label={`Confirm ${label}`}
            >
              Confirm
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => onDecide("reject")}
              disabled={busy}
              aria-label={`Reject ${label}`}
            >
              Reject
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CleanedRow row={row} />
        {row.candidate ? (
          <CandidateCard candidate={row.candidate} />
        ) : (
          <Text size="sm" c="dimmed">
            No candidate.
          </Text>
        )}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The review screen (issue 16): rows whose best candidate scored between the bands, each row's
 * cleaned data beside the candidate. Confirm links the company; reject makes a request.
 */
export function ReviewRows({ bulkRequestId }: { bulkRequestId: string }) {
  const paging = useListPaging(requestLimits.pageSize);
  const { data, previousData, error, refetch } = useQuery(BULK_REQUEST_ROWS_QUERY, {
    variables: {
      bulkRequestId,
      outcome: ["review"],
      first: requestLimits.pageSize,
      offset: paging.offset,
    },
    fetchPolicy: "cache-and-network",
  });
  const { decide: decideRows, busy, errors } = useReviewDecisions(bulkRequestId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const result = (data ?? previousData)?.bulkRequestRows;
  const pages = paging.pagesFor(data?.bulkRequestRows.totalCount);
  const open = (result?.items ?? []).filter((row) => row.decision === null);

  async function decide(rowIds: readonly string[], decision: ReviewDecision) {
    if (await decideRows(rowIds, decision)) setSelected(new Set());
  }

  const placeholder = listPlaceholder({
    failed: Boolean(error) && !data,
    loading: !result,
    empty: result?.items.length === 0,
    onRetry: retryWith(refetch),
  });
  const allSelected = open.length > 0 && open.every((row) => selected.has(row.id));
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md" component="section" aria-labelledby="review-heading">
      <Title order={2} size="h3" id="review-heading">
        Review possible matches
      </Title>
      <Text size="sm" c="dimmed">
        Confirm a candidate to link the row to that company (and add it to the portfolios); reject
        it to make a company request instead.
      </Text>
      {placeholder ?? (
        <>
          <Group justify="space-between">
            <Checkbox
              label="Select all on this page"
              checked={allSelected}
              indeterminate={!allSelected && open.some((row) => selected.has(row.id))}
              disabled={open.length === 0}
              onChange={(event) =>
                setSelected(new Set(event.currentTarget.checked ? open.map((row) => row.id) : []))
              }
            />
            <Group gap="xs">
              <Button
                size="xs"
                disabled={busy || selected.size === 0}
                onClick={() => void decide([...selected], "confirm")}
              >
                Confirm selected ({selected.size})
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={busy || selected.size === 0}
                onClick={() => void decide([...selected], "reject")}
              >
                Reject selected ({selected.size})
              </Button>
            </Group>
          </Group>
          <FormAlert messages={errors} />
          <Stack gap="sm" aria-busy={busy}>
            {result?.items.map((row) => (
              <RowCard
                key={row.id}
                row={row}
                selected={selected.has(row.id)}
                busy={busy}
                onSelect={(on) => select(row.id, on)}
                onDecide={(decision) => void decide([row.id], decision)}
              />
            ))}
          </Stack>
          <Group justify="center">
            <PagePagination total={pages} value={paging.page} onChange={paging.setPage} />
          </Group>
        </>
      )}
    </Stack>
  );
}
