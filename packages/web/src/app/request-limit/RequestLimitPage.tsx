import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { safeNextPath } from "@tierwise/common/redirect";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../page-title.ts";

/**
 * /request-limit-exceeded (spec 1 §2.2, the limit page): the API has had too many requests from
 * this account in a short time. Trying again goes back to the page the limit interrupted.
 */
export function RequestLimitPage() {
  usePageTitle("Request limit exceeded");
  const [params] = useSearchParams();
  const back = safeNextPath(params.get("next"));
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw="32rem">
        <Title order={1}>Request limit exceeded</Title>
        <Text c="dimmed" ta="center">
          Too many requests were made from your account in a short time. Wait a moment, then try
          again.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={back}>
            Try again
          </Button>
          {back !== "/" ? (
            <Button component={Link} to="/" variant="default">
              Go to the home page
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Center>
  );
}
