import { WidgetBarChart } from "./widget-charts.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

/** The topics most alerts were about in the period, most first. */
export function TopAlertTopicsWidget({ data, height }: WidgetViewProps<"topAlertTopics">) {
  return (
    <WidgetBarChart
      caption="Alerts per topic"
      rowName="Topic"
      series={[{ key: "count", label: "Alerts" }]}
      rows={data.topics.map((topic) => ({ label: topic.label, values: { count: topic.count } }))}
      height={height}
      horizontal
    />
  );
}
