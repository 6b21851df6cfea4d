import { LineChart } from "@mantine/charts";
import { Text } from "@mantine/core";
import { formatAbbreviatedNumber, formatChange } from "@tierwise/common/formatting";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";
import type { AlertItem } from "../alert.graphql.ts";
import { chartTicks } from "./alert-display.ts";

type AlertChangeChartProps = {
  periodInfo: NonNullable<AlertItem["periodInfo"]>;
  timeseries: NonNullable<AlertItem["timeseries"]>;
  variable: string | null;
};

/**
 * A change-over-period alert's before/after chart (spec 3 §2): the series over the window, at
 * most five date ticks, and the change in words ("-12.3% over 3 months"). Loaded on its own when
 * a card with a series opens: recharts is large.
 */
export function AlertChangeChart({ periodInfo, timeseries, variable }: AlertChangeChartProps) {
  const title = `${variable ?? "Value"} ${periodInfo.timeWindowLabel}`;
  const data = timeseries.map((point) => ({ date: point.date.slice(0, 10), value: point.value }));
  const before = data[0];
  const after = data[data.length - 1];
  return (
    <div>
      <ChartFigure
        title={title}
        table={{
          columns: ["Date", variable ?? "Value"],
          rows: data.map((point) => [point.date, formatAbbreviatedNumber(point.value)]),
        }}
      >
        <LineChart
          h={180}
          data={data}
          dataKey="date"
          series={[{ name: "value", label: variable ?? "Value", color: "blue.6" }]}
          curveType="linear"
          withTooltip={false}
          xAxisProps={{ ticks: chartTicks(data.map((point) => point.date)), interval: 0 }}
          yAxisProps={{ tickCount: 5 }}
          valueFormatter={formatAbbreviatedNumber}
        />
      </ChartFigure>
      {before && after ? (
        <Text size="sm" c="dimmed">
          Before {formatAbbreviatedNumber(before.value)} ({before.date}), after{" "}
          {formatAbbreviatedNumber(after.value)} ({after.date}):{" "}
          {formatChange(periodInfo.pctChange, "percent")} {periodInfo.timeWindowLabel}
        </Text>
      ) : null}
    </div>
  );
}
