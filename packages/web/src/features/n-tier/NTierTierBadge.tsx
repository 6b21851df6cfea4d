import { Badge, Text } from "@mantine/core";

/**
 * A company's supplier tier. Spec 3 §3 "N-tier": tiers up to 3 are shown and the badge marks a
 * tier under 3 (the suppliers closest to the organisation); tier 3 is plain text.
 */
export function NTierTierBadge({ tier }: { tier: number }) {
  if (tier < 3) {
    return (
      <Badge variant={tier === 1 ? "filled" : "light"} size="sm" data-testid="tier-badge">
        Tier {tier}
      </Badge>
    );
  }
  return <Text size="sm">Tier {tier}</Text>;
}
