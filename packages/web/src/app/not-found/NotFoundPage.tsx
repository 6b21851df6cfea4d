import { Anchor, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { usePageTitle } from "../page-title.ts";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The address may be mistyped, or the page has moved.</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}
