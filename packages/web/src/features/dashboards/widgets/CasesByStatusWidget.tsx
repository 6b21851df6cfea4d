import { casePriorities, casePriorityLabels } from "@tierwise/common/cases";
import { WidgetBarChart } from "./widget-charts.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

/** Cases per status, each bar split by priority. */
export function CasesByStatusWidget({ data, height }: WidgetViewProps<"casesByStatus">) {
  return (
    <WidgetBarChart
      caption="Cases by status and priority"
      rowName="Status"
      series={casePriorities.map((priority) => ({
        key: priority,
        label: casePriorityLabels[priority],
      }))}
      rows={data.rows.map((row) => ({
        label: row.label,
        values: Object.fromEntries(row.byPriority.map((each) => [each.key, each.count])),
      }))}
      height={height}
    />
  );
}
