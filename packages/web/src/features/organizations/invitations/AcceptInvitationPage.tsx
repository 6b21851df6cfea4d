import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { reloadSession } from "../../../app/session/load-session.ts";
import { AuthLayout } from "../../auth/AuthLayout.tsx";
import { AcceptInvitationForm } from "./AcceptInvitationForm.tsx";

const pageTitle = "Accept invitation";

type AcceptInvitationState =
  | { step: "form" }
  | { step: "expired"; message: string }
  | { step: "sign-in"; email: string };

function loginPath(email: string): string {
  return `/login?email=${encodeURIComponent(email)}`;
}

/** /accept-invitation?token=…: the page an invitation e-mail links to (issue 3). */
export function AcceptInvitationPage() {
  usePageTitle(pageTitle);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get("token") ?? "";
  const [state, setState] = useState<AcceptInvitationState>(
    token ? { step: "form" } : { step: "expired", message: messages.linkExpired },
  );

  if (state.step === "expired") {
    return (
      <AuthLayout title={pageTitle}>
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {state.message}
        </Alert>
        <Text size="sm">Ask your administrator to send you a new invitation.</Text>
        <Button component={Link} to="/login" variant="default" fullWidth>
          Go to sign in
        </Button>
      </AuthLayout>
    );
  }

  if (state.step === "sign-in") {
    return (
      <AuthLayout title={pageTitle}>
        <Stack gap="md">
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
            Your invitation is accepted. Sign in to continue.
          </Alert>
          <Button component={Link} to={loginPath(state.email)} fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={pageTitle}
      description="Set your name and a password to join your organisation on Tierwise."
    >
      <AcceptInvitationForm
        token={token}
        onLinkExpired={(message) => setState({ step: "expired", message })}
        onAccepted={async (result) => {
          if (!result.signedIn) {
            setState({ step: "sign-in", email: result.email });
            return;
          }
          try {
            await reloadSession();
            await navigate("/", { replace: true });
          } catch {
            setState({ step: "sign-in", email: result.email });
          }
        }}
      />
    </AuthLayout>
  );
}
