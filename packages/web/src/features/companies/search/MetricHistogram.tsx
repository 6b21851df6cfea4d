import { BarChart } from "@mantine/charts";
import type { NumericRange } from "@tierwise/common/range-input";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";
import type { MetricSummary } from "./company-search.graphql.ts";
import { histogramPoints } from "./histogram-data.ts";

type MetricHistogramProps = {
  metric: MetricSummary;
  /** The chosen range, or null when the metric is not filtered. */
  range: NumericRange | null;
};

/** Distribution of one metric among companies matching the other filters. */
export function MetricHistogram({ metric, range }: MetricHistogramProps) {
  const points = histogramPoints(metric, range);
  return (
    <ChartFigure
      title={`${metric.label}: companies per band`}
      table={{
        columns: ["Band", "Companies", "In the chosen range"],
        rows: points.map((point) => [
          point.bucket,
          point.inRange + point.outside,
          point.inRange > 0 ? "yes" : "no",
        ]),
      }}
    >
      <BarChart
        h={72}
        data={points}
        dataKey="bucket"
        type="stacked"
        series={[
          { name: "inRange", label: "In range", color: "blue.6" },
          { name: "outside", label: "Outside", color: "gray.4" },
        ]}
        withXAxis={false}
        withYAxis={false}
        gridAxis="none"
        barProps={{ isAnimationActive: false }}
        tooltipAnimationDuration={0}
      />
    </ChartFigure>
  );
}
