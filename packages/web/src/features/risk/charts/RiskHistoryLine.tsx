import { LineChart } from "@mantine/charts";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";
import { gradeLabel } from "../GradeBadge.tsx";
import type { RiskHistoryPoint } from "../risk-hub.graphql.ts";

/**
 * Overall risk points over time, one point a day: higher is riskier. The drawing is hidden from
 * screen readers; the figure's table lists every day's points and grade.
 */
export function RiskHistoryLine({
  title,
  points,
}: {
  title: string;
  points: readonly RiskHistoryPoint[];
}) {
  return (
    <ChartFigure
      title={title}
      table={{
        columns: ["Date", "Risk points", "Grade"],
        rows: points.map((point) => [point.date, point.score ?? "—", gradeLabel(point.grade)]),
      }}
    >
      <LineChart
        h={200}
        data={points.map((point) => ({ date: point.date, "Risk points": point.score }))}
        dataKey="date"
        series={[{ name: "Risk points", color: "red.6" }]}
        yAxisProps={{ domain: [0, 100] }}
        connectNulls
        curveType="linear"
        withDots={points.length < 40}
      />
    </ChartFigure>
  );
}
