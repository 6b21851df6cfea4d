import { Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

interface AccountSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled card of the account page, exposed as a labelled region. */
export function AccountSection({ title, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
