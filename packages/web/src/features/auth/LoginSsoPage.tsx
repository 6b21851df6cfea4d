import { useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { LoginSsoForm } from "./LoginSsoForm.tsx";
import { ssoErrorMessage } from "./sso-errors.ts";

/** /login-sso: single sign-on through the organisation's OpenID Connect provider. */
export function LoginSsoPage() {
  usePageTitle("Sign in with SSO");
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      title="Sign in with SSO"
      description="Enter your work e-mail; you will continue at your organisation's sign-in page."
    >
      <LoginSsoForm
        initialEmail={searchParams.get("email") ?? ""}
        next={searchParams.get("next")}
        initialError={ssoErrorMessage(searchParams.get("error"))}
      />
    </AuthLayout>
  );
}
