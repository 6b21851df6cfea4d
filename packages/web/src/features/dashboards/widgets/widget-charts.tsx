import { BarChart, LineChart } from "@mantine/charts";
import type { ChartTable } from "../../../ui/charts/ChartFigure.tsx";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";

/** Colours of chart series in order (Mantine palette names), the same on every widget. */
export const seriesColours = [
  "blue.6",
  "orange.6",
  "teal.6",
  "red.6",
  "grape.6",
  "yellow.6",
  "cyan.6",
  "gray.6",
];

export type ChartSeries = { key: string; label: string };
export type ChartRow = { label: string; values: Record<string, number> };

/** The rows as the hidden table screen readers read in place of the drawing. */
function tableOf(
  first: string,
  series: readonly ChartSeries[],
  rows: readonly ChartRow[],
): ChartTable {
  return {
    columns: [first, ...series.map((one) => one.label)],
    rows: rows.map((row) => [row.label, ...series.map((one) => row.values[one.key] ?? 0)]),
  };
}

function chartData(series: readonly ChartSeries[], rows: readonly ChartRow[]) {
  return rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(series.map((one) => [one.label, row.values[one.key] ?? 0])),
  }));
}

const chartSeries = (series: readonly ChartSeries[]) =>
  series.map((one, index) => ({
    name: one.label,
    color: seriesColours[index % seriesColours.length] as string,
  }));

type WidgetChartProps = {
  caption: string;
  /** The first column of the hidden table (what each row is). */
  rowName: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  height: number;
};

/** Bars (stacked when there are several series), filling the widget's height. */
export function WidgetBarChart({
  caption,
  rowName,
  series,
  rows,
  height,
  horizontal = false,
}: WidgetChartProps & { horizontal?: boolean }) {
  return (
    <ChartFigure title={caption} table={tableOf(rowName, series, rows)}>
      <BarChart
        h={Math.max(120, height - 40)}
        data={chartData(series, rows)}
        dataKey="label"
        type={series.length > 1 ? "stacked" : "default"}
        orientation={horizontal ? "vertical" : "horizontal"}
        series={chartSeries(series)}
        withLegend={series.length > 1}
        yAxisProps={horizontal ? { width: 140 } : { allowDecimals: false }}
        xAxisProps={horizontal ? { allowDecimals: false } : undefined}
      />
    </ChartFigure>
  );
}

/** Lines over time, one per series. */
export function WidgetLineChart({ caption, rowName, series, rows, height }: WidgetChartProps) {
  return (
    <ChartFigure title={caption} table={tableOf(rowName, series, rows)}>
      <LineChart
        h={Math.max(120, height - 40)}
        data={chartData(series, rows)}
        dataKey="label"
        series={chartSeries(series)}
        withLegend
        curveType="monotone"
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartFigure>
  );
}
