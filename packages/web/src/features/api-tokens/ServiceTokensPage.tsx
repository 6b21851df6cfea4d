import { Stack, Text, Title } from "@mantine/core";
import { usePageTitle } from "../../app/page-title.ts";
import { ApiTokensSection } from "./ApiTokensSection.tsx";

const pageTitle = "Service API tokens";

/** /settings/api-tokens: the organisation's service tokens, for administrators. */
export function ServiceTokensPage() {
  usePageTitle(pageTitle);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{pageTitle}</Title>
      <Text size="sm" c="dimmed">
        Service tokens act as a named service account of the organisation, not as a person, so
        integrations keep working when people leave.
      </Text>
      <ApiTokensSection kind="SERVICE" />
    </Stack>
  );
}
