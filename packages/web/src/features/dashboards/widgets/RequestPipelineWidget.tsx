import { Stack } from "@mantine/core";
import { WidgetBarChart } from "./widget-charts.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

/** Company requests and bulk requests by status, as two bar charts side by side in one. */
export function RequestPipelineWidget({ data, height }: WidgetViewProps<"requestPipeline">) {
  const parts = [
    { caption: "Single requests", counts: data.single },
    { caption: "Bulk requests", counts: data.bulk },
  ].filter((part) => part.counts.length > 0);
  return (
    <Stack gap="xs">
      {parts.map((part) => (
        <WidgetBarChart
          key={part.caption}
          caption={part.caption}
          rowName="Status"
          series={[{ key: "count", label: "Requests" }]}
          rows={part.counts.map((each) => ({ label: each.label, values: { count: each.count } }))}
          height={height / parts.length}
          horizontal
        />
      ))}
    </Stack>
  );
}
