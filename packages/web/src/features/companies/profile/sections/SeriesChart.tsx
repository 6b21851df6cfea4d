import { BarChart, LineChart } from "@mantine/charts";
import { ChartFigure } from "../../../../ui/charts/ChartFigure.tsx";

export type ChartSeries = { name: string; label: string; color: string };
type Row = Record<string, string | number | null>;

type SeriesChartProps = {
  title: string;
  kind: "line" | "bar" | "horizontal-bar";
  data: readonly Row[];
  /** The category or time axis. */
  dataKey: string;
  dataKeyLabel: string;
  series: readonly ChartSeries[];
  format: (value: number) => string;
  height?: number;
  /** Fixed value axis, e.g. [0, 100] for scores. */
  domain?: [number, number];
  /** Exact value-axis ticks (e.g. one per grade). */
  ticks?: number[];
  /** Counts: no fractional ticks on the value axis. */
  integer?: boolean;
};

/** A line or bar chart over rows, with the same numbers as a table for screen readers. */
export function SeriesChart({
  title,
  kind,
  data,
  dataKey,
  dataKeyLabel,
  series,
  format,
  height = 240,
  domain,
  ticks,
  integer = false,
}: SeriesChartProps) {
  const valueAxis = {
    ...(domain ? { domain } : {}),
    ...(ticks ? { ticks, interval: 0 as const } : {}),
    ...(integer ? { allowDecimals: false } : {}),
  };
  const table = {
    columns: [dataKeyLabel, ...series.map((item) => item.label)],
    rows: data.map((row) => [
      String(row[dataKey] ?? ""),
      ...series.map((item) => {
        const value = row[item.name];
        return typeof value === "number" ? format(value) : "—";
      }),
    ]),
  };
  const common = {
    h: height,
    data: data as Row[],
    dataKey,
    series: series.map((item) => ({ ...item })),
    valueFormatter: format,
    withLegend: series.length > 1,
  };
  return (
    <ChartFigure title={title} table={table}>
      {kind === "line" ? (
        <LineChart {...common} curveType="monotone" yAxisProps={valueAxis} />
      ) : kind === "bar" ? (
        <BarChart {...common} yAxisProps={valueAxis} />
      ) : (
        <BarChart
          {...common}
          h={Math.max(height, data.length * 32 + 40)}
          orientation="vertical"
          xAxisProps={valueAxis}
          yAxisProps={{ width: 140 }}
        />
      )}
    </ChartFigure>
  );
}
