import { LineChart } from "@mantine/charts";
import { Text } from "@mantine/core";
import { formatChange } from "@tierwise/common/formatting";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";
import type { AlertItem } from "../alert.graphql.ts";
import { chartDayDate, chartTickDate, seriesValueFormatter } from "./alert-chart-format.ts";
import { alertVariableLabel, chartTicks } from "./alert-display.ts";

type AlertChangeChartProps = {
  periodInfo: NonNullable<AlertItem["periodInfo"]>;
  timeseries: NonNullable<AlertItem["timeseries"]>;
  variable: string | null;
};

/**
 * A change-over-period alert's before/after chart (spec 3 §2): the series over the window, at
 * most five date ticks ("Mar 5"; ticks that would touch are left out, never the first or the
 * last), and the change in words ("-12.3% over 3 months"). Titled with the variable's name
 * ("Credit score over 3 months"), every value with the series' decimals. Loaded on its own when
 * a card with a series opens: recharts is large.
 */
export function AlertChangeChart({ periodInfo, timeseries, variable }: AlertChangeChartProps) {
  const label = alertVariableLabel(variable);
  const title = `${label} ${periodInfo.timeWindowLabel}`;
  const data = timeseries.map((point) => ({ date: point.date.slice(0, 10), value: point.value }));
  const formatValue = seriesValueFormatter(data.map((point) => point.value));
  const before = data[0];
  const after = data[data.length - 1];
  return (
    <div>
      <ChartFigure
        title={title}
        table={{
          columns: ["Date", label],
          rows: data.map((point) => [chartDayDate(point.date), formatValue(point.value)]),
        }}
      >
        <LineChart
          h={180}
          data={data}
          dataKey="date"
          series={[{ name: "value", label, color: "blue.6" }]}
          curveType="linear"
          withTooltip={false}
          xAxisProps={{
            ticks: chartTicks(data.map((point) => point.date)),
            tickFormatter: chartTickDate,
            interval: "preserveStartEnd",
            minTickGap: 12,
          }}
          yAxisProps={{ tickCount: 5 }}
          valueFormatter={formatValue}
        />
      </ChartFigure>
      {before && after ? (
        <Text size="sm" c="dimmed">
          Before {formatValue(before.value)} ({chartDayDate(before.date)}), after{" "}
          {formatValue(after.value)} ({chartDayDate(after.date)}):{" "}
          {formatChange(periodInfo.pctChange, "percent")} {periodInfo.timeWindowLabel}
        </Text>
      ) : null}
    </div>
  );
}
