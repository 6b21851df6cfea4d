import { useMutation } from "@apollo/client/react";
import { LOGIN_WITH_TOTP } from "./auth.graphql.ts";
import { TotpCodeForm } from "./TotpCodeForm.tsx";
import { submitTotpCode } from "./totp-outcome.ts";

interface TotpLoginFormProps {
  /** The code was accepted: the session is now fully signed in. */
  onSignedIn: () => Promise<void>;
  /** The half-finished session has ended (it expired): the user must enter the password again. */
  onSessionEnded: () => void;
}

/** Second sign-in step: the code from the user's authenticator app. */
export function TotpLoginForm({ onSignedIn, onSessionEnded }: TotpLoginFormProps) {
  const [loginWithTotp] = useMutation(LOGIN_WITH_TOTP);
  const submitCode = (code: string) =>
    submitTotpCode(
      async () => (await loginWithTotp({ variables: { input: { code } } })).data?.loginWithTotp,
      { successType: "LoginSuccess", onSuccess: onSignedIn, onSessionEnded },
    );
  return <TotpCodeForm submitLabel="Verify" onSubmitCode={submitCode} />;
}
