import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { listPlaceholder } from "../../ui/ListPlaceholder.tsx";
import { useSelection } from "../companies/search/use-selection.ts";
import { companiesFailureMessage } from "./companies-failure.ts";
import { ExportPortfolioMenu } from "./ExportPortfolioMenu.tsx";
import { PortfolioCompaniesTable } from "./PortfolioCompaniesTable.tsx";
import { PortfolioCompanyFilters } from "./PortfolioCompanyFilters.tsx";
import type { PortfolioPageData } from "./portfolio.graphql.ts";
import {
  PORTFOLIO_COMPANIES_QUERY,
  type PortfolioCompanyRow,
  portfolioCompaniesPageSize,
  REMOVE_COMPANIES_FROM_PORTFOLIO,
} from "./portfolio-companies.graphql.ts";
import { companiesLabel } from "./portfolio-labels.ts";
import { UNDO_PORTFOLIO_ACTION } from "./portfolio-mutations.graphql.ts";
import type { PortfolioPageVariant } from "./portfolio-paths.ts";
import { portfolioQueries } from "./portfolio-queries.ts";
import {
  hasPortfolioFilters,
  portfolioCompaniesArguments,
  toggledSort,
} from "./portfolio-url-state.ts";
import { usePortfolioFilters } from "./use-portfolio-filters.ts";
import { withUndo } from "./with-undo.ts";

type PortfolioCompaniesSectionProps = {
  portfolio: PortfolioPageData;
  variant: PortfolioPageVariant;
  /** May the viewer remove companies (portfolios.update on this portfolio)? */
  canRemove: boolean;
  subPortfolios: readonly { id: string; name: string }[];
};

/** The companies of the portfolio page: filters from the URL, a paged table, removal, export. */
export function PortfolioCompaniesSection({
  portfolio,
  variant,
  canRemove,
  subPortfolios,
}: PortfolioCompaniesSectionProps) {
  const { filters, setFilters, key } = usePortfolioFilters();
  // Cursor pages of the current filters; back to the first page whenever they change.
  const [paging, setPaging] = useState<{ key: string; cursors: (string | null)[] }>({
    key,
    cursors: [null],
  });
  const cursors = paging.key === key ? paging.cursors : [null];
  const after = cursors[cursors.length - 1] ?? null;
  const selection = useSelection(`${portfolio.id}${key}`);
  const { data, previousData, error, loading, refetch } = useQuery(PORTFOLIO_COMPANIES_QUERY, {
    variables: {
      portfolioId: portfolio.id,
      first: portfolioCompaniesPageSize,
      after,
      ...portfolioCompaniesArguments(filters),
    },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = (data ?? (loading ? previousData : undefined))?.portfolioCompanies;
  const [remove] = useMutation(REMOVE_COMPANIES_FROM_PORTFOLIO, {
    refetchQueries: portfolioQueries,
  });
  const [undoAction] = useMutation(UNDO_PORTFOLIO_ACTION, { refetchQueries: portfolioQueries });

  // In "with sub-portfolios" mode rows may belong to other portfolios: removal is per row there.
  const bulkRemoval = canRemove && filters.mode === "direct";

  const removeCompanies = async (portfolioId: string, companyIds: string[], name: string) => {
    const done = await withUndo({
      change: async () =>
        (await remove({ variables: { portfolioId, companyIds } })).data
          ?.removeCompaniesFromPortfolio,
      success: "PortfolioCompaniesSuccess",
      message: () =>
        companyIds.length === 1
          ? `Company removed from "${name}".`
          : `${companyIds.length} companies removed from "${name}".`,
      undo: async (undoId) =>
        (await undoAction({ variables: { undoId } })).data?.undoPortfolioAction,
    });
    if (done) selection.change(companyIds, false);
  };

  let body =
    error && !shown ? (
      <ErrorWithRetry message={companiesFailureMessage(error)} onRetry={retryWith(refetch)} />
    ) : (
      listPlaceholder({
        failed: false,
        loading: !shown,
        empty: false,
        skeletonRows: 6,
        onRetry: retryWith(refetch),
      })
    );
  if (!body && shown?.items.length === 0) {
    body = (
      <EmptyState
        title={
          hasPortfolioFilters(filters) ? "No companies match these filters." : "No companies yet"
        }
        description={
          hasPortfolioFilters(filters)
            ? undefined
            : "Add companies from search results, a company profile or a comparison."
        }
      />
    );
  }
  if (!body && shown) {
    body = (
      <PortfolioCompaniesTable
        rows={shown.items}
        filters={filters}
        variant={variant}
        onSort={(field) => setFilters({ sort: toggledSort(filters.sort, field) })}
        selectedIds={selection.ids}
        onSelectionChange={selection.change}
        onRemove={
          canRemove
            ? (row: PortfolioCompanyRow) =>
                void removeCompanies(row.portfolio.id, [row.company.id], row.portfolio.name)
            : null
        }
      />
    );
  }

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="portfolio-companies-title"
      aria-busy={loading}
    >
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="baseline">
          <Title order={2} size="h4" id="portfolio-companies-title">
            Companies
          </Title>
          {shown ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {companiesLabel(shown.itemsCount)}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs">
          {selection.ids.size > 0 ? (
            <>
              <Text size="sm">{selection.ids.size} selected</Text>
              {bulkRemoval ? (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() =>
                    void removeCompanies(portfolio.id, [...selection.ids], portfolio.name)
                  }
                >
                  Remove from portfolio
                </Button>
              ) : null}
              <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
                Clear selection
              </Button>
            </>
          ) : null}
          <ExportPortfolioMenu
            portfolioId={portfolio.id}
            includeDescendants={filters.mode === "all"}
            selectedIds={[...selection.ids]}
          />
        </Group>
      </Group>
      <PortfolioCompanyFilters
        filters={filters}
        onChange={setFilters}
        subPortfolios={subPortfolios}
      />
      {body}
      {shown && (cursors.length > 1 || shown.pageInfo.hasNextPage) ? (
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={cursors.length <= 1}
            onClick={() => setPaging({ key, cursors: cursors.slice(0, -1) })}
          >
            Previous
          </Button>
          <Button
            variant="default"
            disabled={!shown.pageInfo.hasNextPage}
            onClick={() => setPaging({ key, cursors: [...cursors, shown.pageInfo.endCursor] })}
          >
            Next
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
