import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { EditPasswordForm } from "./EditPasswordForm.tsx";

type EditPasswordState =
  | { step: "form" }
  | { step: "expired"; message: string }
  | { step: "done"; email: string };

/** /edit-password?token=…: the page a password-reset e-mail links to. */
export function EditPasswordPage() {
  usePageTitle("Choose a new password");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [state, setState] = useState<EditPasswordState>(
    token ? { step: "form" } : { step: "expired", message: messages.linkExpired },
  );

  if (state.step === "expired") {
    return (
      <AuthLayout title="Choose a new password">
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {state.message}
        </Alert>
        <Button component={Link} to="/reset-password" fullWidth>
          Request a new link
        </Button>
      </AuthLayout>
    );
  }

  if (state.step === "done") {
    return (
      <AuthLayout title="Choose a new password">
        <Stack gap="md">
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {messages.passwordChanged}
          </Alert>
          <Button component={Link} to={`/login?email=${encodeURIComponent(state.email)}`} fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description={
        <>
          Link not working?{" "}
          <Anchor component={Link} to="/reset-password" size="sm">
            Request a new one
          </Anchor>
          .
        </>
      }
    >
      <EditPasswordForm
        token={token}
        onChanged={(email) => setState({ step: "done", email })}
        onLinkExpired={(message) => setState({ step: "expired", message })}
      />
    </AuthLayout>
  );
}
