import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { WidgetViewProps } from "./widget-data.ts";

const number = new Intl.NumberFormat("en");

/**
 * Companies in the portfolios, how many have risk scores, and requests still pending. A figure
 * the viewer may not see (scores without the risk hub, requests without their permission) is
 * left out rather than shown as zero.
 */
export function PortfolioCoverageWidget({ data }: WidgetViewProps<"portfolioCoverage">) {
  const share = (part: number) =>
    data.companies === 0 ? 0 : Math.round((part / data.companies) * 100);
  const figures = [
    { label: "Companies", value: number.format(data.companies) },
    ...(data.withScores === null
      ? []
      : [
          {
            label: "With risk scores",
            value: `${number.format(data.withScores)} (${share(data.withScores)}%)`,
          },
        ]),
    ...(data.withoutScores === null
      ? []
      : [{ label: "Without scores", value: number.format(data.withoutScores) }]),
    ...(data.requestsPending === null
      ? []
      : [{ label: "Requests pending", value: number.format(data.requestsPending) }]),
  ];
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {data.portfolios === 1
          ? "In 1 portfolio"
          : `In ${number.format(data.portfolios)} portfolios`}
      </Text>
      <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text component="dt" size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" m={0} size="xl" fw={600}>
              {figure.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
