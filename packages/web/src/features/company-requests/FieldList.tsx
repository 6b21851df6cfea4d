import { Group, Stack, Text } from "@mantine/core";

/** Labelled values as a description list, a label column beside each value. */
export function FieldList({ entries }: { entries: readonly (readonly [string, string])[] }) {
  return (
    <Stack gap={2} component="dl" m={0}>
      {entries.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="xs" c="dimmed" w={110} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
