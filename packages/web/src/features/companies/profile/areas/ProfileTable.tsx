import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

export type ProfileColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
};

type ProfileTableProps<Row> = {
  /** The table's accessible name (a hidden caption). */
  caption: string;
  columns: readonly ProfileColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Below this width the table scrolls sideways instead of squeezing (375 px phones). */
  minWidth?: number;
};

/** Numbers stay on one line: "60.0%" is not broken into "60.0" and "%". */
const noWrap = { whiteSpace: "nowrap" } as const;

/** A plain data table with headers and a caption, scrolling horizontally on narrow screens. */
export function ProfileTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth = 560,
}: ProfileTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                scope="col"
                ta={column.numeric ? "right" : undefined}
                style={column.numeric ? noWrap : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.numeric ? "right" : undefined}
                  style={column.numeric ? noWrap : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
