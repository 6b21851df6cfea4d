import { useQuery } from "@apollo/client/react";
import { BarChart, LineChart } from "@mantine/charts";
import { SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { ChartFigure } from "../../../ui/charts/ChartFigure.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { formatCaseDate } from "../maker/case-dates.ts";
import {
  CASE_CHART_DATA_QUERY,
  type CaseChartBucket,
  type CaseFiltersInput,
} from "./case-list.graphql.ts";

function BucketChart({
  title,
  buckets,
  category,
}: {
  title: string;
  buckets: readonly CaseChartBucket[];
  category: string;
}) {
  return (
    <ChartFigure
      title={title}
      table={{
        columns: [category, "Cases"],
        rows: buckets.map((bucket) => [bucket.label, bucket.count]),
      }}
    >
      <BarChart
        h={240}
        data={buckets.map((bucket) => ({ label: bucket.label, count: bucket.count }))}
        dataKey="label"
        series={[{ name: "count", label: "Cases", color: "blue.6" }]}
        withTooltip={false}
      />
    </ChartFigure>
  );
}

/**
 * Charts of the cases the filters select (spec 2 §2 "charts"): by status, priority and assignee,
 * and created and closed over time. Each has a title and a table with the same numbers for
 * screen readers. Loaded on its own: recharts is large.
 */
export function CaseCharts({ filters }: { filters: CaseFiltersInput }) {
  const { data, error, refetch } = useQuery(CASE_CHART_DATA_QUERY, {
    variables: { filters },
    fetchPolicy: "cache-and-network",
  });
  const charts = data?.supplierCaseChartData;
  if (!charts && error) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!charts) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true">
        {[0, 1, 2, 3].map((chart) => (
          <Skeleton key={chart} height={260} />
        ))}
      </SimpleGrid>
    );
  }
  if (charts.total === 0) return <EmptyState />;
  const overTime = charts.overTime.map((point) => ({ ...point, day: formatCaseDate(point.date) }));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {charts.total === 1 ? "1 case" : `${charts.total} cases`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <BucketChart title="Cases by status" category="Status" buckets={charts.byStatus} />
        <BucketChart title="Cases by priority" category="Priority" buckets={charts.byPriority} />
        <BucketChart title="Cases by assignee" category="Assignee" buckets={charts.byAssignee} />
        <ChartFigure
          title="Cases over time"
          table={{
            columns: ["Date", "Created", "Closed"],
            rows: overTime.map((point) => [point.day, point.created, point.closed]),
          }}
        >
          <LineChart
            h={240}
            data={overTime}
            dataKey="day"
            series={[
              { name: "created", label: "Created", color: "blue.6" },
              { name: "closed", label: "Closed", color: "teal.6" },
            ]}
            withLegend
            withTooltip={false}
            curveType="linear"
          />
        </ChartFigure>
      </SimpleGrid>
    </Stack>
  );
}
