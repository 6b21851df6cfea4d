import { useMutation } from "@apollo/client/react";
import { Button, Group, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { useNavigate } from "react-router";
import { reportError } from "../errors/error-reporter.ts";
import { reloadSession } from "../session/load-session.ts";
import { REFRESH_SESSION_MUTATION } from "../session/refresh-session-mutation.ts";
import { AppModal } from "./AppModal.tsx";
import { useModal } from "./use-modal.ts";

/** The refresh_session dialog; RefreshSessionTimer decides when it opens. */
export function RefreshSessionModal() {
  const { close } = useModal("refresh_session");
  const navigate = useNavigate();
  const [refresh, { loading }] = useMutation(REFRESH_SESSION_MUTATION);

  const staySignedIn = async () => {
    try {
      await refresh();
      await reloadSession();
      close();
    } catch (error) {
      reportError(error, { during: "refreshSession" });
    }
  };

  return (
    <AppModal name="refresh_session" title={messages.sessionExpiring} centered>
      <Text size="sm">Stay signed in to keep working, or sign out now.</Text>
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          onClick={() => {
            close();
            navigate("/logout");
          }}
        >
          Sign out
        </Button>
        <Button onClick={staySignedIn} loading={loading} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </AppModal>
  );
}
