import { useMutation } from "@apollo/client/react";
import { messages } from "@tierwise/common/messages";
import { LOGIN_WITH_TOTP } from "./auth.graphql.ts";
import { validationErrorsFor } from "./form-errors.ts";
import { isSessionEnded } from "./session-ended.ts";
import { TotpCodeForm, type TotpCodeOutcome } from "./TotpCodeForm.tsx";

interface TotpLoginFormProps {
  /** The code was accepted: the session is now fully signed in. */
  onSignedIn: () => Promise<void>;
  /** The half-finished session has ended (it expired): the user must enter the password again. */
  onSessionEnded: () => void;
}

/** Second sign-in step: the code from the user's authenticator app. */
export function TotpLoginForm({ onSignedIn, onSessionEnded }: TotpLoginFormProps) {
  const [loginWithTotp] = useMutation(LOGIN_WITH_TOTP);

  async function submitCode(code: string): Promise<TotpCodeOutcome> {
    const response = await loginWithTotp({ variables: { input: { code } } }).catch(
      (error: unknown) => {
        if (isSessionEnded(error)) return null;
        throw error;
      },
    );
    if (response === null) {
      onSessionEnded();
      return { ok: true };
    }
    const result = response.data?.loginWithTotp;
    switch (result?.__typename) {
      case "LoginSuccess":
        await onSignedIn();
        return { ok: true };
      case "InvalidCodeError":
        return { ok: false, fieldErrors: { code: result.message } };
      case "AccountLockedError":
        return { ok: false, formErrors: [result.message] };
      case "ValidationError": {
        const mapped = validationErrorsFor(result, ["code"] as const);
        return { ok: false, fieldErrors: mapped.fields, formErrors: mapped.form };
      }
      default:
        return { ok: false, formErrors: [messages.somethingWentWrong] };
    }
  }

  return <TotpCodeForm submitLabel="Verify" onSubmitCode={submitCode} />;
}
