import { useMutation } from "@apollo/client/react";
import { ENABLE_TOTP } from "./auth.graphql.ts";
import { TotpCodeForm } from "./TotpCodeForm.tsx";
import { submitTotpCode } from "./totp-outcome.ts";

interface TotpEnableFormProps {
  /** TOTP is now on for the user. */
  onEnabled: () => Promise<void>;
  /** The session has ended (it expired): the user must sign in again. */
  onSessionEnded: () => void;
}

/** Confirms the scanned secret with a first code, which turns TOTP on. */
export function TotpEnableForm({ onEnabled, onSessionEnded }: TotpEnableFormProps) {
  const [enableTotp] = useMutation(ENABLE_TOTP);
  const submitCode = (code: string) =>
    submitTotpCode(
      async () => (await enableTotp({ variables: { input: { code } } })).data?.enableTotp,
      { successType: "EnableTotpSuccess", onSuccess: onEnabled, onSessionEnded },
    );
  return <TotpCodeForm submitLabel="Turn on two-factor authentication" onSubmitCode={submitCode} />;
}
