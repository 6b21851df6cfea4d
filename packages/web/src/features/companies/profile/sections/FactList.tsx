import { Box, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

/** Label/value pairs as a description list, two or three columns on wider screens. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" m={0}>
      {facts.map((fact) => (
        <Box key={fact.label} miw={0}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: "anywhere" }}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
