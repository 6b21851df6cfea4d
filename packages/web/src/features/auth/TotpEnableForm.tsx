import { useMutation } from "@apollo/client/react";
import { messages } from "@tierwise/common/messages";
import { ENABLE_TOTP } from "./auth.graphql.ts";
import { validationErrorsFor } from "./form-errors.ts";
import { isSessionEnded } from "./session-ended.ts";
import { TotpCodeForm, type TotpCodeOutcome } from "./TotpCodeForm.tsx";

interface TotpEnableFormProps {
  /** TOTP is now on for the user. */
  onEnabled: () => Promise<void>;
  /** The session has ended (it expired): the user must sign in again. */
  onSessionEnded: () => void;
}

/** Confirms the scanned secret with a first code, which turns TOTP on. */
export function TotpEnableForm({ onEnabled, onSessionEnded }: TotpEnableFormProps) {
  const [enableTotp] = useMutation(ENABLE_TOTP);

  async function submitCode(code: string): Promise<TotpCodeOutcome> {
    const response = await enableTotp({ variables: { input: { code } } }).catch(
      (error: unknown) => {
        if (isSessionEnded(error)) return null;
        throw error;
      },
    );
    if (response === null) {
      onSessionEnded();
      return { ok: true };
    }
    const result = response.data?.enableTotp;
    switch (result?.__typename) {
      case "EnableTotpSuccess":
        await onEnabled();
        return { ok: true };
      case "InvalidCodeError":
        return { ok: false, fieldErrors: { code: result.message } };
      case "MfaNotAllowedError":
        return { ok: false, formErrors: [result.message] };
      case "ValidationError": {
        const mapped = validationErrorsFor(result, ["code"] as const);
        return { ok: false, fieldErrors: mapped.fields, formErrors: mapped.form };
      }
      default:
        return { ok: false, formErrors: [messages.somethingWentWrong] };
    }
  }

  return <TotpCodeForm submitLabel="Turn on two-factor authentication" onSubmitCode={submitCode} />;
}
