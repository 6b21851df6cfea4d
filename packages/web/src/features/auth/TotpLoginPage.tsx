import { Anchor, Text } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { loginPathFor } from "@tierwise/common/redirect";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { reloadSession } from "../../app/session/load-session.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { nextAfterSignIn } from "./next-after-sign-in.ts";
import { TotpLoginForm } from "./TotpLoginForm.tsx";

/** /mfa/totp-login: the second sign-in step for users with TOTP turned on. */
export function TotpLoginPage() {
  usePageTitle("Two-factor authentication");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = searchParams.get("next");

  async function continueAfterSignIn() {
    const session = await reloadSession();
    await navigate(nextAfterSignIn(session, next), { replace: true });
  }

  return (
    <AuthLayout title="Two-factor authentication" description={messages.totpRequired}>
      <TotpLoginForm
        onSignedIn={continueAfterSignIn}
        onSessionEnded={() => navigate(loginPathFor(next), { replace: true })}
      />
      <Text size="sm" ta="center">
        <Anchor component={Link} to={loginPathFor(next)}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
