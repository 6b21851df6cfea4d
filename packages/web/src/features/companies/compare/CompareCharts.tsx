import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { Box, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { formatAbbreviatedNumber, missingValue } from "@tierwise/common/formatting";
import type { CompareCompany } from "./compare.graphql.ts";
import {
  revenueChartData,
  revenueYears,
  scoreChartData,
  scoreSeries,
  seriesKey,
} from "./compare-chart-data.ts";

const abbreviated = (value: number) => formatAbbreviatedNumber(value);

function cell(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return missingValue;
  return typeof value === "number" ? formatAbbreviatedNumber(value) : value;
}

/**
 * Revenue over five years (line) and credit, ESG and security scores (bars). Loaded on its own
 * (recharts is large); each chart has a visually hidden table with the same numbers.
 */
export function CompareCharts({ companies }: { companies: readonly CompareCompany[] }) {
  const revenue = revenueChartData(companies);
  const scores = scoreChartData(companies);
  const currencyNote =
    revenue.currencies.length > 0 ? `Amounts as reported (${revenue.currencies.join(", ")}).` : "";

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="xs" component="section" aria-labelledby="compare-revenue-chart-title">
        <Title order={3} id="compare-revenue-chart-title">
          Revenue over {revenueYears} years
        </Title>
        {currencyNote ? (
          <Text size="sm" c="dimmed">
            {currencyNote}
          </Text>
        ) : null}
        {revenue.points.length === 0 ? (
          <Text size="sm">No financial statements to chart.</Text>
        ) : (
          <>
            <Box
              role="img"
              aria-label={`Line chart of revenue per fiscal year, ${revenue.points[0]?.year} to ${revenue.points.at(-1)?.year}, one line per company. The table "Revenue by fiscal year" holds the values.`}
            >
              <LineChart
                h={280}
                data={revenue.points}
                dataKey="year"
                series={revenue.series}
                valueFormatter={abbreviated}
                withLegend
                connectNulls
                curveType="linear"
              />
            </Box>
            <VisuallyHidden>
              <Table>
                <caption>Revenue by fiscal year</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Fiscal year</Table.Th>
                    {revenue.series.map((series) => (
                      <Table.Th key={series.name} scope="col">
                        {series.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {revenue.points.map((point) => (
                    <Table.Tr key={point.year}>
                      <Table.Th scope="row">{point.year}</Table.Th>
                      {companies.map((company, index) => (
                        <Table.Td key={company.id}>{cell(point[seriesKey(index)])}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="compare-score-chart-title">
        <Title order={3} id="compare-score-chart-title">
          Credit, ESG and security scores
        </Title>
        <Text size="sm" c="dimmed">
          Credit and ESG scores on the left axis (0 to 100), security rating on the right (250 to
          900).
        </Text>
        <Box
          role="img"
          aria-label='Bar chart of credit score, ESG score and security rating per company. The table "Scores by company" holds the values.'
        >
          <BarChart
            h={280}
            data={scores}
            dataKey="company"
            series={scoreSeries.map((series) => ({ ...series }))}
            withLegend
            withRightYAxis
            yAxisProps={{ domain: [0, 100] }}
            rightYAxisProps={{ domain: [0, 900] }}
          />
        </Box>
        <VisuallyHidden>
          <Table>
            <caption>Scores by company</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Company</Table.Th>
                {scoreSeries.map((series) => (
                  <Table.Th key={series.name} scope="col">
                    {series.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scores.map((point, index) => (
                <Table.Tr key={companies[index]?.id ?? point.company}>
                  <Table.Th scope="row">{point.company}</Table.Th>
                  {scoreSeries.map((series) => (
                    <Table.Td key={series.name}>{cell(point[series.name])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </SimpleGrid>
  );
}
