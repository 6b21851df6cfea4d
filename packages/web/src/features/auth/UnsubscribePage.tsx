import { useMutation } from "@apollo/client/react";
import { Alert, Anchor, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { UNSUBSCRIBE } from "./sso.graphql.ts";

type UnsubscribeState =
  | { step: "working" }
  | { step: "done"; label: string }
  | { step: "failed"; message: string };

/** The confirmation /unsubscribe shows once the server has turned the e-mails off. */
export function unsubscribedMessage(label: string): string {
  return `You will no longer receive "${label}" e-mails.`;
}

/** /unsubscribe?token=…: the link in every notification e-mail; works without signing in. */
export function UnsubscribePage() {
  usePageTitle("Unsubscribe");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [unsubscribe] = useMutation(UNSUBSCRIBE);
  const [state, setState] = useState<UnsubscribeState>(
    token ? { step: "working" } : { step: "failed", message: messages.linkExpired },
  );
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effects (the mutation is idempotent anyway).
    if (!token || started.current) return;
    started.current = true;
    unsubscribe({ variables: { input: { token } } })
      .then(({ data }) => {
        const result = data?.unsubscribe;
        if (result?.__typename === "UnsubscribeSuccess") {
          setState({ step: "done", label: result.label });
        } else if (result?.__typename === "LinkExpiredError") {
          setState({ step: "failed", message: result.message });
        } else {
          setState({ step: "failed", message: messages.linkExpired });
        }
      })
      .catch(() => setState({ step: "failed", message: messages.somethingWentWrong }));
  }, [token, unsubscribe]);

  return (
    <AuthLayout title="Unsubscribe">
      {state.step === "working" ? (
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">Updating your e-mail settings…</Text>
        </Stack>
      ) : state.step === "done" ? (
        <Stack gap="md">
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {unsubscribedMessage(state.label)}
          </Alert>
          <Text size="sm" c="dimmed">
            You can turn them back on in your{" "}
            <Anchor component={Link} to="/account#notifications" size="sm">
              account settings
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {state.message}
          </Alert>
          <Button component={Link} to="/account#notifications" variant="light" fullWidth>
            Manage e-mail settings
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
