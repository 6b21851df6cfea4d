import { ColorSwatch, Group, Text } from "@mantine/core";
import { nTierTiers } from "../n-tier-filter.ts";
import { riskMarker, tierColour } from "./graph-model.ts";

/** What the graph's colours and marks mean; the same words the list view uses. */
export function GraphLegend() {
  return (
    <Group gap="md" aria-label="Legend" role="list">
      <Group gap={4} role="listitem">
        <ColorSwatch color={tierColour(0)} size={12} aria-hidden />
        <Text size="xs">Your organisation</Text>
      </Group>
      {nTierTiers.map((tier) => (
        <Group gap={4} key={tier} role="listitem">
          <ColorSwatch color={tierColour(tier)} size={12} aria-hidden />
          <Text size="xs">Tier {tier}</Text>
        </Group>
      ))}
      <Text size="xs" role="listitem">
        {riskMarker} has risks
      </Text>
    </Group>
  );
}
