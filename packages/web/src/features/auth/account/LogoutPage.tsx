import { useMutation } from "@apollo/client/react";
import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { apolloClient } from "../../../app/apollo-client.ts";
import { broadcastLogout } from "../../../app/cross-tab-logout.ts";
import { usePageTitle } from "../../../app/page-title.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { AuthLayout } from "../AuthLayout.tsx";
import { isSessionEnded } from "../session-ended.ts";
import { LOGOUT } from "./account.graphql.ts";

const signingOut = "Signing you out…";

/** /logout: ends the session on the server, tells other tabs, and starts afresh on /login. */
export function LogoutPage() {
  usePageTitle("Sign out");
  const [logout] = useMutation(LOGOUT);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const signOut = useCallback(async () => {
    setFailed(false);
    try {
      await logout();
    } catch (error) {
      // A session that has already ended needs no sign-out; anything else may have kept it.
      if (!isSessionEnded(error)) {
        setFailed(true);
        return;
      }
    }
    broadcastLogout();
    await apolloClient.clearStore().catch(() => undefined);
    window.location.assign("/login");
  }, [logout]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  if (failed) {
    return (
      <AuthLayout title="Sign out">
        <Stack gap="md">
          <FormAlert messages={[messages.somethingWentWrong]} />
          <Button onClick={() => void signOut()} fullWidth>
            Try again
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign out">
      <Center>
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{signingOut}</Text>
        </Stack>
      </Center>
    </AuthLayout>
  );
}
