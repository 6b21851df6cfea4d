import { useQuery } from "@apollo/client/react";
import { LineChart } from "@mantine/charts";
import { Text } from "@mantine/core";
import { riskMessages } from "@tierwise/common/risk";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";
import { gradeLabel } from "../GradeBadge.tsx";
import { RISK_HISTORY_QUERY } from "../risk-hub.graphql.ts";

type Subject =
  | { companyId: string; portfolioId?: never }
  | { portfolioId: string; companyId?: never };

/**
 * A company's or a portfolio's overall risk points over time (one point a day, spec: history is
 * kept per company and portfolio). Higher is riskier; the hidden table lists the grades too.
 */
export function RiskHistoryChart({
  configId,
  name,
  ...subject
}: Subject & { configId: string; name: string }) {
  const { data, loading, error } = useQuery(RISK_HISTORY_QUERY, {
    variables: {
      configId,
      companyId: subject.companyId ?? null,
      portfolioId: subject.portfolioId ?? null,
    },
  });
  if (loading && !data) return <Text size="sm">Loading the risk history…</Text>;
  if (error)
    return (
      <Text size="sm" c="red">
        The risk history could not be loaded.
      </Text>
    );
  const points = data?.riskHistory ?? [];
  if (points.length === 0) return <Text size="sm">{riskMessages.noScoreYet}</Text>;
  return (
    <ChartFigure
      title={`Risk history of ${name}`}
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
      />
    </ChartFigure>
  );
}
