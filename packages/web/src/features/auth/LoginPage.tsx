import { Anchor, Group } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { reloadSession } from "../../app/session/load-session.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { LoginForm } from "./LoginForm.tsx";
import {
  nextAfterSignIn,
  pathWithNext,
  totpLoginPath,
  totpSetupPath,
} from "./next-after-sign-in.ts";

/** /login: e-mail and password; then TOTP, the organisation chooser or next. */
export function LoginPage() {
  usePageTitle("Sign in");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = searchParams.get("next");

  async function continueAfterSignIn() {
    const session = await reloadSession();
    await navigate(nextAfterSignIn(session, next), { replace: true });
  }

  async function continueToTotp(setupRequired: boolean) {
    await reloadSession();
    await navigate(pathWithNext(setupRequired ? totpSetupPath : totpLoginPath, next));
  }

  return (
    <AuthLayout title="Sign in" description="Use the e-mail address and password of your account.">
      <LoginForm
        initialEmail={searchParams.get("email") ?? ""}
        onSignedIn={continueAfterSignIn}
        onTotpRequired={continueToTotp}
      />
      <Group justify="center">
        <Anchor component={Link} to={pathWithNext("/login-sso", next)} size="sm">
          Sign in with SSO
        </Anchor>
      </Group>
    </AuthLayout>
  );
}
