import { DonutChart } from "@mantine/charts";
import { ColorSwatch, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { ChartFigure } from "../../../../ui/charts/ChartFigure.tsx";
import { chartColor } from "../chart-colors.ts";

type Slice = { name: string; value: number };

/**
 * A donut with a legend beside it (names, colours and values stay readable without hovering);
 * screen readers get the figure's table instead.
 */
export function DonutFigure({
  title,
  nameLabel,
  valueLabel,
  slices,
  format,
}: {
  title: string;
  nameLabel: string;
  valueLabel: string;
  slices: readonly Slice[];
  format: (value: number) => string;
}) {
  const data = slices.map((slice, index) => ({ ...slice, color: chartColor(index) }));
  return (
    <ChartFigure
      title={title}
      table={{
        columns: [nameLabel, valueLabel],
        rows: slices.map((slice) => [slice.name, format(slice.value)]),
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: "center" }}>
        <DonutChart
          mx="auto"
          size={180}
          thickness={26}
          withTooltip
          data={data}
          valueFormatter={format}
        />
        <Stack gap={4}>
          {data.map((slice) => (
            <Group key={slice.name} gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" miw={0}>
                <ColorSwatch
                  size={10}
                  color={`var(--mantine-color-${slice.color.replace(".", "-")})`}
                  withShadow={false}
                />
                <Text size="sm" truncate>
                  {slice.name}
                </Text>
              </Group>
              <Text size="sm" fw={500}>
                {format(slice.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
    </ChartFigure>
  );
}
