import { useMutation } from "@apollo/client/react";
import {
  Anchor,
  Button,
  Center,
  Code,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { loginPathFor, safeNextPath } from "@tierwise/common/redirect";
import { useCallback, useEffect, useRef } from "react";
import { Link, useLoaderData, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { reloadSession } from "../../app/session/load-session.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { CopyToClipboard } from "../../ui/CopyToClipboard.tsx";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { GENERATE_TOTP_SECRET } from "./auth.graphql.ts";
import type { TotpSetupFlow } from "./auth.loaders.ts";
import { nextAfterSignIn, pathWithNext, totpSetupPath } from "./next-after-sign-in.ts";
import { isSessionEnded } from "./session-ended.ts";
import { TotpEnableForm } from "./TotpEnableForm.tsx";

const qrSize = 200;
const totpEnabledMessage = "Two-factor authentication is on.";

/**
 * /mfa/totp-setup: shows a new secret as a QR code and as text, then turns TOTP on with a first
 * code. Reached while signing in (the organisation requires TOTP) or from the account page.
 */
export function TotpSetupPage() {
  usePageTitle("Set up two-factor authentication");
  const { flow } = useLoaderData() as { flow: TotpSetupFlow };
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = searchParams.get("next");
  const [generateTotpSecret, { data, error }] = useMutation(GENERATE_TOTP_SECRET, {
    // The secret is shown once and must not linger in the cache.
    fetchPolicy: "no-cache",
  });
  const requested = useRef(false);

  const sessionEnded = useCallback(() => {
    const here = pathWithNext(totpSetupPath, next);
    void navigate(loginPathFor(flow === "account" ? here : next), { replace: true });
  }, [flow, navigate, next]);

  const generate = useCallback(() => {
    generateTotpSecret().catch((failure: unknown) => {
      if (isSessionEnded(failure)) sessionEnded();
      // Other failures show through `error` with a retry button.
    });
  }, [generateTotpSecret, sessionEnded]);

  // One secret per visit: each call replaces the pending secret on the server.
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    generate();
  }, [generate]);

  async function continueAfterEnabling() {
    const session = await reloadSession();
    showSnackbar({ type: "success", message: totpEnabledMessage, archiveOnRouteChange: false });
    if (flow === "account") {
      await navigate(next ? safeNextPath(next) : "/account", { replace: true });
    } else {
      await navigate(nextAfterSignIn(session, next), { replace: true });
    }
  }

  const secret = data?.generateTotpSecret;
  const cancelPath = flow === "account" ? (next ? safeNextPath(next) : "/account") : "/login";

  return (
    <AuthLayout
      title="Set up two-factor authentication"
      description={
        flow === "sign-in"
          ? messages.totpRequired
          : "Each sign-in will ask for a code from an authenticator app on your phone."
      }
      wide
    >
      <Stack gap="xs" aria-busy={!secret && !error}>
        <Title order={2} fz="h4">
          1. Scan the QR code
        </Title>
        <Text size="sm">
          Open your authenticator app (for example Google Authenticator, Microsoft Authenticator or
          1Password) and add an account by scanning this code.
        </Text>
        {error && !secret ? (
          <Stack gap="sm">
            <FormAlert messages={[messages.somethingWentWrong]} />
            <Button variant="default" onClick={generate}>
              Try again
            </Button>
          </Stack>
        ) : (
          <>
            <Center>
              {secret ? (
                <Image
                  src={secret.qrCodeDataUrl}
                  alt="QR code for your authenticator app"
                  w={qrSize}
                  h={qrSize}
                  fit="contain"
                />
              ) : (
                <Skeleton width={qrSize} height={qrSize} />
              )}
            </Center>
            <Text size="sm">Cannot scan it? Enter this key in the app instead:</Text>
            {secret ? (
              <Group gap="xs" wrap="nowrap">
                <Code fz="md" style={{ wordBreak: "break-all" }}>
                  {secret.secret}
                </Code>
                <CopyToClipboard value={secret.secret} label="setup key" />
              </Group>
            ) : (
              <Skeleton height={28} />
            )}
          </>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          2. Enter the code from the app
        </Title>
        <TotpEnableForm onEnabled={continueAfterEnabling} onSessionEnded={sessionEnded} />
      </Stack>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={cancelPath}>
          {flow === "account" ? "Cancel" : "Back to sign in"}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
