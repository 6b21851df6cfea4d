import { BarChart } from "@mantine/charts";
import { gradeLabels, noScore, riskGrades } from "@tierwise/common/risk";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";
import type { GradeCounts } from "../risk-hub.graphql.ts";

type Series = { label: string; counts: GradeCounts; color: string };

const gradeRows = [...riskGrades, noScore] as const;
const countOf = (counts: GradeCounts, grade: (typeof gradeRows)[number]) =>
  grade === noScore ? counts.none : counts[grade];

/**
 * How many companies (or portfolios) have each grade, as bars: one series for the hub, two
 * ("Current", "Preview") for the what-if preview. The figure's hidden table reads the numbers.
 */
export function GradeDistributionChart({ title, series }: { title: string; series: Series[] }) {
  const data = gradeRows.map((grade) => ({
    grade: gradeLabels[grade],
    ...Object.fromEntries(series.map((one) => [one.label, countOf(one.counts, grade)])),
  }));
  return (
    <ChartFigure
      title={title}
      table={{
        columns: ["Grade", ...series.map((one) => one.label)],
        rows: gradeRows.map((grade) => [
          gradeLabels[grade],
          ...series.map((one) => countOf(one.counts, grade)),
        ]),
      }}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="grade"
        series={series.map((one) => ({ name: one.label, color: one.color }))}
        withLegend={series.length > 1}
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartFigure>
  );
}
