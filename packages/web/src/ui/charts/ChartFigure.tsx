import "@mantine/charts/styles.css";
import { Box, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

export type ChartTable = {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
};

type ChartFigureProps = {
  /** Shown above the chart and used as the name of its data table. */
  title: string;
  /** The chart's data as a table: what screen readers read instead of the drawing. */
  table: ChartTable;
  children: ReactNode;
};

/**
 * A chart with a text alternative. The drawing is hidden from assistive technology (its SVG
 * carries no meaning there); a visually hidden table with the same numbers stands in for it.
 * Import charts only from lazily loaded pages: this module brings @mantine/charts and recharts.
 */
export function ChartFigure({ title, table, children }: ChartFigureProps) {
  return (
    <Box component="figure" m={0} miw={0}>
      <Text component="figcaption" size="sm" fw={500} mb="xs">
        {title}
      </Text>
      <div aria-hidden="true">{children}</div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed rendering of data.
              <tr key={index}>
                {row.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns.
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
