import { Group, Progress, Stack, Text } from "@mantine/core";

/** A score as a labelled bar (a progressbar with its value for assistive technology). */
export function ScoreBar({
  label,
  value,
  max,
  display,
  color = "blue",
}: {
  label: string;
  value: number;
  max: number;
  display?: string;
  color?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {display ?? `${value} of ${max}`}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={color}
        aria-label={label}
        aria-valuetext={display ?? `${value} of ${max}`}
      />
    </Stack>
  );
}
