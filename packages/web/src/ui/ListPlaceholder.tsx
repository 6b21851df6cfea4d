import { Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyState } from "./EmptyState.tsx";
import { ErrorWithRetry } from "./forms/ErrorWithRetry.tsx";

type ListPlaceholderInput = {
  /** The first load failed: say so and offer to try again. */
  failed: boolean;
  /** Nothing to show yet: skeleton rows. */
  loading: boolean;
  /** Loaded, and nothing matched. */
  empty: boolean;
  skeletonRows?: number;
  onRetry: () => void;
};

/**
 * What a list page shows instead of its table while it cannot show the table: the error with
 * a retry, skeleton rows, or the empty state. Null when the table should render.
 */
export function listPlaceholder({
  failed,
  loading,
  empty,
  skeletonRows = 5,
  onRetry,
}: ListPlaceholderInput): ReactNode | null {
  if (failed) {
    return <ErrorWithRetry onRetry={onRetry} />;
  }
  if (loading) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: skeletonRows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  }
  if (empty) return <EmptyState />;
  return null;
}
