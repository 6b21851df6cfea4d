import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";
import { CopyToClipboard } from "../../ui/CopyToClipboard.tsx";

interface NewApiTokenSecretProps {
  name: string;
  secret: string;
  onDone: () => void;
}

/** The one time a token's secret is shown: the server keeps only its hash. */
export function NewApiTokenSecret({ name, secret, onDone }: NewApiTokenSecretProps) {
  return (
    <Alert color="green" title={`Token ${name} created`} role="status">
      <Stack gap="sm">
        <Text size="sm">
          Copy it now: you will not see it again. Send it as{" "}
          <Code>Authorization: Bearer &lt;token&gt;</Code> to /graphql.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code block aria-label="API token secret" style={{ wordBreak: "break-all" }}>
            {secret}
          </Code>
          <CopyToClipboard value={secret} label="API token" />
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
