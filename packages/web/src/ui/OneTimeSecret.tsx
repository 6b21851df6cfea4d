import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { CopyToClipboard } from "./CopyToClipboard.tsx";

interface OneTimeSecretProps {
  title: string;
  /** The accessible name of the secret, e.g. "New API token". */
  label: string;
  /** What the copy button copies ("Copy …"); the label when not given. */
  copyLabel?: string;
  secret: string;
  /** How to use it; "Copy it now: you will not see it again." comes first. */
  children: ReactNode;
  onDone: () => void;
}

/** The one time a secret is shown (API tokens, webhook signing secrets): the server keeps no copy to show. */
export function OneTimeSecret({
  title,
  label,
  copyLabel = label,
  secret,
  children,
  onDone,
}: OneTimeSecretProps) {
  return (
    <Alert color="green" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm">Copy it now: you will not see it again. {children}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code block aria-label={label} style={{ wordBreak: "break-all" }}>
            {secret}
          </Code>
          <CopyToClipboard value={secret} label={copyLabel} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
