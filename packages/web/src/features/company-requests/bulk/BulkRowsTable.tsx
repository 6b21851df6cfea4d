import { useQuery } from "@apollo/client/react";
import { Badge, Button, Chip, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import {
  type BulkRowOutcome,
  bulkRowOutcomes,
  requestLimits,
  rowLabel,
} from "@tierwise/common/company-requests";
import { useState } from "react";
import { retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { countryLabelOf } from "../../cases/maker/case-countries.ts";
import { BULK_REQUEST_ROWS_QUERY, type BulkRequest, type BulkRow } from "./bulk-request.graphql.ts";
import { outcomeLabels, rawValuesOf, rowOutcomeLabels, supplierNameOf } from "./bulk-row-words.ts";
import { RowResult } from "./RowResult.tsx";
import { useReviewDecisions } from "./use-review-decisions.ts";

type OutcomeFilter = BulkRowOutcome | "all";

const outcomeColors: Record<BulkRowOutcome, string> = {
  matched: "green",
  review: "orange",
  requested: "blue",
  invalid: "red",
  duplicate: "gray",
};

/** Where the row's company is, as far as the file says: "Saint Paul, United States". */
function placeOf(cleaned: BulkRow["cleaned"]): string {
  const city = typeof cleaned?.city === "string" ? cleaned.city : null;
  const country = typeof cleaned?.country === "string" ? countryLabelOf(cleaned.country) : null;
  return [city, country].filter(Boolean).join(", ");
}

function SupplierCell({ row }: { row: BulkRow }) {
  const name = supplierNameOf(row);
  // Without a name, the file's own values are what lets the reader find the line.
  const place = name ? placeOf(row.cleaned) : rawValuesOf(row);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {name ?? "(no company name)"}
      </Text>
      {place ? (
        <Text size="xs" c="dimmed">
          {place}
        </Text>
      ) : null}
      {row.warnings.length > 0 ? (
        <List size="xs" c="orange" aria-label="Warnings">
          {row.warnings.map((warning) => (
            <List.Item key={warning}>{warning}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/**
 * Every row of an uploaded supplier list and what it became, 25 a page in file order, filtered
 * by outcome. Counts alone do not let anyone check the matching: here each row names its
 * company, links to it or to the request it made, says why it was left out, and a row waiting
 * for review can be confirmed or rejected where it stands.
 */
export function BulkRowsTable({ bulkRequest }: { bulkRequest: BulkRequest }) {
  const [filter, setFilter] = useState<OutcomeFilter>("all");
  // Rows asked for by number (a duplicate and the row it repeats), whatever their page.
  const [shown, setShown] = useState<number[] | null>(null);
  const paging = useListPaging(requestLimits.pageSize);
  const { data, previousData, error, refetch, loading } = useQuery(BULK_REQUEST_ROWS_QUERY, {
    variables: {
      bulkRequestId: bulkRequest.id,
      outcome: shown || filter === "all" ? [] : [filter],
      ...(shown ? { rowNumbers: shown } : {}),
      first: requestLimits.pageSize,
      offset: shown ? 0 : paging.offset,
    },
    fetchPolicy: "cache-and-network",
  });
  const { decide, reopen, busy, errors } = useReviewDecisions(bulkRequest.id);
  const result = (data ?? previousData)?.bulkRequestRows;
  const pages = paging.pagesFor(data?.bulkRequestRows.totalCount);
  const { counts } = bulkRequest;

  const choose = (value: string) => {
    setFilter(value as OutcomeFilter);
    setShown(null);
    // Page 3 of all rows means nothing among the invalid ones.
    paging.setPage(1);
  };

  const placeholder = listPlaceholder({
    failed: Boolean(error) && !data,
    loading: !result,
    empty: result?.items.length === 0,
    onRetry: retryWith(refetch),
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="bulk-rows-heading">
      <Title order={2} size="h3" id="bulk-rows-heading">
        Rows of the file
      </Title>
      <Chip.Group multiple={false} value={filter} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label="Show rows">
          <Chip value="all" name="bulk-row-outcome" size="sm">
            All ({counts.total})
          </Chip>
          {bulkRowOutcomes.map((outcome) => (
            <Chip key={outcome} value={outcome} name="bulk-row-outcome" size="sm">
              {outcomeLabels[outcome]} ({counts[outcome]})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown ? (
        <Group gap="xs">
          <Text size="sm">
            Showing {shown.map((n) => rowLabel(bulkRequest.rowUnit, n)).join(" and ")}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => setShown(null)}>
            Show all rows
          </Button>
        </Group>
      ) : null}
      <FormAlert messages={errors} />
      {placeholder ?? (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table
              striped
              aria-label={`Rows of ${bulkRequest.filename}`}
              aria-busy={loading || busy}
              verticalSpacing="xs"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={70}>
                    Line
                  </Table.Th>
                  <Table.Th scope="col">In the file</Table.Th>
                  <Table.Th scope="col">Outcome</Table.Th>
                  <Table.Th scope="col">What it became</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result?.items.map((row) => (
                  <Table.Tr key={row.id} data-row-id={row.id}>
                    <Table.Th scope="row" fw={400}>
                      {row.rowNumber}
                    </Table.Th>
                    <Table.Td>
                      <SupplierCell row={row} />
                    </Table.Td>
                    <Table.Td>
                      {row.outcome ? (
                        <Badge
                          variant="light"
                          radius="sm"
                          color={outcomeColors[row.outcome]}
                          miw="max-content"
                        >
                          {rowOutcomeLabels[row.outcome]}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <RowResult
                        row={row}
                        unit={bulkRequest.rowUnit}
                        busy={busy}
                        onDecide={(decision, companyId) =>
                          void decide([row.id], decision, companyId)
                        }
                        onReopen={() => void reopen([row.id])}
                        onShowRows={setShown}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shown ? null : (
            <Group justify="center">
              <PagePagination total={pages} value={paging.page} onChange={paging.setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
