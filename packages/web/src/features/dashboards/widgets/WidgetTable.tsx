import { Table } from "@mantine/core";
import type { ReactNode } from "react";

type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** A compact table inside a widget, named for screen readers by the widget's caption. */
export function WidgetTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <Table striped highlightOnHover fz="sm" verticalSpacing={4} aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} ta={column.numeric ? "right" : undefined}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header} ta={column.numeric ? "right" : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
