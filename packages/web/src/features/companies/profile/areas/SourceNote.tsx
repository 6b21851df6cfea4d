import { Text } from "@mantine/core";
import { type Provenance, provenanceText, providerLabel } from "./provider-labels.ts";

/** Where a section's values came from and when they were fetched (every value records both). */
export function SourceNote({ provenance }: { provenance: Provenance | null | undefined }) {
  if (!provenance) return null;
  const others = provenance.alternatives ?? [];
  return (
    <Text size="xs" c="dimmed" data-testid="source-note">
      {provenanceText(provenance.source, provenance.fetchedAt)}
      {others.length > 0
        ? ` · also held by ${others.map((other) => providerLabel(other.source)).join(", ")}`
        : null}
    </Text>
  );
}
