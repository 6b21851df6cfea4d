import { Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import type { Provenance } from "./provider-labels.ts";
import { SourceNote } from "./SourceNote.tsx";

type ProfileSectionProps = {
  title: string;
  provenance?: Provenance | null;
  /** Nothing to show: the empty text replaces the children. */
  empty?: boolean;
  emptyText?: string;
  children?: ReactNode;
};

/** One area of a sub-page: a titled region with its source, or its empty state. */
export function ProfileSection({
  title,
  provenance,
  empty = false,
  emptyText = "No data available.",
  children,
}: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" miw={0}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          <SourceNote provenance={provenance} />
        </Stack>
        {empty ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
