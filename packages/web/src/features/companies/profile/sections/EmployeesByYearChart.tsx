import { formatCount } from "../format.ts";
import { SeriesChart } from "./SeriesChart.tsx";

type EmployeesByYearChartProps = {
  /** Employee counts, oldest year first. */
  rows: readonly { year: number; count: number }[];
};

/** The headcount line chart shown on both Overview and Performance. */
export function EmployeesByYearChart({ rows }: EmployeesByYearChartProps) {
  return (
    <SeriesChart
      title="Employees by year"
      kind="line"
      data={rows.map((row) => ({ year: String(row.year), count: row.count }))}
      dataKey="year"
      dataKeyLabel="Year"
      series={[{ name: "count", label: "Employees", color: "blue.6" }]}
      format={formatCount}
      integer
    />
  );
}
