import { Button } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { loginPathFor } from "@tierwise/common/redirect";
import { Link, useNavigate } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";

/** /change-password: a signed-in user changes their password, then returns to /account. */
export function ChangePasswordPage() {
  usePageTitle("Change password");
  const navigate = useNavigate();

  return (
    <AuthLayout title="Change password">
      <ChangePasswordForm
        onChanged={() => {
          showSnackbar({
            type: "success",
            message: messages.passwordChanged,
            archiveOnRouteChange: false,
          });
          void navigate("/account");
        }}
        onSessionEnded={() => navigate(loginPathFor("/change-password"), { replace: true })}
        secondaryAction={
          <Button component={Link} to="/account" variant="default">
            Cancel
          </Button>
        }
      />
    </AuthLayout>
  );
}
