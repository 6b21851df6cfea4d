import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { usePageTitle } from "../page-title.ts";

/** The generic failure page: the spec's shared warning and a way out. */
export function ErrorPage() {
  usePageTitle("Error");
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {messages.somethingWentWrong}
        </Title>
        <Text c="dimmed">Reload the page, or go back to the home page.</Text>
        <Stack gap="xs" align="center">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component="a" href="/" variant="subtle">
            Go to the home page
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
