import { Box, Loader } from "@mantine/core";
import type { StatusIndicatorState } from "./status-indicator-states.ts";

const colors = {
  red: "var(--mantine-color-red-6)",
  green: "var(--mantine-color-green-6)",
  yellow: "var(--mantine-color-yellow-5)",
} as const;

type StatusIndicatorProps = {
  status: StatusIndicatorState;
  /** Read by screen readers, e.g. "Risk: high". */
  label: string;
  size?: string;
};

export function StatusIndicator({ status, label, size = "0.75rem" }: StatusIndicatorProps) {
  if (status === "without") return null;
  if (status === "loading") {
    return <Loader size={size} aria-label={label} role="status" data-status="loading" />;
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      data-status={status}
      style={{
        display: "inline-block",
        width: size,
        height: size,
        borderRadius: "50%",
        background: colors[status],
        flexShrink: 0,
      }}
    />
  );
}
