import { ActionIcon, Anchor, Checkbox, Table, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { numericMetrics } from "@tierwise/common/company-search";
import { formatRelativeDay, missingValue } from "@tierwise/common/formatting";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { companyProfilePath } from "../companies/search/company-labels.ts";
import { statusLabel } from "../companies/search/status-label.ts";
import type { PortfolioCompanyRow } from "./portfolio-companies.graphql.ts";
import { type PortfolioPageVariant, portfolioPath } from "./portfolio-paths.ts";
import type { PortfolioFilters, PortfolioSortField } from "./portfolio-url-state.ts";

type PortfolioCompaniesTableProps = {
  rows: readonly PortfolioCompanyRow[];
  filters: PortfolioFilters;
  variant: PortfolioPageVariant;
  onSort: (field: PortfolioSortField) => void;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: string[], selected: boolean) => void;
  /** Per-row removal, when the viewer may change the portfolio. */
  onRemove: ((row: PortfolioCompanyRow) => void) | null;
};

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

function SortHeader({
  field,
  filters,
  onSort,
  children,
  numeric = false,
}: {
  field: PortfolioSortField;
  filters: PortfolioFilters;
  onSort: (field: PortfolioSortField) => void;
  children: ReactNode;
  numeric?: boolean;
}) {
  const sorted = filters.sort.field === field;
  const ariaSort = sorted ? (filters.sort.descending ? "descending" : "ascending") : "none";
  return (
    <Table.Th scope="col" aria-sort={ariaSort} ta={numeric ? "right" : undefined}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={700}
        fz="sm"
        style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
      >
        {children}
        {!sorted ? (
          <IconArrowsSort size={14} aria-hidden opacity={0.5} />
        ) : filters.sort.descending ? (
          <IconArrowDown size={14} aria-hidden />
        ) : (
          <IconArrowUp size={14} aria-hidden />
        )}
      </UnstyledButton>
    </Table.Th>
  );
}

/** The companies of the portfolio: sortable columns, the chosen metric, selection and removal. */
export function PortfolioCompaniesTable({
  rows,
  filters,
  variant,
  onSort,
  selectedIds,
  onSelectionChange,
  onRemove,
}: PortfolioCompaniesTableProps) {
  const pageIds = rows.map((row) => row.company.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const metric = filters.metric ? numericMetrics[filters.metric] : null;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Portfolio companies" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all companies on this page"
                checked={allSelected}
                indeterminate={selectedOnPage > 0 && !allSelected}
                onChange={(event) => onSelectionChange(pageIds, event.currentTarget.checked)}
              />
            </Table.Th>
            <SortHeader field="name" filters={filters} onSort={onSort}>
              Company
            </SortHeader>
            <Table.Th scope="col">Industry</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            {filters.mode === "all" ? <Table.Th scope="col">Portfolio</Table.Th> : null}
            {metric ? (
              <SortHeader field="metric" filters={filters} onSort={onSort} numeric>
                {metric.label}
              </SortHeader>
            ) : null}
            <SortHeader field="addedAt" filters={filters} onSort={onSort}>
              Added
            </SortHeader>
            {onRemove ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { company } = row;
            const selected = selectedIds.has(company.id);
            return (
              <Table.Tr
                key={row.id}
                bg={selected ? "var(--mantine-primary-color-light)" : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${company.displayName}`}
                    checked={selected}
                    onChange={(event) =>
                      onSelectionChange([company.id], event.currentTarget.checked)
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={companyProfilePath(company.slug)} fw={600}>
                    {company.displayName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{company.naicsTitle ?? company.sector ?? missingValue}</Table.Td>
                <Table.Td>{statusLabel(company.statusCode)}</Table.Td>
                {filters.mode === "all" ? (
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={portfolioPath(row.portfolio.slug, variant)}
                      size="sm"
                    >
                      {row.portfolio.name}
                    </Anchor>
                  </Table.Td>
                ) : null}
                {metric ? (
                  <Table.Td ta="right">
                    {row.metricValue === null ? missingValue : numberFormat.format(row.metricValue)}
                  </Table.Td>
                ) : null}
                <Table.Td>{formatRelativeDay(row.addedAt)}</Table.Td>
                {onRemove ? (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${company.displayName} from ${row.portfolio.name}`}
                      onClick={() => onRemove(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
