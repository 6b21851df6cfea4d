import { Anchor, Checkbox, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import type {
  CompanySearchParams,
  SearchColumn,
  SearchSortKey,
} from "@tierwise/common/company-search";
import { Link } from "react-router";
import { companyProfilePath } from "./company-labels.ts";
import type { SearchCompany } from "./company-search.graphql.ts";
import { columnDefinitions } from "./search-columns.ts";

type SearchResultsTableProps = {
  companies: readonly SearchCompany[];
  columns: readonly SearchColumn[];
  params: CompanySearchParams;
  onSort: (sort: SearchSortKey) => void;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: string[], selected: boolean) => void;
};

function ariaSort(
  params: CompanySearchParams,
  sort: SearchSortKey | null,
): "ascending" | "descending" | "none" | undefined {
  if (sort === null) return undefined;
  if (params.sort !== sort) return "none";
  return params.sortDirection === "asc" ? "ascending" : "descending";
}

/**
 * The results: sortable headers (aria-sort on the header cell carries the order, so the
 * buttons keep the plain column name), a link to each profile, and row selection.
 */
export function SearchResultsTable({
  companies,
  columns,
  params,
  onSort,
  selectedIds,
  onSelectionChange,
}: SearchResultsTableProps) {
  const pageIds = companies.map((company) => company.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Search results" verticalSpacing="xs">
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
            {columns.map((key) => {
              const column = columnDefinitions[key];
              const sorted = ariaSort(params, column.sort);
              const sort = column.sort;
              return (
                <Table.Th
                  key={key}
                  scope="col"
                  aria-sort={sorted}
                  ta={column.numeric ? "right" : undefined}
                >
                  {sort ? (
                    <UnstyledButton
                      onClick={() => onSort(sort)}
                      fw={700}
                      fz="sm"
                      style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
                    >
                      {column.label}
                      {sorted === "ascending" ? (
                        <IconArrowUp size={14} aria-hidden />
                      ) : sorted === "descending" ? (
                        <IconArrowDown size={14} aria-hidden />
                      ) : (
                        <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                      )}
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr
              key={company.id}
              bg={selectedIds.has(company.id) ? "var(--mantine-primary-color-light)" : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${company.displayName}`}
                  checked={selectedIds.has(company.id)}
                  onChange={(event) => onSelectionChange([company.id], event.currentTarget.checked)}
                />
              </Table.Td>
              {columns.map((key) => {
                const column = columnDefinitions[key];
                return (
                  <Table.Td key={key} ta={column.numeric ? "right" : undefined}>
                    {key === "displayName" ? (
                      <Anchor component={Link} to={companyProfilePath(company.slug)} fw={600}>
                        {company.displayName}
                      </Anchor>
                    ) : (
                      column.text(company)
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
