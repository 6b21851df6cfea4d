import { Box, Text } from "@mantine/core";
import { auditDiff } from "./audit-diff.ts";

const kindLabels = { added: "added", removed: "removed", changed: "changed" } as const;

/** The changed values of one audit entry, one line each: path, before → after. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const lines = auditDiff(before, after);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No recorded changes.
      </Text>
    );
  }
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: "grid",
        gridTemplateColumns: "minmax(8rem, max-content) 1fr",
        columnGap: "var(--mantine-spacing-md)",
        rowGap: 4,
        fontSize: "var(--mantine-font-size-sm)",
      }}
    >
      {lines.map((line) => (
        <Box key={line.path || "(value)"} style={{ display: "contents" }}>
          <Text component="dt" size="sm" fw={500} ff="monospace">
            {line.path || "(value)"}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            aria-label={`${line.path || "value"} ${kindLabels[line.kind]}`}
          >
            <Text span c="red.8" td={line.kind === "added" ? undefined : "line-through"}>
              {line.before}
            </Text>
            {" → "}
            <Text span c="green.8">
              {line.after}
            </Text>
          </Text>
        </Box>
      ))}
    </Box>
  );
}
