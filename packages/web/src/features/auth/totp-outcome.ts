import { messages } from "@tierwise/common/messages";
import { type FieldErrorLike, validationErrorsFor } from "../../ui/forms/form-errors.ts";
import { isSessionEnded } from "./session-ended.ts";
import type { TotpCodeOutcome } from "./TotpCodeForm.tsx";

/** What both mutations answer: a success type, or an error with a message (and field errors). */
type TotpResult = { __typename: string; message?: string; fieldErrors?: readonly FieldErrorLike[] };

/**
 * Sends a TOTP code through one of the two mutations that take one (sign-in step, enabling) and
 * turns its answer into what the code form shows. Both answer the same way except for their
 * success type; every other error type is shown above the form.
 */
export async function submitTotpCode(
  send: () => Promise<TotpResult | null | undefined>,
  handlers: { successType: string; onSuccess: () => Promise<void>; onSessionEnded: () => void },
): Promise<TotpCodeOutcome> {
  const result = await send().catch((error: unknown) => {
    if (isSessionEnded(error)) return "session-ended" as const;
    throw error;
  });
  if (result === "session-ended") {
    handlers.onSessionEnded();
    return { ok: true };
  }
  if (!result) return { ok: false, formErrors: [messages.somethingWentWrong] };
  if (result.__typename === handlers.successType) {
    await handlers.onSuccess();
    return { ok: true };
  }
  if (result.__typename === "InvalidCodeError" && result.message) {
    return { ok: false, fieldErrors: { code: result.message } };
  }
  if (result.__typename === "ValidationError" && result.fieldErrors) {
    const mapped = validationErrorsFor(
      { message: result.message ?? "", fieldErrors: result.fieldErrors },
      ["code"] as const,
    );
    return { ok: false, fieldErrors: mapped.fields, formErrors: mapped.form };
  }
  return { ok: false, formErrors: [result.message ?? messages.somethingWentWrong] };
}
