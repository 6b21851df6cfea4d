import { Center, Loader, Stack, Text } from "@mantine/core";
import { usePageTitle } from "../../app/page-title.ts";

/**
 * /complete-sso: shown for the moment its loader needs to load the new session and move on
 * (completeSsoLoader); the server's SSO callback redirects here with the session cookie set.
 */
export function CompleteSsoPage() {
  usePageTitle("Signing in");
  return (
    <Center mih="100dvh" component="main">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">Signing you in…</Text>
      </Stack>
    </Center>
  );
}
