import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { PortfolioPageData } from "./portfolio.graphql.ts";

const countFormat = new Intl.NumberFormat("en-US");

/** The portfolio's summary (spec 3 §3): companies, sub-portfolios and open requests. */
export function PortfolioSummaryCards({ summary }: { summary: PortfolioPageData["summary"] }) {
  const figures = [
    { label: "Companies", value: summary.companyCount },
    { label: "Sub-portfolios", value: summary.subportfolioCount },
    { label: "Open requests", value: summary.openRequestCount },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" aria-label="Summary" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text component="dd" size="xl" fw={700} m={0}>
            {countFormat.format(figure.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
