import { Badge, type MantineColor } from "@mantine/core";
import type { AiRiskLevel } from "@tierwise/common/ai-reports";

/** The words always say the level; the colour only repeats it (never colour alone). */
export const riskLevelLabels: Record<AiRiskLevel, string> = {
  low: "Low risk",
  medium: "Medium risk",
  high: "High risk",
  critical: "Critical risk",
  unknown: "Risk unknown",
};

const riskLevelColors: Record<AiRiskLevel, MantineColor> = {
  low: "green",
  medium: "yellow",
  high: "orange",
  critical: "red",
  unknown: "gray",
};

/** A report's or category's risk level (spec 3 §3); null until a report succeeds. */
export function RiskLevelBadge({
  level,
  size = "md",
}: {
  level: AiRiskLevel | null;
  size?: "sm" | "md";
}) {
  const known = level ?? "unknown";
  return (
    <Badge color={riskLevelColors[known]} variant="light" size={size} tt="none">
      {riskLevelLabels[known]}
    </Badge>
  );
}
