import { EmptyState as MantineEmptyState } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import type { ReactNode } from "react";

type EmptyStateProps = {
  /** Defaults to 'No results' (spec 1 §2.5). */
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
};

export function EmptyState({
  title = messages.noResults,
  description,
  icon,
  children,
}: EmptyStateProps) {
  return (
    <MantineEmptyState title={title} description={description} icon={icon} py="xl">
      {children}
    </MantineEmptyState>
  );
}
