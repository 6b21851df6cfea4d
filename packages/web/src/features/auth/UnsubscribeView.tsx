import { Alert, Anchor, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";

/** What the server said of an unsubscribe link: the confirmation, or why it did nothing. */
export type UnsubscribeOutcome =
  | { step: "done"; message: string }
  | { step: "failed"; message: string };

type UnsubscribeState = { step: "working" } | UnsubscribeOutcome;

export type UnsubscribeViewProps = {
  /** Sends the link's token to the server; an outcome, never a throw for a bad token. */
  unsubscribe(token: string): Promise<UnsubscribeOutcome>;
  /** Where the e-mails can be turned back on. */
  manage: { to: string; label: string };
};

/**
 * The public page behind an e-mail's unsubscribe link (/unsubscribe, /unsubscribe/alert-feed):
 * works without signing in, sends the token once, and says in words what stopped.
 */
export function UnsubscribeView({ unsubscribe, manage }: UnsubscribeViewProps) {
  usePageTitle("Unsubscribe");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [state, setState] = useState<UnsubscribeState>(
    token ? { step: "working" } : { step: "failed", message: messages.linkExpired },
  );
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effects (the mutation is idempotent anyway).
    if (!token || started.current) return;
    started.current = true;
    unsubscribe(token)
      .then(setState)
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
            {state.message}
          </Alert>
          <Text size="sm" c="dimmed">
            You can turn them back on in{" "}
            <Anchor component={Link} to={manage.to} size="sm">
              {manage.label}
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {state.message}
          </Alert>
          <Button component={Link} to={manage.to} variant="light" fullWidth>
            Manage e-mail settings
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
