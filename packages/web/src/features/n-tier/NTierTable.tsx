import { useQuery } from "@apollo/client/react";
import {
  Anchor,
  Badge,
  Box,
  Group,
  Loader,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { companyPath } from "../companies/profile/profile-paths.ts";
import { useNTierCompanyActions } from "./NTierCompanyActions.tsx";
import { NTierTierBadge } from "./NTierTierBadge.tsx";
import {
  N_TIER_COMPANIES_QUERY,
  type NTierNode,
  type NTierSortField,
  type NTierSortInput,
} from "./n-tier.graphql.ts";
import { activeNTierFilterCount, type NTierFilter, nTierFilterInput } from "./n-tier-filter.ts";
import { nextNTierSort, readNTierSort, writeNTierSort } from "./n-tier-sort.ts";

/** Rows asked of the server at a time; the next page loads as the last rows come into view. */
export const nTierTablePageSize = 50;
/** Rows have one fixed height (parts are cut to one line), so none needs measuring. */
const rowHeight = 44;
/** How close to the last loaded row the next page is asked for. */
const loadAhead = 10;

const numberFormat = new Intl.NumberFormat("en-US");
const centralityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

function SortHeader({
  field,
  label,
  sort,
  onSort,
  width,
}: {
  field: NTierSortField;
  label: string;
  sort: NTierSortInput;
  onSort: (field: NTierSortField) => void;
  width?: number | string;
}) {
  const active = sort.field === field;
  const Icon = !active ? IconSelector : sort.direction === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      w={width}
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Rows keep one height for the virtualiser: long text is cut, and shown whole on hover. */
function OneLine({ text }: { text: string }) {
  return (
    <Text size="sm" truncate="end" title={text}>
      {text}
    </Text>
  );
}

/**
 * The n-tier table (spec 3 §2 "N-tier"): every company of the organisation's network down to
 * tier 3, paged and ordered by the server and drawn virtually (only the rows in view exist), so
 * twenty thousand suppliers scroll as smoothly as twenty. Centrality and impact appear only
 * when the server gives them (the organisation's nTierCentralityScore and nTierImpact).
 */
export function NTierTable({ filter }: { filter: NTierFilter }) {
  const [params, setParams] = useSearchParams();
  const sort = readNTierSort(params);
  const onSort = (field: NTierSortField) =>
    setParams((current) => writeNTierSort(current, nextNTierSort(sort, field)), {
      replace: true,
    });
  const variables = {
    filter: nTierFilterInput(filter),
    sort,
    page: 1,
    pageSize: nTierTablePageSize,
  };
  const listKey = JSON.stringify(variables);
  const { data, error, loading, refetch, fetchMore } = useQuery(N_TIER_COMPANIES_QUERY, {
    variables,
  });
  const items = data?.nTierCompanies.items ?? [];
  const total = data?.nTierCompanies.total ?? 0;
  const actions = useNTierCompanyActions();

  const [loadingMore, setLoadingMore] = useState(false);
  // A failed next page stops the automatic loading until the user asks again; an empty one
  // (the network changed meanwhile) ends this list. Both hold for one filter and order only.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [endedFor, setEndedFor] = useState<string | null>(null);
  const moreFailed = failedFor === listKey;
  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const result = await fetchMore({
        variables: { page: Math.floor(items.length / nTierTablePageSize) + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          nTierCompanies: {
            ...fetchMoreResult.nTierCompanies,
            items: [...previous.nTierCompanies.items, ...fetchMoreResult.nTierCompanies.items],
          },
        }),
      });
      if ((result.data?.nTierCompanies.items.length ?? 0) === 0) setEndedFor(listKey);
    } catch {
      setFailedFor(listKey);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, items.length, listKey]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? -1;
  const hasMore = endedFor !== listKey && items.length < total;
  useEffect(() => {
    if (hasMore && !loading && !loadingMore && !moreFailed && lastShown >= items.length - loadAhead)
      void loadMore();
  }, [hasMore, loading, loadingMore, moreFailed, lastShown, items.length, loadMore]);

  if (error && !data) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!data) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading suppliers" />
      </Group>
    );
  }
  if (items.length === 0) {
    return activeNTierFilterCount(filter) > 0 || filter.search ? (
      <EmptyState description="No company of your supply chain matches these filters." />
    ) : (
      <EmptyState
        title="No suppliers yet"
        description="Companies in your portfolios and bulk requests are your tier-1 suppliers; their suppliers follow as tiers 2 and 3."
      />
    );
  }

  const withCentrality = items.some((item) => item.centrality !== null);
  const withImpact = items.some((item) => item.impact !== null);
  const columnCount = 8 + (withCentrality ? 1 : 0) + (withImpact ? 1 : 0);
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);

  const row = (item: NTierNode, index: number) => (
    <Table.Tr key={item.id} data-index={index} aria-rowindex={index + 2} h={rowHeight}>
      <Table.Td>
        <Anchor component={Link} to={companyPath(item.slug)} fz="sm" display="block" truncate="end">
          {item.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <NTierTierBadge tier={item.tier} />
      </Table.Td>
      <Table.Td>{item.countryCode ?? "—"}</Table.Td>
      <Table.Td>
        <OneLine text={item.industry ?? "—"} />
      </Table.Td>
      <Table.Td>
        <OneLine text={item.parts.length > 0 ? item.parts.join(", ") : "—"} />
      </Table.Td>
      <Table.Td>
        {item.hasRisks ? (
          <Badge color="red" variant="light" size="sm">
            Risks
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
      </Table.Td>
      {withCentrality ? (
        <Table.Td>
          {item.centrality === null ? "—" : centralityFormat.format(item.centrality)}
        </Table.Td>
      ) : null}
      {withImpact ? (
        <Table.Td>{item.impact === null ? "—" : numberFormat.format(item.impact)}</Table.Td>
      ) : null}
      <Table.Td>{numberFormat.format(item.siteCount)}</Table.Td>
      <Table.Td>{actions.menu(item)}</Table.Td>
    </Table.Tr>
  );

  return (
    <>
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
        {numberFormat.format(total)} {total === 1 ? "company" : "companies"}
      </Text>
      <Box
        ref={scrollRef}
        h="min(70vh, 720px)"
        style={{ overflow: "auto" }}
        // The scroll area takes focus so keyboard users can scroll it too.
        tabIndex={0}
        aria-label="Supplier table, scrollable"
        role="region"
      >
        <Table
          stickyHeader
          highlightOnHover
          layout="fixed"
          miw={withCentrality || withImpact ? 1100 : 900}
          aria-label="Suppliers"
          aria-rowcount={total + 1}
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              <SortHeader field="name" label="Company" sort={sort} onSort={onSort} width="24%" />
              <SortHeader field="tier" label="Tier" sort={sort} onSort={onSort} width={90} />
              <SortHeader field="country" label="Country" sort={sort} onSort={onSort} width={100} />
              <Table.Th>Industry</Table.Th>
              <Table.Th>Parts</Table.Th>
              <Table.Th w={90}>Risk</Table.Th>
              {withCentrality ? (
                <SortHeader
                  field="centrality"
                  label="Centrality"
                  sort={sort}
                  onSort={onSort}
                  width={120}
                />
              ) : null}
              {withImpact ? (
                <SortHeader field="impact" label="Impact" sort={sort} onSort={onSort} width={100} />
              ) : null}
              <Table.Th w={70}>Sites</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {paddingTop > 0 ? (
              <tr aria-hidden style={{ height: paddingTop }}>
                <td colSpan={columnCount} />
              </tr>
            ) : null}
            {virtualRows.map((virtual) => {
              const item = items[virtual.index];
              return item ? row(item, virtual.index) : null;
            })}
            {paddingBottom > 0 ? (
              <tr aria-hidden style={{ height: paddingBottom }}>
                <td colSpan={columnCount} />
              </tr>
            ) : null}
          </Table.Tbody>
        </Table>
        {moreFailed ? (
          <ErrorWithRetry onRetry={() => setFailedFor(null)} />
        ) : hasMore ? (
          <Group justify="center" p="sm">
            <Loader size="sm" aria-label="Loading more suppliers" />
          </Group>
        ) : null}
      </Box>
      {actions.dialogs}
    </>
  );
}
