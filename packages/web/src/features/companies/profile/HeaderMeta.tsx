import { Group, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

type HeaderMetaProps = {
  icon: ReactNode;
  /** Spoken before the value ("Location", "Industry"); the icon alone says nothing. */
  label: string;
  children: ReactNode;
};

/** One icon-led fact in the company header's meta line. */
export function HeaderMeta({ icon, label, children }: HeaderMetaProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}
