import { Anchor, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { PasswordResetRequestForm } from "./PasswordResetRequestForm.tsx";

/** /reset-password: asks for a link to choose a new password. */
export function ResetPasswordPage() {
  usePageTitle("Reset your password");
  const [searchParams] = useSearchParams();

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <PasswordResetRequestForm initialEmail={searchParams.get("email") ?? ""} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
