import { GaugeChart } from "@mantine/charts";
import { Box, Stack, Text } from "@mantine/core";
import "@mantine/charts/styles.css";

type ScoreGaugeProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  /** What the centre of the gauge reads, e.g. "72" or "B · 710". */
  display?: string;
  /** Higher is better (green at the top) unless this is false (e.g. a fraud score). */
  higherIsBetter?: boolean;
};

/** A score on a half-ring gauge, named for screen readers as "<label>: <value> of <max>". */
export function ScoreGauge({
  label,
  value,
  min,
  max,
  display,
  higherIsBetter = true,
}: ScoreGaugeProps) {
  const span = max - min;
  const colors = higherIsBetter
    ? ["red.6", "yellow.5", "green.6"]
    : ["green.6", "yellow.5", "red.6"];
  return (
    <Stack align="center" gap={4}>
      <Box role="img" aria-label={`${label}: ${display ?? value} (scale ${min} to ${max})`}>
        <GaugeChart
          aria-hidden
          value={Math.min(max, Math.max(min, value))}
          min={min}
          max={max}
          size={160}
          thickness={14}
          sections={[
            { value: min + span / 3, color: colors[0] ?? "gray" },
            { value: min + (2 * span) / 3, color: colors[1] ?? "gray" },
            { value: max, color: colors[2] ?? "gray" },
          ]}
          target={value}
          label={
            <Text fw={700} size="lg" ta="center">
              {display ?? value}
            </Text>
          }
        />
      </Box>
      <Text size="sm" fw={500}>
        {label}
      </Text>
    </Stack>
  );
}
