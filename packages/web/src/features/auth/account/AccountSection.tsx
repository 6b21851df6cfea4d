import { Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

interface AccountSectionProps {
  /** The anchor the home page's cards link to (/account#id). */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled card of the account page, exposed as a labelled region. */
export function AccountSection({ id, title, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
