import { gradeLabels, noScore, riskGrades } from "@tierwise/common/risk";
import { WidgetBarChart } from "./widget-charts.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

const grades = [...riskGrades, noScore] as const;

/** Companies per risk grade: one bar per grade, or per portfolio stacked by grade. */
export function RiskGradeDistributionWidget({
  data,
  height,
}: WidgetViewProps<"riskGradeDistribution">) {
  const byPortfolio = data.rows.length > 1 || data.rows[0]?.portfolioId != null;
  const countOf = (row: (typeof data.rows)[number], grade: string) =>
    row.grades.find((each) => each.key === grade)?.count ?? 0;
  if (!byPortfolio) {
    const row = data.rows[0];
    return (
      <WidgetBarChart
        caption={data.configName}
        rowName="Grade"
        series={[{ key: "count", label: "Companies" }]}
        rows={grades.map((grade) => ({
          label: gradeLabels[grade],
          values: { count: row ? countOf(row, grade) : 0 },
        }))}
        height={height}
      />
    );
  }
  return (
    <WidgetBarChart
      caption={`${data.configName}, by portfolio`}
      rowName="Portfolio"
      series={grades.map((grade) => ({ key: grade, label: gradeLabels[grade] }))}
      rows={data.rows.map((row) => ({
        label: row.label,
        values: Object.fromEntries(grades.map((grade) => [grade, countOf(row, grade)])),
      }))}
      height={height}
      horizontal
    />
  );
}
