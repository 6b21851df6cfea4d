import { WidgetLineChart } from "./widget-charts.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

const intervalWords = { day: "per day", week: "per week", month: "per month" } as const;
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** Alerts per interval, one line per news class or severity. */
export function AlertsOverTimeWidget({ data, height }: WidgetViewProps<"alertsOverTime">) {
  return (
    <WidgetLineChart
      caption={`Alerts ${intervalWords[data.interval]}`}
      rowName="From"
      series={data.series}
      rows={data.points.map((point) => ({
        label: dayFormat.format(new Date(`${point.date.slice(0, 10)}T00:00:00Z`)),
        values: point.values,
      }))}
      height={height}
    />
  );
}
