import { Anchor, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import {
  type CaseColumnConfigEntry,
  type CaseColumnKey,
  type CaseSort,
  type CaseSortKey,
  caseColumns,
} from "@tierwise/common/cases";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import { CaseStatusBadge } from "../CaseStatusBadge.tsx";
import { caseCellText } from "./case-cell-text.ts";
import type { CaseListRow } from "./case-list.graphql.ts";

type CaseTableProps = {
  rows: readonly CaseListRow[];
  columns: readonly CaseColumnConfigEntry[];
  sort: CaseSort;
  onSort: (key: CaseSortKey) => void;
  /** Opens a case (the maker, or its page). */
  onOpen: (row: CaseListRow) => void;
};

const sortKeyOf = (key: CaseColumnKey): CaseSortKey | undefined => {
  const column: { title: string; sortKey?: CaseSortKey } = caseColumns[key];
  return column.sortKey;
};

function SortHeader({
  sortKey,
  sort,
  onSort,
  children,
}: {
  sortKey: CaseSortKey;
  sort: CaseSort;
  onSort: (key: CaseSortKey) => void;
  children: ReactNode;
}) {
  const sorted = sort.key === sortKey;
  const descending = sort.direction === "Desc";
  return (
    <Table.Th
      scope="col"
      aria-sort={sorted ? (descending ? "descending" : "ascending") : "none"}
      style={{ whiteSpace: "nowrap" }}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        fw={700}
        fz="sm"
        style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
      >
        {children}
        {!sorted ? (
          <IconArrowsSort size={14} aria-hidden opacity={0.5} />
        ) : descending ? (
          <IconArrowDown size={14} aria-hidden />
        ) : (
          <IconArrowUp size={14} aria-hidden />
        )}
      </UnstyledButton>
    </Table.Th>
  );
}

function Cell({
  row,
  column,
  onOpen,
}: {
  row: CaseListRow;
  column: CaseColumnKey;
  onOpen: (row: CaseListRow) => void;
}) {
  if (column === "title") {
    return (
      <Anchor
        component={Link}
        to={`/cases/${encodeURIComponent(row.id)}`}
        fw={600}
        onClick={(event) => {
          // A plain click opens the case here; modified clicks keep the browser's new-tab behaviour.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(row);
        }}
      >
        {row.title}
      </Anchor>
    );
  }
  if (column === "companyId" && row.company) {
    return (
      <Anchor component={Link} to={companyProfilePath(row.company.slug)}>
        {row.company.name}
      </Anchor>
    );
  }
  if (column === "status") return <CaseStatusBadge status={row.status} />;
  return caseCellText(row, column);
}

/**
 * The configurable case table (spec 2 §3 "Case table columns"): the shown columns in their
 * order, sortable headers for the spec's sort keys, and a row's case name opening the case.
 */
export function CaseTable({ rows, columns, sort, onSort, onOpen }: CaseTableProps) {
  return (
    <Table.ScrollContainer minWidth={Math.max(720, columns.length * 130)}>
      <Table striped highlightOnHover aria-label="Cases" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const sortKey = sortKeyOf(column.key);
              return sortKey ? (
                <SortHeader key={column.key} sortKey={sortKey} sort={sort} onSort={onSort}>
                  {column.title}
                </SortHeader>
              ) : (
                <Table.Th key={column.key} scope="col" style={{ whiteSpace: "nowrap" }}>
                  {column.title}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-case-id={row.id}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  data-column={column.key}
                  ta={column.dataType === "number" ? "right" : undefined}
                >
                  <Cell row={row} column={column.key} onOpen={onOpen} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
